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
import { invoiceXml } from './xml';
import { currentUser, requireSignedFile } from '../../plugins/auth';
import { invoicePdfClaimPath, invoiceXmlClaimPath } from '../webhooks';
import { currentBusiness } from '../../plugins/business-scope';
import { amountHalalas, collectInvoice, invoicePayments } from '../collection';
import { invoiceDetail, invoicePdf } from './detail';
import { listInvoicePage, listInvoicesIn, todayStats, type InvoicePeriod } from './lists';
import { invoiceReceiptPng, invoiceOfOrderReference } from './service';

const errors = errorResponses();
const list = { 200: z.array(invoiceSummary), ...errors };
/** A tax invoice ZATCA has not cleared is not shared (decision 0044). */
const shareErrors = errorResponses('invoice_not_cleared', 'invoice_rejected_by_zatca');
const collectErrors = errorResponses(
  'invoice_not_credit',
  'invoice_already_paid',
  'note_not_collectable',
  'payment_exceeds_outstanding',
  'till_archived',
);
/** Binary PDF: documented only (a Buffer is sent as is, never serialized). */
const pdfBytes = z.any().describe('application/pdf: the A4 tax invoice');
/** Signed XML text: documented only (sent as is). */
const xmlText = z.any().describe('application/xml: the signed ZATCA phase 2 document');
/** A signed link's token (decision 0027), when the request has no bearer header. */
const signedQuery = z.object({ sig: z.string().max(600).optional() });
const numberParams = businessParam.extend({
  ID: z.coerce.number().int().positive().max(PG_INTEGER_MAX),
});

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

  app.get(
    '/invoicetopng/:ID',
    {
      ...scope,
      schema: {
        operationId: 'getInvoiceReceiptPng',
        summary: "Get an invoice's receipt image (base64 PNG in JSON) by the invoice number",
        tags,
        params: numberParams,
        response: { 200: z.object({ img: z.string() }), ...shareErrors },
      },
    },
    async (req) => {
      const png = await invoiceReceiptPng(app.ctx, currentBusiness(req), req.params.ID, req.log);
      return { img: png.toString('base64') };
    },
  );

  app.get(
    '/invoices/:UUID/pdf',
    {
      // With the bearer header, or a signed link (`?sig=`) a webhook body carries (decision 0059).
      config: { action: 'invoices.read' as const, signedAccess: true },
      schema: {
        operationId: 'getInvoicePdf',
        summary: 'Download an invoice as an A4 PDF',
        tags,
        params: businessUuidParams,
        querystring: signedQuery,
        produces: ['application/pdf'],
        response: { 200: pdfBytes, ...shareErrors },
      },
    },
    async (req, reply) => {
      requireSignedFile(req, {
        businessId: currentBusiness(req).id,
        path: invoicePdfClaimPath(req.params.UUID),
      });
      const { pdf, fileName } = await invoicePdf(app.ctx, currentBusiness(req), req.params.UUID);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    '/invoices/:UUID/xml',
    {
      // With the bearer header, or a signed link (`?sig=`) a webhook body carries (decision 0059).
      config: { action: 'invoices.read' as const, signedAccess: true },
      schema: {
        operationId: 'getInvoiceXml',
        summary: 'Download the signed ZATCA XML of an invoice',
        tags,
        params: businessUuidParams,
        querystring: signedQuery,
        produces: ['application/xml'],
        response: {
          200: xmlText,
          ...errorResponses('zatca_off', 'zatca_document_invalid', 'zatca_key_unreadable'),
        },
      },
    },
    async (req, reply) => {
      requireSignedFile(req, {
        businessId: currentBusiness(req).id,
        path: invoiceXmlClaimPath(req.params.UUID),
      });
      const { xml, fileName } = await invoiceXml(app.ctx, currentBusiness(req), req.params.UUID);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(xml);
    },
  );
}
