import type { DbOrTrx } from '../../db/types';
import type { InvoiceLineRow, InvoiceRow } from '../invoices/repository';

/**
 * Queries of credit and debit notes (decision 0034). A note is an `invoices` row whose
 * billing_reference_invoice_id is its original; every query carries the business.
 */

/**
 * Row-locks the business's invoice `id` until the transaction ends (a no-op UPDATE: PostgreSQL
 * locks the row, SQLite has one writer), so two credit notes of one invoice count what remains one
 * after the other. @returns false when the business has no such invoice.
 */
export async function lockInvoice(trx: DbOrTrx, businessId: number, id: number): Promise<boolean> {
  const r = await trx
    .updateTable('invoices')
    .set((eb) => ({ instruction_note: eb.ref('instruction_note') }))
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The lines of the business's credit notes (381) of original invoice `originalId` (stored negative). */
export async function creditedLinesOf(
  db: DbOrTrx,
  businessId: number,
  originalId: number,
): Promise<InvoiceLineRow[]> {
  return db
    .selectFrom('invoice_lines')
    .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
    .selectAll('invoice_lines')
    .where('invoices.business_id', '=', businessId)
    .where('invoices.billing_reference_invoice_id', '=', originalId)
    .where('invoices.invoice_type_code', '=', '381')
    .execute();
}

/** The business's notes of original invoice `originalId`, in number order. */
export async function notesOf(
  db: DbOrTrx,
  businessId: number,
  originalId: number,
): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('billing_reference_invoice_id', '=', originalId)
    .orderBy('number')
    .execute();
}
