import type { InvoiceDetailAnswer } from '../../../domain/schemas/invoices';
import type { AppContext } from '../../context';
import { renderInvoicePdf } from '../../documents/invoice-pdf';
import { qrPng } from '../../documents/qr';
import type { BusinessRow } from '../businesses/service';
import { noteFactsOf } from '../notes';
import { zatcaIcvOf, zatcaStateOf } from '../zatca';
import { buildInvoiceDocument, businessLogoPng, originalNumberOf } from './document';
import { invoiceExtras } from './extras-repository';
import { loadInvoice } from './service';
import { settlementsFor } from './settlement-repository';
import { toInvoiceView } from './view';
import { assertShareable } from './shareable';
import { pdfEmbeddedXml } from './xml';

/**
 * GET invoices/{UUID}: the invoice with lines, its ZATCA QR and the business logo as base64 PNGs,
 * and the ICV of its signed ZATCA document when it has one (`invoice.ZATCA`) with, once queued,
 * its reporting/clearance status and ZATCA's messages (decision 0036); a note's original and
 * reason, an invoice's notes and creditable pieces per line (noteFactsOf, decision 0034); a
 * restaurant sale's order, payment parts, cash tendered, change, lines' notes and choices (0056).
 * @throws AppError not_found (404).
 */
export async function invoiceDetail(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<InvoiceDetailAnswer> {
  const { invoice, lines } = await loadInvoice(ctx, business, uuid);
  const [qr, logo, zatcaIcv, zatca, notes, extras] = await Promise.all([
    qrPng(invoice.qr),
    businessLogoPng(ctx, business),
    zatcaIcvOf(ctx.db, business.id, invoice.id),
    zatcaStateOf(ctx.db, business.id, invoice.id),
    noteFactsOf(ctx.db, business.id, invoice, lines),
    invoiceExtras(ctx.db, business.id, invoice.id),
  ]);
  return {
    invoice: {
      ...toInvoiceView(
        invoice,
        lines,
        (await settlementsFor(ctx.db, business.id, [invoice])).get(invoice.id),
        zatcaIcv,
        zatca,
        extras,
      ),
      ...notes,
    },
    qr: qr.toString('base64'),
    logo: logo.toString('base64'),
  };
}

/**
 * GET invoices/{UUID}/pdf: the A4 tax invoice PDF and its file name `invoice{ID}.pdf`. A standard
 * invoice or note with a ZATCA XML to share (pdfEmbeddedXml) is PDF/A-3b with that XML embedded
 * (decision 0047); any other is plain PDF.
 * @throws AppError not_found (404); invoice_not_cleared / invoice_rejected_by_zatca (409) for a
 *   standard invoice ZATCA has not cleared (assertShareable, decision 0044).
 */
export async function invoicePdf(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { invoice, lines } = await loadInvoice(ctx, business, uuid);
  await assertShareable(ctx, business.id, invoice);
  const logo = await businessLogoPng(ctx, business);
  const original = await originalNumberOf(ctx.db, business.id, invoice);
  const xml = await pdfEmbeddedXml(ctx, business.id, invoice);
  const extras = await invoiceExtras(ctx.db, business.id, invoice.id);
  const pdf = await renderInvoicePdf(
    buildInvoiceDocument(business, invoice, lines, logo, original, extras),
    xml,
  );
  return { pdf, fileName: `invoice${invoice.number}.pdf` };
}
