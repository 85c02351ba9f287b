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

  const lists: Array<[string, InvoicePeriod]> = [
    ['/invoices', 'all'],
    ['/invoices/thismonth', 'month'],
    ['/thismonth', 'month'],
    ['/invoicesmonth', 'month'],
    ['/invoicestodayall', 'today'],
    ['/invoicesyesterday', 'yesterday'],
  ];
  for (const [url, period] of lists) {
    app.get(
      url,
      { ...scope, schema: { tags, params: businessParam, response: list } },
      async (req) => listInvoicesIn(app.ctx, currentBusiness(req), period),
    );
  }

  // The paged list (decision 0030); the unpaged lists above answer exactly as before.
  app.get(
    '/invoices/page',
    {
      ...scope,
      schema: {
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
      schema: { tags, params: businessParam, response: { 200: todayStatsSchema, ...errors } },
    },
    async (req) => todayStats(app.ctx, currentBusiness(req)),
  );

  app.post(
    '/invoicesdate',
    { ...scope, schema: { tags, params: businessParam, body: dateRangeBody, response: list } },
    async (req) => listInvoicesIn(app.ctx, currentBusiness(req), req.body),
  );

  app.get(
    '/invoices/:UUID',
    {
      ...scope,
      schema: {
        tags,
        params: businessUuidParams,
        response: { 200: invoiceDetailAnswer, ...errors },
      },
    },
    async (req) => invoiceDetail(app.ctx, currentBusiness(req), req.params.UUID),
  );

  const collect = { config: { action: 'invoices.collect' as const } };
  const conflicts = errorResponses(409);

  app.put(
    '/invoices/:UUID',
    {
      ...collect,
      schema: {
        tags,
        params: businessUuidParams,
        body: legacyCollectBody,
        response: { 200: collectionAnswer, ...conflicts },
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
        tags,
        params: businessUuidParams,
        body: paymentBody,
        response: { 201: collectionAnswer, ...conflicts },
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
        tags,
        params: numberParams,
        response: { 200: z.object({ img: z.string() }), ...errors },
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
        tags,
        params: businessUuidParams,
        querystring: signedQuery,
        produces: ['application/pdf'],
        response: { 200: pdfBytes, ...errors },
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
        tags,
        params: businessUuidParams,
        querystring: signedQuery,
        produces: ['application/xml'],
        response: { 200: xmlText, ...errors },
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
