import type { DbOrTrx } from '../../db/types';
import type { InvoiceLineRow, InvoiceRow } from '../../db/types';

/**
 * Queries of credit and debit notes (decision 0034). A note is an `invoices` row whose
 * billing_reference_invoice_id is its original; every query carries the business.
 */

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
