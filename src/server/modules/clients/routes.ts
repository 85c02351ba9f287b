import { z } from 'zod';
import { clientBody, clientSearchQuery, clientView } from '../../../domain/schemas/clients';
import { clientInvoice, statementQuery, statementView } from '../../../domain/schemas/collection';
import { businessParam, businessUuidParams, uuidParam } from '../../../domain/schemas/common';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './service';
import { errorResponses } from '../../http/error-responses';

const tags = ['clients'];

/**
 * Clients of a business (legacy app: "Client"): GET/POST `/clients`
 * (`?q=` searches), GET/PUT/DELETE `/clients/:UUID`. Reads need `clients.read`, writes
 * `clients.write`; a UUID of another business is a 404. Also the client's account:
 * GET `/clients/:UUID/statement` (?from&to Riyadh dates), its PDF, and GET `/invoclient/:UUID`.
 */
export async function clientsRoutes(app: App) {
  const read = { config: { action: 'clients.read' as const } };
  const write = { config: { action: 'clients.write' as const } };

  app.get(
    '/clients',
    {
      ...read,
      schema: {
        operationId: 'listClients',
        summary: 'List or search the clients of a business',
        tags,
        params: businessParam,
        querystring: clientSearchQuery,
        response: { 200: z.array(clientView), ...errorResponses() },
      },
    },
    async (req) => service.listClients(app.ctx, currentBusiness(req), req.query.q),
  );

  app.post(
    '/clients',
    {
      ...write,
      schema: {
        operationId: 'createClient',
        summary: 'Create a client (buyer) of a business',
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
          ...errorResponses('client_vat_taken', 'payment_term_unknown'),
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
      schema: {
        operationId: 'getClient',
        summary: 'Get one client',
        tags,
        params: businessUuidParams,
        response: { 200: clientView, ...errorResponses() },
      },
    },
    async (req) => service.getClient(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.get(
    '/clients/:UUID/statement',
    {
      ...read,
      schema: {
        operationId: 'getClientStatement',
        summary: "Get a client's account statement for a period",
        description: 'Amounts in SAR; dates are Riyadh calendar days.',
        tags,
        params: businessUuidParams,
        querystring: statementQuery,
        response: { 200: statementView.extend({ client: clientView }), ...errorResponses() },
      },
    },
    async (req) => {
      const { client, statement } = await service.clientStatement(
        app.ctx,
        currentBusiness(req),
        req.params.UUID,
        req.query,
      );
      return { client: service.toClientView(client), ...statement };
    },
  );

  app.get(
    '/clients/:UUID/statement/pdf',
    {
      ...read,
      schema: {
        operationId: 'getClientStatementPdf',
        summary: "Download a client's account statement as an A4 PDF",
        tags,
        params: businessUuidParams,
        querystring: statementQuery,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('application/pdf: the client statement'),
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await service.clientStatementPdf(
        app.ctx,
        currentBusiness(req),
        req.params.UUID,
        req.query,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    '/invoclient/:UUID',
    {
      ...read,
      schema: {
        operationId: 'listClientInvoices',
        summary: 'List the invoices of one client in this business',
        tags,
        params: businessUuidParams,
        response: { 200: z.array(clientInvoice), ...errorResponses() },
      },
    },
    async (req) => service.clientInvoices(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.put(
    '/clients/:UUID',
    {
      ...write,
      schema: {
        operationId: 'updateClient',
        summary: 'Update a client',
        tags,
        params: businessUuidParams,
        body: clientBody,
        response: {
          200: z.object({ success: z.literal(true), client: clientView }),
          ...errorResponses('client_vat_taken', 'payment_term_unknown'),
        },
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
        operationId: 'deleteClient',
        summary: 'Delete a client without quotations or invoices',
        tags,
        params: businessUuidParams,
        response: {
          200: z.object({ success: z.literal(true) }),
          ...errorResponses('client_in_use'),
        },
      },
    },
    async (req) => {
      await service.deleteClient(app.ctx, currentUser(req), currentBusiness(req), req.params.UUID);
      return { success: true as const };
    },
  );
}

/**
 * GET /api/v1/kinvclient/{UUID}: a client's invoices with no business in the path —
 * the business is the client's, and the same `clients.read` check applies there.
 */
export async function clientInvoicesAnywhereRoutes(app: App) {
  app.get(
    '/kinvclient/:UUID',
    {
      config: { action: 'clients.read' as const },
      schema: {
        operationId: 'listClientInvoicesAnywhere',
        summary: "List a client's invoices across the businesses the user may read",
        tags,
        params: uuidParam,
        response: { 200: z.array(clientInvoice), ...errorResponses('business_forbidden') },
      },
    },
    async (req) => service.invoicesOfClientAnywhere(app.ctx, currentUser(req), req.params.UUID),
  );
}
