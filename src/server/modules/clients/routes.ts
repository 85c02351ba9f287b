import { z } from 'zod';
import { clientBody, clientSearchQuery, clientView } from '../../../domain/schemas/clients';
import { businessParam, businessUuidParams, errorBody } from '../../../domain/schemas/common';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['clients'];

/**
 * Clients of a business (SPEC.md §3 "Client", §7; issue #6 §1): GET/POST `/clients`
 * (`?q=` searches), GET/PUT/DELETE `/clients/:UUID`. Reads need `clients.read`, writes
 * `clients.write`; a UUID of another business is a 404.
 */
export async function clientsRoutes(app: App) {
  const read = { config: { action: 'clients.read' as const } };
  const write = { config: { action: 'clients.write' as const } };

  app.get(
    '/clients',
    {
      ...read,
      schema: {
        tags,
        params: businessParam,
        querystring: clientSearchQuery,
        response: { 200: z.array(clientView), ...errors },
      },
    },
    async (req) => service.listClients(app.ctx, currentBusiness(req), req.query.q),
  );

  app.post(
    '/clients',
    {
      ...write,
      schema: {
        tags,
        params: businessParam,
        body: clientBody,
        response: {
          201: z.object({
            success: z.literal(true),
            newid: z.number(),
            UUID: z.string(),
            client: clientView,
          }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const client = await service.createClient(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.body,
      );
      return reply
        .code(201)
        .send({ success: true as const, newid: client.ID, UUID: client.UUID, client });
    },
  );

  app.get(
    '/clients/:UUID',
    {
      ...read,
      schema: { tags, params: businessUuidParams, response: { 200: clientView, ...errors } },
    },
    async (req) => service.getClient(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.put(
    '/clients/:UUID',
    {
      ...write,
      schema: {
        tags,
        params: businessUuidParams,
        body: clientBody,
        response: { 200: z.object({ success: z.literal(true), client: clientView }), ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      client: await service.updateClient(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body,
      ),
    }),
  );

  app.delete(
    '/clients/:UUID',
    {
      ...write,
      schema: {
        tags,
        params: businessUuidParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (req) => {
      await service.deleteClient(app.ctx, currentUser(req), currentBusiness(req), req.params.UUID);
      return { success: true as const };
    },
  );
}
