import { z } from 'zod';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import {
  deliveryOrderBody,
  deliveryOrderView,
  invoiceOrderBody,
  invoiceOrderView,
  saleOrderBody,
  saleOrderListQuery,
  saleOrderSummary,
  saleOrderView,
} from '../../../domain/schemas/sale-orders';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as deliver from './deliver';
import { fromQuotation } from './from-quotation';
import { invoiceDelivered } from './invoice';
import { deliveryPdf, saleOrderPdf } from './pdf';
import * as service from './service';

const tags = ['sale-orders'];
const pdfBytes = z.any().describe('application/pdf: the A4 document');

/** The two PDF routes: a sale order's and a delivery note's (decision 0069). */
function pdfRoutes(app: App, read: { config: { action: 'sale_orders.read' } }) {
  const docs = [
    [
      '/sale_orders/:UUID/pdf',
      'getSaleOrderPdf',
      'Download a sale order as an A4 Arabic PDF',
      saleOrderPdf,
    ],
    [
      '/delivery_orders/:UUID/pdf',
      'getDeliveryOrderPdf',
      'Download a delivery note as an A4 Arabic PDF with the signature area',
      deliveryPdf,
    ],
  ] as const;
  for (const [url, operationId, summary, make] of docs)
    app.get(
      url,
      {
        ...read,
        schema: {
          operationId,
          summary,
          tags,
          params: businessUuidParams,
          produces: ['application/pdf'],
          response: { 200: pdfBytes, ...errorResponses() },
        },
      },
      async (req, reply) => {
        const { pdf, fileName } = await make(app.ctx, currentBusiness(req), req.params.UUID);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      },
    );
}

/**
 * Sale orders, delivery notes and invoice orders of a business (decision 0069), in the business
 * scope: GET/POST `/sale_orders`, GET/PUT `/sale_orders/:UUID`, POST `/sale_orders/:UUID/confirm`
 * | cancel, POST `/sale_orders/from_quotation/:UUID`; POST `/delivery_orders`, GET
 * `/delivery_orders/:UUID` and its `signature.png`; POST `/invoice_orders`. Reads need
 * `sale_orders.read`, writes `sale_orders.write` (trading businesses, not the cashier).
 */
export async function saleOrdersRoutes(app: App) {
  const read = { config: { action: 'sale_orders.read' as const } };
  const write = { config: { action: 'sale_orders.write' as const } };
  pdfRoutes(app, read);

  app.get(
    '/sale_orders',
    {
      ...read,
      schema: {
        operationId: 'listSaleOrders',
        summary: 'List the sale orders, newest first',
        tags,
        params: businessParam,
        querystring: saleOrderListQuery,
        response: { 200: z.array(saleOrderSummary), ...errorResponses() },
      },
    },
    async (req) => service.listOrders(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/sale_orders/:UUID',
    {
      ...read,
      schema: {
        operationId: 'getSaleOrder',
        summary: 'Get a sale order with its lines, deliveries and invoices',
        tags,
        params: businessUuidParams,
        response: { 200: saleOrderView, ...errorResponses() },
      },
    },
    async (req) => service.getOrder(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.post(
    '/sale_orders',
    {
      ...write,
      schema: {
        operationId: 'createSaleOrder',
        summary: 'Create a draft sale order for a client',
        tags,
        params: businessParam,
        body: saleOrderBody,
        response: { 201: saleOrderView, ...errorResponses('unknown_product', 'database_busy') },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await service.createOrder(app.ctx, currentUser(req), currentBusiness(req), req.body)),
  );

  app.post(
    '/sale_orders/from_quotation/:UUID',
    {
      ...write,
      schema: {
        operationId: 'createSaleOrderFromQuotation',
        summary: 'Make a draft sale order from a pending or approved quotation',
        tags,
        params: businessUuidParams,
        response: {
          201: saleOrderView,
          ...errorResponses('quotation_not_convertible', 'database_busy'),
        },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await fromQuotation(app.ctx, currentUser(req), currentBusiness(req), req.params.UUID),
        ),
  );

  app.put(
    '/sale_orders/:UUID',
    {
      ...write,
      schema: {
        operationId: 'updateSaleOrder',
        summary: 'Change a draft sale order',
        tags,
        params: businessUuidParams,
        body: saleOrderBody,
        response: {
          200: saleOrderView,
          ...errorResponses('unknown_product', 'sale_order_not_editable'),
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
    confirm: ['confirmSaleOrder', 'Confirm a draft sale order'],
    cancel: ['cancelSaleOrder', 'Cancel a sale order nothing was delivered of'],
  } as const;
  for (const action of ['confirm', 'cancel'] as const)
    app.post(
      `/sale_orders/:UUID/${action}`,
      {
        ...write,
        schema: {
          operationId: states[action][0],
          summary: states[action][1],
          tags,
          params: businessUuidParams,
          response: { 200: saleOrderView, ...errorResponses('sale_order_bad_state') },
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
    '/delivery_orders',
    {
      ...write,
      schema: {
        operationId: 'deliverSaleOrder',
        summary: "Deliver all or part of a confirmed sale order's remaining pieces",
        tags,
        params: businessParam,
        body: deliveryOrderBody,
        response: {
          201: deliveryOrderView,
          ...errorResponses(
            'sale_order_not_deliverable',
            'sale_order_line_unknown',
            'over_delivery',
            'insufficient_stock',
            'signature_invalid',
            'database_busy',
          ),
        },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await deliver.deliverOrder(app.ctx, currentUser(req), currentBusiness(req), req.body),
        ),
  );

  app.get(
    '/delivery_orders/:UUID',
    {
      ...read,
      schema: {
        operationId: 'getDeliveryOrder',
        summary: 'Get a delivery note with its lines',
        tags,
        params: businessUuidParams,
        response: { 200: deliveryOrderView, ...errorResponses() },
      },
    },
    async (req) => deliver.getDelivery(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.get(
    '/delivery_orders/:UUID/signature.png',
    {
      ...read,
      schema: {
        operationId: 'getDeliverySignature',
        summary: "The receiver's drawn signature of a delivery note (PNG)",
        tags,
        params: businessUuidParams,
        produces: ['image/png'],
        response: { 200: z.any().describe('image/png'), ...errorResponses() },
      },
    },
    async (req, reply) => {
      const png = await deliver.deliverySignature(app.ctx, currentBusiness(req), req.params.UUID);
      return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
    },
  );

  app.post(
    '/invoice_orders',
    {
      ...write,
      schema: {
        operationId: 'invoiceDeliveredPieces',
        summary: 'Issue one tax invoice for everything delivered and not yet invoiced',
        tags,
        params: businessParam,
        body: invoiceOrderBody,
        response: {
          201: invoiceOrderView,
          ...errorResponses(
            'nothing_to_invoice',
            'delivery_clients_differ',
            'buyer_address_incomplete',
            'database_busy',
          ),
        },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await invoiceDelivered(app.ctx, currentUser(req), currentBusiness(req), req.body)),
  );
}
