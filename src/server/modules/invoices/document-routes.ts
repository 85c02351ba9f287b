import { z } from 'zod';
import { PG_INTEGER_MAX } from '../../../domain/limits';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireSignedFile } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { invoicePdfClaimPath, invoiceXmlClaimPath } from '../webhooks';
import { invoicePdf } from './detail';
import { invoiceReceiptPng } from './service';
import { invoiceXml } from './xml';

/** Binary PDF: documented only (a Buffer is sent as is, never serialized). */
const pdfBytes = z.any().describe('application/pdf: the A4 tax invoice');
/** Signed XML text: documented only (sent as is). */
const xmlText = z.any().describe('application/xml: the signed ZATCA phase 2 document');
/** A signed link's token (decision 0027), when the request has no bearer header. */
const signedQuery = z.object({ sig: z.string().max(600).optional() });
const numberParams = businessParam.extend({
  ID: z.coerce.number().int().positive().max(PG_INTEGER_MAX),
});

/** What a signed link may answer (decision 0027), beside a bearer request's refusals. */
const LINK_ERRORS = ['link_expired', 'link_invalid', 'link_wrong_file'] as const;
/** A tax invoice ZATCA has not cleared is not shared (decision 0044). */
const SHARE_ERRORS = ['invoice_not_cleared', 'invoice_rejected_by_zatca'] as const;

/**
 * An invoice's documents under /api/v1/{business}, behind 'invoices.read': its receipt image
 * (`invoicetopng/{ID}`), its A4 PDF and its signed ZATCA XML (`invoices/{UUID}/pdf|xml`, also
 * opened by a signed link, decision 0059). A standard invoice not yet cleared answers
 * invoice_not_cleared or invoice_rejected_by_zatca (decision 0044). Registered by invoicesRoutes.
 */
export async function invoiceDocumentRoutes(app: App) {
  const scope = { config: { action: 'invoices.read' as const } };
  const tags = ['invoices'];

  app.get(
    '/invoicetopng/:ID',
    {
      ...scope,
      schema: {
        operationId: 'getInvoiceReceiptPng',
        summary: "Get an invoice's receipt image (base64 PNG in JSON) by the invoice number",
        tags,
        params: numberParams,
        response: { 200: z.object({ img: z.string() }), ...errorResponses(...SHARE_ERRORS) },
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
        response: { 200: pdfBytes, ...errorResponses(...SHARE_ERRORS, ...LINK_ERRORS) },
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
          ...errorResponses(
            'zatca_off',
            'zatca_document_invalid',
            'zatca_key_unreadable',
            ...LINK_ERRORS,
          ),
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
