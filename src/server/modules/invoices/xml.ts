import { AppError } from '../../../domain/errors';
import { invoiceKindOfSubtype } from '../../../domain/invoice-kind';
import type { AppContext } from '../../context';
import type { EmbeddedXml } from '../../documents/pdfa';
import type { BusinessRow } from '../businesses/service';
import type { InvoiceRow } from './repository';
import { loadInvoice } from './service';
import { assertShareable } from './shareable';
import {
  clearedXmlOf,
  findZatcaDocument,
  makeZatcaDocument,
  reportsToZatca,
  ZatcaDocumentExists,
  zatcaSigningFor,
} from '../zatca';

/** The XML's file name, in `content-disposition` and inside the PDF/A: `{number}.xml`. */
function xmlFileName(invoice: Pick<InvoiceRow, 'number'>): string {
  return `${invoice.number}.xml`;
}

/**
 * GET invoices/{UUID}/xml: the invoice's signed ZATCA XML as stored. With
 * ZATCA_MODE=offline every new invoice has one from its sale (decision 0032); an invoice issued
 * before offline mode was switched on gets its document on the first request, with the business's
 * next ICV and PIH under the signer row's lock (gapless, never forked, but out of number order:
 * decision 0031). With `off`, a document made earlier is still answered, and none is made. A
 * standard invoice that ZATCA cleared answers the cleared (stamped) XML instead (decision 0036).
 * @throws AppError not_found (404) when the business has no such invoice; zatca_off (409) when the
 *   mode is off and the invoice has no document; zatca_document_invalid (409) when the stored
 *   invoice or the business profile cannot make a valid document (makeZatcaDocument);
 *   invoice_not_cleared / invoice_rejected_by_zatca (409) for a standard invoice ZATCA has not
 *   cleared (assertShareable, decision 0044).
 */
export async function invoiceXml(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<{ xml: string; fileName: string }> {
  const { invoice, lines } = await loadInvoice(ctx, business, uuid);
  await assertShareable(ctx, business.id, invoice);
  const fileName = xmlFileName(invoice);
  const cleared = await clearedXmlOf(ctx.db, business.id, invoice.id);
  if (cleared !== null) return { xml: cleared, fileName };
  const stored = await findZatcaDocument(ctx.db, business.id, invoice.id);
  if (stored) return { xml: stored.xml, fileName };
  const signing = await zatcaSigningFor(ctx, business);
  if (!signing) throw new AppError('zatca_off');
  try {
    const xml = await ctx.db.transaction().execute(async (trx) => {
      const made = await makeZatcaDocument(trx, business, invoice, lines, signing, ctx.now());
      return made.xml;
    });
    return { xml, fileName };
  } catch (e) {
    // Another request made it meanwhile: the rollback gave our ICV back.
    if (e instanceof ZatcaDocumentExists) return { xml: e.xml, fileName };
    throw e;
  }
}

/**
 * The ZATCA XML a standard invoice's A4 PDF embeds as PDF/A-3b (decision 0047), or null for a
 * plain PDF. Read from the same rows as GET invoices/{UUID}/xml, so the embedded bytes are the
 * ones that route serves: the cleared XML once ZATCA cleared the invoice; else, when the server
 * does not send to ZATCA (ZATCA_MODE off or offline), the signed document made at issue. Null for
 * a simplified invoice or note (its PDF stays as it was), when the invoice has no document (it is
 * never made here: a GET of the PDF writes nothing), and when the document waits for clearance:
 * until ZATCA clears it, it is not yet the invoice.
 */
export async function pdfEmbeddedXml(
  ctx: AppContext,
  businessId: number,
  invoice: Pick<InvoiceRow, 'id' | 'number' | 'invoice_subtype'>,
): Promise<EmbeddedXml | null> {
  if (invoiceKindOfSubtype(invoice.invoice_subtype) !== 'standard') return null;
  const fileName = xmlFileName(invoice);
  const cleared = await clearedXmlOf(ctx.db, businessId, invoice.id);
  if (cleared !== null) return { xml: cleared, fileName };
  if (reportsToZatca(ctx.config)) return null;
  const stored = await findZatcaDocument(ctx.db, businessId, invoice.id);
  return stored ? { xml: stored.xml, fileName } : null;
}
