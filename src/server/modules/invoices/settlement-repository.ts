import { isCreditSale } from '../../../domain/payment-means';
import { exactInteger } from '../../db/exact-numbers';
import type { DbOrTrx } from '../../db/types';
import type { Settlement } from '../../../domain/collection';
import { isNoteTypeCode } from '../../../domain/notes';
import type { InvoiceRow } from './repository';

const CHUNK = 500;

/**
 * Runs `sums` over `invoiceIds` in chunks of CHUNK (the bound-parameter limit) and gathers each
 * row's total by invoice id, as an exact integer (halalas).
 */
async function sumsByInvoice(
  invoiceIds: readonly number[],
  sums: (chunk: number[]) => Promise<Array<{ id: number | null; total: string | number | bigint }>>,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let i = 0; i < invoiceIds.length; i += CHUNK)
    for (const r of await sums(invoiceIds.slice(i, i + CHUNK)))
      if (r.id !== null) out.set(r.id, exactInteger(r.total, 'sum'));
  return out;
}

/**
 * Σ amount of the receipt vouchers of each invoice among `invoiceIds` (halalas; absent = 0),
 * issued on or before `upTo` (a Riyadh date) when given.
 */
function collectedFor(
  db: DbOrTrx,
  businessId: number,
  invoiceIds: readonly number[],
  upTo: string | undefined,
): Promise<Map<number, number>> {
  return sumsByInvoice(invoiceIds, (chunk) =>
    db
      .selectFrom('receipt_vouchers')
      .select((eb) => ['invoice_id as id', eb.fn.sum<number>('amount').as('total')])
      .where('business_id', '=', businessId)
      .where('invoice_id', 'in', chunk)
      .$if(upTo !== undefined, (q) => q.where('issue_date', '<=', upTo!))
      .groupBy('invoice_id')
      .execute(),
  );
}

/**
 * Σ TaxInclusiveAmount of the credit and debit notes of each invoice among `invoiceIds`, as
 * stored (credit notes negative; halalas; absent = 0; decision 0034), issued on or before `upTo`
 * (a Riyadh date) when given.
 */
function notedFor(
  db: DbOrTrx,
  businessId: number,
  invoiceIds: readonly number[],
  upTo: string | undefined,
): Promise<Map<number, number>> {
  return sumsByInvoice(invoiceIds, (chunk) =>
    db
      .selectFrom('invoices')
      .select((eb) => [
        'billing_reference_invoice_id as id',
        eb.fn.sum<number>('tax_inclusive_amount').as('total'),
      ])
      .where('business_id', '=', businessId)
      .where('billing_reference_invoice_id', 'in', chunk)
      .$if(upTo !== undefined, (q) => q.where('issue_date', '<=', upTo!))
      .groupBy('billing_reference_invoice_id')
      .execute(),
  );
}

/**
 * What settles each credit (24) invoice among `rows` (decision 0040): Σ its receipt vouchers and Σ
 * its notes, halalas. Other invoices are absent (nothing to settle). With `upTo` (a Riyadh date,
 * the ageing reports' as_of, decision 0068) only what was issued on or before that day counts.
 */
export async function settlementsFor(
  db: DbOrTrx,
  businessId: number,
  rows: readonly Pick<InvoiceRow, 'id' | 'payment_means_code' | 'invoice_type_code'>[],
  upTo?: string,
): Promise<Map<number, Settlement>> {
  const ids = rows
    .filter((r) => isCreditSale(r.payment_means_code) && !isNoteTypeCode(r.invoice_type_code))
    .map((r) => r.id);
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const collected = await collectedFor(db, businessId, ids, upTo);
  const noted = await notedFor(db, businessId, ids, upTo);
  return new Map(
    ids.map((id) => [id, { collected: collected.get(id) ?? 0, noted: noted.get(id) ?? 0 }]),
  );
}
