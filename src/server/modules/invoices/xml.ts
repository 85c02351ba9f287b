import { AppError } from '../../../domain/errors';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import { loadInvoice } from './service';
import {
  clearedXmlOf,
  findZatcaDocument,
  makeZatcaDocument,
  ZatcaDocumentExists,
  zatcaSigningFor,
} from '../zatca';

/**
 * GET invoices/{UUID}/xml: the invoice's signed ZATCA XML as stored. With
 * ZATCA_MODE=offline every new invoice has one from its sale (decision 0032); an invoice issued
 * before offline mode was switched on gets its document on the first request, with the business's
 * next ICV and PIH under the signer row's lock (gapless, never forked, but out of number order:
 * decision 0031). With `off`, a document made earlier is still answered, and none is made. A
 * standard invoice that ZATCA cleared answers the cleared (stamped) XML instead (decision 0036).
 * @throws AppError not_found (404) when the business has no such invoice; zatca_off (409) when the
 *   mode is off and the invoice has no document; zatca_document_invalid (409) when the stored
 *   invoice or the business profile cannot make a valid document (makeZatcaDocument).
 */
export async function invoiceXml(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<{ xml: string; fileName: string }> {
  const { invoice, lines } = await loadInvoice(ctx, business, uuid);
  const fileName = `${invoice.number}.xml`;
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
