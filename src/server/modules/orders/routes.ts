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
import { errorResponse, errorResponses } from '../../http/error-responses';

/**
 * Approval's refusals (decision 0060). 409 order_already_approved names the invoice the order
 * became beside the error; 422 buyer_address_incomplete (decision 0045) names the client whose
 * national address lacks the fields of `error.fields`, so the screen can open its edit form.
 */
const approvalErrors = {
  ...errorResponses(),
  409: errorResponse(
    errorBody.extend({
      newid: z.number().optional(),
      UUID: z.string().optional(),
      OrderReferenceID: z.number().optional(),
    }),
    'order_already_approved',
    'insufficient_stock',
    'zatca_document_invalid',
    'zatca_not_onboarded',
    'zatca_certificate_expired',
    'zatca_key_unreadable',
  ),
  422: errorResponse(
    errorBody.extend({ ClientUUID: z.string().optional() }),
    'buyer_address_incomplete',
    'unknown_product',
    'mixed_vat_reasons',
    'invoice_total_too_large',
    'qr_value_too_long',
  ),
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
      schema: {
        operationId: 'listPendingOrders',
        summary: 'List the pending quotations of a business',
        tags,
        params: businessParam,
        response: { 200: z.array(orderView), ...errorResponses() },
      },
    },
    async (req) => service.listPendingOrders(app.ctx, currentBusiness(req)),
  );

  app.post(
    '/orders',
    {
      ...write,
      schema: {
        operationId: 'createOrder',
        summary: 'Create a quotation',
        description: 'Lines priced by the server; amounts in SAR with two decimals.',
        tags,
        params: businessParam,
        body: orderBody,
        response: {
          201: orderView,
          ...errorResponses(
            'empty_cart',
            'duplicate_line',
            'unknown_product',
            'payment_means_not_enabled',
            'totals_mismatch',
            'invoice_total_too_large',
          ),
        },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await service.createOrder(app.ctx, currentUser(req), currentBusiness(req), req.body)),
  );

  app.get(
    '/orders/:ID',
    {
      ...read,
      schema: {
        operationId: 'getOrder',
        summary: 'Get one quotation by its reference (OrderReferenceID)',
        tags,
        params: orderParams,
        response: { 200: orderView, ...errorResponses() },
      },
    },
    async (req) => service.getOrder(app.ctx, currentBusiness(req), req.params.ID),
  );

  app.put(
    '/orders/:ID',
    {
      ...write,
      schema: {
        operationId: 'updateOrder',
        summary: 'Update a pending quotation',
        tags,
        params: orderParams,
        body: orderUpdateBody,
        response: {
          200: orderView,
          ...errorResponses(
            'empty_cart',
            'duplicate_line',
            'unknown_product',
            'payment_means_not_enabled',
            'totals_mismatch',
            'invoice_total_too_large',
            'order_not_pending',
          ),
        },
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
        operationId: 'deleteOrder',
        summary: 'Delete a pending quotation (an approved one is kept)',
        tags,
        params: orderParams,
        response: {
          200: z.object({ success: z.literal(true), state: z.enum(['deleted', 'approved']) }),
          ...errorResponses(),
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
        operationId: 'getOrderPdf',
        summary: 'Download a quotation as an A4 PDF',
        tags,
        params: orderParams,
        produces: ['application/pdf'],
        response: { 200: pdfBytes, ...errorResponses() },
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
      schema: {
        operationId: 'approveOrder',
        summary: 'Approve a quotation: issue its tax or simplified invoice',
        description:
          'A standard (B2B) tax invoice waits for ZATCA clearance before it is shared. Approving ' +
          'twice answers 409 order_already_approved naming the invoice already made.',
        tags,
        params: orderParams,
        response: { 201: approvalAnswer, ...approvalErrors },
      },
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
        operationId: 'approveOrderLegacy',
        summary: 'Approve a quotation named in the body (legacy form of approveOrder)',
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
