import { z } from 'zod';
import { PG_INTEGER_MAX } from '../../../domain/limits';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import { errorResponses } from '../../http/error-responses';
import {
  dateRangeBody,
  invoiceDetailAnswer,
  invoiceSummary,
  todayStats as todayStatsSchema,
} from '../../../domain/schemas/invoices';
import { invoicePageAnswer, invoicePageQuery } from '../../../domain/schemas/invoice-page';
import { invoiceOfOrderAnswer } from '../../../domain/schemas/orders';
import {
  collectionAnswer,
  legacyCollectBody,
  paymentBody,
  receiptVoucherView,
} from '../../../domain/schemas/collection';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { amountHalalas, collectInvoice, invoicePayments } from '../collection';
import { invoiceDetail } from './detail';
import { invoiceDocumentRoutes } from './document-routes';
import { listInvoicePage, listInvoicesIn, todayStats, type InvoicePeriod } from './lists';
import { invoiceOfOrderReference } from './service';

const errors = errorResponses();
const list = { 200: z.array(invoiceSummary), ...errors };
const collectErrors = errorResponses(
  'invoice_not_credit',
  'invoice_already_paid',
  'note_not_collectable',
  'payment_exceeds_outstanding',
  'till_archived',
);

/**
 * The invoices API under /api/v1/{business} (legacy app: "Invoices and orders"), reads
 * behind 'invoices.read'; collecting a credit invoice (PUT invoices/{UUID}, POST
 * invoices/{UUID}/payments) behind 'invoices.collect'. Lists are newest first and carry no lines;
 * periods are Asia/Riyadh.
 */
export async function invoicesRoutes(app: App) {
  const scope = { config: { action: 'invoices.read' as const } };
  const tags = ['invoices'];

  // Legacy lists of one period each (Riyadh days), newest first, without lines or paging.
  const lists: Array<[string, InvoicePeriod, string, string]> = [
    ['/invoices', 'all', 'listInvoices', 'List every invoice, newest first'],
    ['/invoices/thismonth', 'month', 'listInvoicesThisMonth', "List this Riyadh month's invoices"],
    ['/thismonth', 'month', 'listInvoicesThisMonthLegacy', 'listInvoicesThisMonth (legacy path)'],
    ['/invoicesmonth', 'month', 'listInvoicesOfMonth', 'listInvoicesThisMonth (legacy path)'],
    ['/invoicestodayall', 'today', 'listAllInvoicesToday', "List today's invoices (Riyadh day)"],
    ['/invoicesyesterday', 'yesterday', 'listInvoicesYesterday', "List yesterday's invoices"],
  ];
  for (const [url, period, operationId, summary] of lists) {
    app.get(
      url,
      { ...scope, schema: { operationId, summary, tags, params: businessParam, response: list } },
      async (req) => listInvoicesIn(app.ctx, currentBusiness(req), period),
    );
  }

  // The paged list (decision 0030); the unpaged lists above answer exactly as before.
  app.get(
    '/invoices/page',
    {
      ...scope,
      schema: {
        operationId: 'listInvoicesPage',
        summary: 'List invoices a page at a time, with filters',
        description: 'Dates are Riyadh calendar days; amounts in SAR.',
        tags,
        params: businessParam,
        querystring: invoicePageQuery,
        response: { 200: invoicePageAnswer, ...errors },
      },
    },
    async (req) => listInvoicePage(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/invoicestoday',
    {
      ...scope,
      schema: {
        operationId: 'getTodayInvoiceTotals',
        summary: "Get today's invoice count and total with VAT (Riyadh day, SAR)",
        tags,
        params: businessParam,
        response: { 200: todayStatsSchema, ...errors },
      },
    },
    async (req) => todayStats(app.ctx, currentBusiness(req)),
  );

  app.post(
    '/invoicesdate',
    {
      ...scope,
      schema: {
        operationId: 'listInvoicesBetweenDates',
        summary: 'List the invoices between two Riyadh dates (legacy: the range in the body)',
        tags,
        params: businessParam,
        body: dateRangeBody,
        response: list,
      },
    },
    async (req) => listInvoicesIn(app.ctx, currentBusiness(req), req.body),
  );

  app.get(
    '/invoices/:UUID',
    {
      ...scope,
      schema: {
        operationId: 'getInvoice',
        summary: 'Get one invoice with its QR code (base64 TLV) and the business logo',
        tags,
        params: businessUuidParams,
        response: { 200: invoiceDetailAnswer, ...errors },
      },
    },
    async (req) => invoiceDetail(app.ctx, currentBusiness(req), req.params.UUID),
  );

  const collect = { config: { action: 'invoices.collect' as const } };

  app.put(
    '/invoices/:UUID',
    {
      ...collect,
      schema: {
        operationId: 'collectInvoicePaymentLegacy',
        summary: 'Collect a credit invoice in full (legacy: marks it paid)',
        tags,
        params: businessUuidParams,
        body: legacyCollectBody,
        response: { 200: collectionAnswer, ...collectErrors },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await collectInvoice(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body.PaymentMeansCode,
      )),
    }),
  );

  app.post(
    '/invoices/:UUID/payments',
    {
      ...collect,
      schema: {
        operationId: 'collectInvoicePayment',
        summary: 'Record a payment (receipt voucher) on a credit invoice',
        description: 'Amount in SAR with two decimals, at most what is outstanding.',
        tags,
        params: businessUuidParams,
        body: paymentBody,
        response: { 201: collectionAnswer, ...collectErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        success: true as const,
        ...(await collectInvoice(
          app.ctx,
          currentUser(req),
          currentBusiness(req),
          req.params.UUID,
          req.body.PaymentMeansCode,
          amountHalalas(req.body.Amount),
          req.body.tillId,
        )),
      }),
  );

  app.get(
    '/invoices/:UUID/payments',
    {
      ...scope,
      schema: {
        operationId: 'listInvoicePayments',
        summary: 'List the receipt vouchers of an invoice',
        tags,
        params: businessUuidParams,
        response: { 200: z.array(receiptVoucherView), ...errors },
      },
    },
    async (req) => invoicePayments(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.get(
    '/invoiceoid/:OrderReferenceID',
    {
      ...scope,
      schema: {
        operationId: 'getInvoiceOfOrder',
        summary: "Get the invoice a quotation became, by the quotation's reference",
        tags,
        params: businessParam.extend({
          OrderReferenceID: z.coerce.number().int().positive().max(PG_INTEGER_MAX),
        }),
        response: { 200: invoiceOfOrderAnswer, ...errors },
      },
    },
    async (req) =>
      invoiceOfOrderReference(app.ctx, currentBusiness(req), req.params.OrderReferenceID),
  );

  await invoiceDocumentRoutes(app);
}
