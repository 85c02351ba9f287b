import { z } from 'zod';
import {
  clientAddressBody,
  clientAddressParams,
  clientAddressView,
} from '../../../domain/schemas/client-addresses';
import { businessUuidParams } from '../../../domain/schemas/common';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './addresses';

const tags = ['clients'];

/**
 * A client's addresses (decision 0068): GET/POST `/clients/:UUID/addresses`, PUT/DELETE
 * `/clients/:UUID/addresses/:ADDRESS`, with the clients' permissions (`clients.read`,
 * `clients.write`); another business's client or address is a 404.
 */
export async function clientAddressesRoutes(app: App) {
  const read = { config: { action: 'clients.read' as const } };
  const write = { config: { action: 'clients.write' as const } };

  app.get(
    '/clients/:UUID/addresses',
    {
      ...read,
      schema: {
        operationId: 'listClientAddresses',
        summary: "List a client's addresses, the default first",
        tags,
        params: businessUuidParams,
        response: { 200: z.array(clientAddressView), ...errorResponses() },
      },
    },
    async (req) => service.listAddresses(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.post(
    '/clients/:UUID/addresses',
    {
      ...write,
      schema: {
        operationId: 'createClientAddress',
        summary: 'Add an address to a client (the first one is its default)',
        tags,
        params: businessUuidParams,
        body: clientAddressBody,
        response: { 201: clientAddressView, ...errorResponses() },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await service.createAddress(
            app.ctx,
            currentUser(req),
            currentBusiness(req),
            req.params.UUID,
            req.body,
          ),
        ),
  );

  app.put(
    '/clients/:UUID/addresses/:ADDRESS',
    {
      ...write,
      schema: {
        operationId: 'updateClientAddress',
        summary: "Change a client's address or make it the default",
        tags,
        params: clientAddressParams,
        body: clientAddressBody,
        response: { 200: clientAddressView, ...errorResponses() },
      },
    },
    async (req) =>
      service.updateAddress(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.params.ADDRESS,
        req.body,
      ),
  );

  app.delete(
    '/clients/:UUID/addresses/:ADDRESS',
    {
      ...write,
      schema: {
        operationId: 'deleteClientAddress',
        summary: "Delete a client's address (documents that name it keep it)",
        tags,
        params: clientAddressParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses() },
      },
    },
    async (req) => {
      await service.deleteAddress(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.params.ADDRESS,
      );
      return { success: true as const };
    },
  );
}
