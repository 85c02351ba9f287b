import { z } from 'zod';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import {
  purchaseOrderBody,
  purchaseOrderFromSaleBody,
  purchaseOrderListQuery,
  purchaseOrderSummary,
  purchaseOrderView,
  receiveOrderBody,
  receiveOrderView,
} from '../../../domain/schemas/purchase-orders';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { createFromSaleOrder } from './from-sale-order';
import { orderPdf } from './pdf';
import * as receive from './receive';
import * as service from './service';

const tags = ['purchase-orders'];
const pdfBytes = z.any().describe('application/pdf: the A4 purchase order');

/**
 * Purchase orders and goods receipts of a business (decision 0070), in the business scope:
 * GET/POST `/purchase_orders`, POST `/purchase_orders/from_sale_order/:UUID` (a draft of a sale
 * order's missing pieces), GET/PUT `/purchase_orders/:UUID`, GET `/purchase_orders/:UUID/pdf`, POST `/purchase_orders/:UUID/`
 * send | cancel | close; POST `/receive_orders` (the legacy app's `POST /api/receive_orders`,
 * served under the business) and GET `/receive_orders/:UUID`. Reads need `purchases.read`,
 * writes `purchases.write` (the purchases area's actions).
 */
export async function purchaseOrdersRoutes(app: App) {
  const read = { config: { action: 'purchases.read' as const } };
  const write = { config: { action: 'purchases.write' as const } };

  app.get(
    '/purchase_orders',
    {
      ...read,
      schema: {
        operationId: 'listPurchaseOrders',
        summary: 'List the purchase orders, newest first',
        tags,
        params: businessParam,
        querystring: purchaseOrderListQuery,
        response: { 200: z.array(purchaseOrderSummary), ...errorResponses() },
      },
    },
    async (req) => service.listOrders(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/purchase_orders/:UUID',
    {
      ...read,
      schema: {
        operationId: 'getPurchaseOrder',
        summary: 'Get a purchase order with its lines and receipts',
        tags,
        params: businessUuidParams,
        response: { 200: purchaseOrderView, ...errorResponses() },
      },
    },
    async (req) => service.getOrder(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.get(
    '/purchase_orders/:UUID/pdf',
    {
      ...read,
      schema: {
        operationId: 'getPurchaseOrderPdf',
        summary: 'Download a purchase order as an A4 Arabic PDF',
        tags,
        params: businessUuidParams,
        produces: ['application/pdf'],
        response: { 200: pdfBytes, ...errorResponses() },
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await orderPdf(app.ctx, currentBusiness(req), req.params.UUID);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.post(
    '/purchase_orders',
    {
      ...write,
      schema: {
        operationId: 'createPurchaseOrder',
        summary: 'Create a draft purchase order',
        tags,
        params: businessParam,
        body: purchaseOrderBody,
        response: { 201: purchaseOrderView, ...errorResponses('unknown_product', 'database_busy') },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await service.createOrder(app.ctx, currentUser(req), currentBusiness(req), req.body)),
  );

  app.post(
    '/purchase_orders/from_sale_order/:UUID',
    {
      ...write,
      schema: {
        operationId: 'createPurchaseOrderFromSaleOrder',
        summary:
          "Create a draft purchase order of a sale order's missing pieces (ordered − delivered − on hand)",
        tags,
        params: businessUuidParams,
        body: purchaseOrderFromSaleBody,
        response: {
          201: purchaseOrderView,
          ...errorResponses('nothing_to_order', 'unknown_product', 'database_busy'),
        },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await createFromSaleOrder(
            app.ctx,
            currentUser(req),
            currentBusiness(req),
            req.params.UUID,
            req.body,
          ),
        ),
  );

  app.put(
    '/purchase_orders/:UUID',
    {
      ...write,
      schema: {
        operationId: 'updatePurchaseOrder',
        summary: 'Change a draft purchase order',
        tags,
        params: businessUuidParams,
        body: purchaseOrderBody,
        response: {
          200: purchaseOrderView,
          ...errorResponses('unknown_product', 'purchase_order_not_editable'),
        },
      },
    },
    async (req) =>
      service.updateOrder(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body,
      ),
  );

  const states = {
    send: ['sendPurchaseOrder', 'Mark a draft purchase order sent to the supplier'],
    cancel: ['cancelPurchaseOrder', 'Cancel a purchase order nothing was received of'],
    close: ['closePurchaseOrder', 'Close a partly received order without the rest'],
  } as const;
  for (const [action, [operationId, summary]] of Object.entries(states) as Array<
    [keyof typeof states, (typeof states)[keyof typeof states]]
  >)
    app.post(
      `/purchase_orders/:UUID/${action}`,
      {
        ...write,
        schema: {
          operationId,
          summary,
          tags,
          params: businessUuidParams,
          response: { 200: purchaseOrderView, ...errorResponses('purchase_order_bad_state') },
        },
      },
      async (req) =>
        service.changeState(
          app.ctx,
          currentUser(req),
          currentBusiness(req),
          req.params.UUID,
          action,
        ),
    );

  app.post(
    '/receive_orders',
    {
      ...write,
      schema: {
        operationId: 'receivePurchaseOrder',
        summary: "Receive all or part of a sent purchase order's goods into a warehouse",
        tags,
        params: businessParam,
        body: receiveOrderBody,
        response: {
          201: receiveOrderView,
          ...errorResponses(
            'purchase_order_not_receivable',
            'purchase_order_line_unknown',
            'over_receipt',
            'serial_count_mismatch',
            'serial_on_hand',
            'database_busy',
          ),
        },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await receive.receiveOrder(app.ctx, currentUser(req), currentBusiness(req), req.body),
        ),
  );

  app.get(
    '/receive_orders/:UUID',
    {
      ...read,
      schema: {
        operationId: 'getReceiveOrder',
        summary: 'Get a goods receipt with its lines',
        tags,
        params: businessUuidParams,
        response: { 200: receiveOrderView, ...errorResponses() },
      },
    },
    async (req) => receive.getReceipt(app.ctx, currentBusiness(req), req.params.UUID),
  );
}
