import { sql } from 'kysely';
import type { IssueDateRange } from '../../../domain/reports';
import { riyadhDatesRange } from '../../../domain/riyadh-time';
import type { CategorySums } from '../../../domain/vat-boxes';
import { exactInteger } from '../../db/exact-numbers';
import type { DbOrTrx } from '../../db/types';

/**
 * Report queries: every one is one GROUP BY over the business's per-day rollups
 * (migration 016, decision 0033: a row per IssueDate × payment code × buyer VAT, and per IssueDate
 * × item name, kept in the issuing transaction by the invoices module), filtered by Riyadh
 * IssueDate — the same answers as grouping the invoices themselves, at a few thousand rows for
 * years of sales, on SQLite and PostgreSQL alike. Amounts are integer halalas (exactInteger).
 */

/** The business's per-day sales rollup rows, optionally only those of the Riyadh dates `range`. */
function invoicesOn(db: DbOrTrx, businessId: number, range?: IssueDateRange) {
  let q = db.selectFrom('sales_daily').where('sales_daily.business_id', '=', businessId);
  if (range)
    q = q
      .where('sales_daily.issue_date', '>=', range.from)
      .where('sales_daily.issue_date', '<=', range.to);
  return q;
}

/** Σ total with VAT (halalas) and count per IssueDate, newest date first. */
export async function salesByIssueDate(
  db: DbOrTrx,
  businessId: number,
  range?: IssueDateRange,
): Promise<Array<{ issueDate: string; total: number; count: number }>> {
  const rows = await invoicesOn(db, businessId, range)
    .select((eb) => [
      'issue_date',
      eb.fn.sum<number>('tax_inclusive_amount').as('total'),
      eb.fn.sum<number>('invoice_count').as('count'),
    ])
    .groupBy('issue_date')
    .orderBy('issue_date', 'desc')
    .execute();
  return rows.map((r) => ({
    issueDate: r.issue_date,
    total: exactInteger(r.total, 'sum'),
    count: exactInteger(r.count, 'sum'),
  }));
}

/** Σ total with VAT (halalas) per Riyadh month `YYYY-MM` of IssueDate, oldest month first. */
export async function salesByMonth(
  db: DbOrTrx,
  businessId: number,
): Promise<Array<{ month: string; total: number }>> {
  const month = sql<string>`substr(issue_date, 1, 7)`;
  const rows = await invoicesOn(db, businessId)
    .select((eb) => [month.as('month'), eb.fn.sum<number>('tax_inclusive_amount').as('total')])
    .groupBy(month)
    .orderBy(month)
    .execute();
  return rows.map((r) => ({ month: r.month, total: exactInteger(r.total, 'sum') }));
}

/** Σ quantity per item name over the lines of the invoices of `range`, descending, then by name. */
export async function quantitiesByItem(
  db: DbOrTrx,
  businessId: number,
  range?: IssueDateRange,
): Promise<Array<{ itemName: string; quantity: number }>> {
  let q = db.selectFrom('item_sales_daily').where('business_id', '=', businessId);
  if (range) q = q.where('issue_date', '>=', range.from).where('issue_date', '<=', range.to);
  const rows = await q
    .select((eb) => ['item_name', eb.fn.sum<number>('quantity').as('quantity')])
    .groupBy('item_name')
    .orderBy('quantity', 'desc')
    .orderBy('item_name')
    .execute();
  return rows.map((r) => ({ itemName: r.item_name, quantity: exactInteger(r.quantity, 'sum') }));
}

/** Count and Σ of the stored amounts (halalas) of one group of invoices. */
export interface StoredSums {
  count: number;
  taxInclusive: number;
  taxExclusive: number;
  tax: number;
}

/**
 * Count and Σ stored amounts per payment means code of the invoices on the Riyadh dates `range`,
 * leaving out the payment codes `excludeCodes` and the buyer VAT number `excludeVat` (invoicesvat).
 */
