import { z } from 'zod';
import { businessParam, errorBody } from '../../../domain/schemas/common';
import {
  approvalAnswer,
  legacyApprovalBody,
  orderBody,
  orderParams,
  orderUpdateBody,
  orderView,
} from '../../../domain/schemas/orders';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './service';
import { errorResponses } from '../../http/error-responses';

const errors = errorResponses(409, 422);
/** 409 order_already_approved names the invoice the order became beside the error. */
const approvalErrors = {
  ...errors,
  409: errorBody.extend({
    newid: z.number().optional(),
    UUID: z.string().optional(),
    OrderReferenceID: z.number().optional(),
  }),
  /**
   * 422 buyer_address_incomplete (decision 0045) names the client whose national address lacks
   * the fields of `error.fields`, so the screen can open its edit form.
   */
  422: errorBody.extend({ ClientUUID: z.string().optional() }),
};
const tags = ['orders'];
const pdfBytes = z.any().describe('application/pdf: the A4 quotation');

/**
 * Quotations of a business (legacy app: "Invoices and orders"): GET/POST `/orders`
 * (the list is the pending ones), GET/PUT/DELETE `/orders/:ID` (ID = OrderReferenceID),
 * GET `/orders/:ID/pdf`, POST `/orders/:ID/approve` and the legacy POST `/invoices` with the order
 * as body. Reads need `orders.read`, changes `orders.write`, approval `orders.approve`.
 */
export async function ordersRoutes(app: App) {
  const read = { config: { action: 'orders.read' as const } };
  const write = { config: { action: 'orders.write' as const } };
  const approve = { config: { action: 'orders.approve' as const } };

  app.get(
    '/orders',
    {
      ...read,
      schema: { tags, params: businessParam, response: { 200: z.array(orderView), ...errors } },
    },
    async (req) => service.listPendingOrders(app.ctx, currentBusiness(req)),
  );

  app.post(
    '/orders',
    {
      ...write,
      schema: {
        tags,
        params: businessParam,
        body: orderBody,
        response: { 201: orderView, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await service.createOrder(app.ctx, currentUser(req), currentBusiness(req), req.body)),
  );

  app.get(
    '/orders/:ID',
    { ...read, schema: { tags, params: orderParams, response: { 200: orderView, ...errors } } },
    async (req) => service.getOrder(app.ctx, currentBusiness(req), req.params.ID),
  );

  app.put(
    '/orders/:ID',
    {
      ...write,
      schema: {
        tags,
        params: orderParams,
        body: orderUpdateBody,
        response: { 200: orderView, ...errors },
      },
    },
    async (req) =>
      service.updateOrder(app.ctx, currentUser(req), currentBusiness(req), req.params.ID, req.body),
  );

  app.delete(
    '/orders/:ID',
    {
      ...write,
      schema: {
        tags,
        params: orderParams,
        response: {
          200: z.object({ success: z.literal(true), state: z.enum(['deleted', 'approved']) }),
          ...errors,
        },
      },
    },
    async (req) => {
      const done = await service.deleteOrder(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.ID,
      );
      return {
        success: true as const,
        state: done === 'deleted' ? 'deleted' : 'approved',
      } as const;
    },
  );

  app.get(
    '/orders/:ID/pdf',
    {
      ...read,
      schema: {
        tags,
        params: orderParams,
        produces: ['application/pdf'],
        response: { 200: pdfBytes, ...errors },
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await service.orderPdf(
        app.ctx,
        currentBusiness(req),
        req.params.ID,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.post(
    '/orders/:ID/approve',
    {
      ...approve,
      schema: { tags, params: orderParams, response: { 201: approvalAnswer, ...approvalErrors } },
    },
    async (req, reply) => {
      const done = await service.approveOrder(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.ID,
      );
      return reply.code(201).send({ success: true as const, ...done });
    },
  );

  app.post(
    '/invoices',
    {
      ...approve,
      schema: {
        tags,
        params: businessParam,
        body: legacyApprovalBody,
        response: { 201: approvalAnswer, ...approvalErrors },
      },
    },
    async (req, reply) => {
      const done = await service.approveOrder(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.body.OrderReferenceID,
      );
      return reply.code(201).send({ success: true as const, ...done });
    },
  );
}
