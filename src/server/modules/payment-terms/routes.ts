import { z } from 'zod';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import { paymentTermBody, paymentTermView } from '../../../domain/schemas/payment-terms';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './service';

const tags = ['payment terms'];

/**
 * Payment terms of a business (decision 0068): GET/POST `/payment_terms`, PUT/DELETE
 * `/payment_terms/:UUID`. Anyone who reads the catalogue reads them (the client and supplier
 * forms offer them); changing them is a business setting (`businesses.edit`).
 */
export async function paymentTermsRoutes(app: App) {
  const read = { config: { action: 'catalogue.read' as const } };
  const write = { config: { action: 'businesses.edit' as const } };

  app.get(
    '/payment_terms',
    {
      ...read,
      schema: {
        operationId: 'listPaymentTerms',
        summary: 'List the payment terms of a business in display order',
        tags,
        params: businessParam,
        response: { 200: z.array(paymentTermView), ...errorResponses() },
      },
    },
    async (req) => service.listPaymentTerms(app.ctx, currentBusiness(req)),
  );

  app.post(
    '/payment_terms',
    {
      ...write,
      schema: {
        operationId: 'createPaymentTerm',
        summary: 'Create a payment term',
        tags,
        params: businessParam,
        body: paymentTermBody,
        response: { 201: paymentTermView, ...errorResponses('payment_term_name_taken') },
      },
    },
    async (req, reply) => {
      const term = await service.createPaymentTerm(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.body,
      );
      return reply.code(201).send(term);
    },
  );

  app.put(
    '/payment_terms/:UUID',
    {
      ...write,
      schema: {
        operationId: 'updatePaymentTerm',
        summary: 'Change a payment term',
        tags,
        params: businessUuidParams,
        body: paymentTermBody,
        response: { 200: paymentTermView, ...errorResponses('payment_term_name_taken') },
      },
    },
    async (req) =>
      service.updatePaymentTerm(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body,
      ),
  );

  app.delete(
    '/payment_terms/:UUID',
    {
      ...write,
      schema: {
        operationId: 'deletePaymentTerm',
        summary: 'Delete a payment term (kept, hidden, while something names it)',
        tags,
        params: businessUuidParams,
        response: {
          200: z.object({ message: z.string(), soft: z.boolean() }),
          ...errorResponses(),
        },
      },
    },
    async (req) => {
      const { soft } = await service.deletePaymentTerm(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
      );
      return { message: 'حُذف شرط الدفع', soft };
    },
  );
}