export async function storedSumsByPaymentMeans(
  db: DbOrTrx,
  businessId: number,
  range: IssueDateRange,
  excludeCodes: readonly string[] = [],
  excludeVat?: string,
): Promise<Array<StoredSums & { code: string }>> {
  let q = invoicesOn(db, businessId, range);
  if (excludeCodes.length > 0) q = q.where('payment_means_code', 'not in', excludeCodes);
  if (excludeVat) q = q.where('customer_vat', '<>', excludeVat);
  const rows = await q
    .select((eb) => [
      'payment_means_code',
      eb.fn.sum<number>('invoice_count').as('count'),
      eb.fn.sum<number>('tax_inclusive_amount').as('inc'),
      eb.fn.sum<number>('tax_exclusive_amount').as('exc'),
      eb.fn.sum<number>('tax_amount').as('tax'),
    ])
    .groupBy('payment_means_code')
    .orderBy('payment_means_code')
    .execute();
  return rows.map((r) => ({
    code: r.payment_means_code,
    count: exactInteger(r.count, 'sum'),
    taxInclusive: exactInteger(r.inc, 'sum'),
    taxExclusive: exactInteger(r.exc, 'sum'),
    tax: exactInteger(r.tax, 'sum'),
  }));
}

/**
 * Count and Σ stored amounts (halalas) of every invoice issued on the Riyadh dates `range`, in one
 * aggregate over the rollup rows (the VAT return's output side: every payment code, credit 24
 * included as issued). The count is Σ invoice_count: a rollup row holds every invoice of its day,
 * code and buyer VAT.
 */
export async function storedSalesSums(
  db: DbOrTrx,
  businessId: number,
  range: IssueDateRange,
): Promise<StoredSums> {
  const r = await invoicesOn(db, businessId, range)
    .select((eb) => [
      eb.fn.sum<number>('invoice_count').as('count'),
      eb.fn.sum<number>('tax_inclusive_amount').as('inc'),
      eb.fn.sum<number>('tax_exclusive_amount').as('exc'),
      eb.fn.sum<number>('tax_amount').as('tax'),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: exactInteger(r.count ?? 0, 'sum'),
    taxInclusive: exactInteger(r.inc ?? 0, 'sum'),
    taxExclusive: exactInteger(r.exc ?? 0, 'sum'),
    tax: exactInteger(r.tax ?? 0, 'sum'),
  };
}

/**
 * Σ stored line net and VAT (halalas) per VAT category and reason code of the invoices issued on
 * the Riyadh dates `range` (decision 0046), with the invoicesvat filters (payment codes left out,
 * a buyer VAT number left out). Unlike the other reports it reads the invoice lines themselves —
 * the rollups of migration 016 have no category — joined on the invoices of the business and
 * dates (by `issued_at`, the UTC instants of those Riyadh dates, so the invoices index serves it);
 * credit notes net out (stored negative); standard invoices ZATCA rejected are left out, as the
 * rollups leave them out (decision 0044).
 */
export async function storedSumsByVatCategory(
  db: DbOrTrx,
  businessId: number,
  range: IssueDateRange,
  excludeCodes: readonly string[] = [],
  excludeVat?: string,
): Promise<CategorySums[]> {
  const utc = riyadhDatesRange(range.from, range.to);
  let q = db
    .selectFrom('invoice_lines')
    .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
    .where('invoices.business_id', '=', businessId)
    // The UTC instants of the Riyadh dates: the (business, issued_at, …) index of decision 0039.
    .where('invoices.issued_at', '>=', utc.start)
    .where('invoices.issued_at', '<', utc.end)
    // A standard invoice ZATCA refused to clear is not a tax invoice (decision 0044).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('zatca_submissions')
            .select('zatca_submissions.invoice_id')
            .whereRef('zatca_submissions.invoice_id', '=', 'invoices.id')
            .where('zatca_submissions.kind', '=', 'clearance')
            .where('zatca_submissions.status', '=', 'rejected'),
        ),
      ),
    );
  if (excludeCodes.length > 0) q = q.where('invoices.payment_means_code', 'not in', excludeCodes);
  if (excludeVat) q = q.where('invoices.customer_vat', '<>', excludeVat);
  const rows = await q
    .select((eb) => [
      'invoice_lines.vat_category',
      'invoice_lines.vat_exemption_code',
      eb.fn.sum<number>('invoice_lines.line_extension_amount').as('exc'),
      eb.fn.sum<number>('invoice_lines.tax_amount').as('tax'),
    ])
    .groupBy(['invoice_lines.vat_category', 'invoice_lines.vat_exemption_code'])
    .execute();
  return rows.map((r) => ({
    category: r.vat_category,
    exemptionCode: r.vat_exemption_code,
    taxExclusive: exactInteger(r.exc, 'sum'),
    tax: exactInteger(r.tax, 'sum'),
  }));
}
