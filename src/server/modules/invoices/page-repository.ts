import type { UtcRange } from '../../../domain/riyadh-time';
import { exactInteger } from '../../db/exact-numbers';
import type { DbOrTrx } from '../../db/types';
import type { InvoiceRow } from './repository';

/** Paged invoice lists and their sums (decision 0039). Every query carries the business. */

/** Filters of a page of invoices: the UTC range of issue, one payment means, one order type. */
export interface InvoicePageFilter {
  range?: UtcRange;
  paymentMeansCode?: string;
  /** A restaurant's order type code (decision 0056). */
  orderType?: string;
}

function filtered(db: DbOrTrx, businessId: number, f: InvoicePageFilter) {
  let q = db.selectFrom('invoices').where('business_id', '=', businessId);
  if (f.range) q = q.where('issued_at', '>=', f.range.start).where('issued_at', '<', f.range.end);
  if (f.paymentMeansCode) q = q.where('payment_means_code', '=', f.paymentMeansCode);
  if (f.orderType) q = q.where('order_type', '=', f.orderType);
  return q;
}

/**
 * Count and Σ TaxInclusiveAmount (halalas) of the invoices matching `f`, read from the invoices
 * themselves: for filters the per-day rollups do not carry (the order type, decision 0056).
 */
export async function countAndTotal(
  db: DbOrTrx,
  businessId: number,
  f: InvoicePageFilter,
): Promise<{ count: number; total: number }> {
  const row = await filtered(db, businessId, f)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('tax_inclusive_amount').as('total'),
    ])
    .executeTakeFirstOrThrow();
  return { count: exactInteger(row.count, 'count'), total: exactInteger(row.total ?? 0, 'sum') };
}

/**
 * `limit` invoices of those matching `f`, newest first (issued_at, then number): from `offset`, or
 * — with `after` (a keyset cursor: issue instant in UTC ms, invoice number) — those strictly older
 * than that pair. The page's ids come first from the index of migration 020 alone (business,
 * [payment means,] issued_at, number, id), so an OFFSET skips index entries, not rows, and a
 * cursor seeks straight to its place; only the page's rows are then read (decision 0039).
 */
export async function listInvoicePage(
  db: DbOrTrx,
  businessId: number,
  f: InvoicePageFilter,
  limit: number,
  offset: number,
  after?: { issuedAt: number; number: number },
): Promise<InvoiceRow[]> {
  let ids = filtered(db, businessId, f).select('id');
  if (after)
    ids = ids.where((eb) =>
      eb(eb.refTuple('issued_at', 'number'), '<', eb.tuple(after.issuedAt, after.number)),
    );
  ids = ids.orderBy('issued_at', 'desc').orderBy('number', 'desc').limit(limit);
  if (offset > 0) ids = ids.offset(offset);
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', 'in', ids)
    .orderBy('issued_at', 'desc')
    .orderBy('number', 'desc')
    .execute();
}

/**
 * Count and Σ TaxInclusiveAmount (halalas) per payment means of the invoices issued on the Riyadh
 * dates `from`…`to` (inclusive; all when absent). Grouped on IssueDate, the Riyadh date of
 * issued_at, so the per-day rollup `sales_daily` (migration 016, decision 0033) answers it: a few
 * rows per day instead of every invoice.
 */
export async function totalsByPaymentMeans(
  db: DbOrTrx,
  businessId: number,
  dates?: { from: string; to: string },
): Promise<Array<{ code: string; count: number; total: number }>> {
  let q = db.selectFrom('sales_daily').where('business_id', '=', businessId);
  if (dates) q = q.where('issue_date', '>=', dates.from).where('issue_date', '<=', dates.to);
  const rows = await q
    .select((eb) => [
      'payment_means_code',
      eb.fn.sum<number>('invoice_count').as('count'),
      eb.fn.sum<number>('tax_inclusive_amount').as('total'),
    ])
    .groupBy('payment_means_code')
    .orderBy('payment_means_code')
    .execute();
  return rows.map((r) => ({
    code: r.payment_means_code,
    count: exactInteger(r.count, 'sum'),
    total: exactInteger(r.total, 'sum'),
  }));
}
