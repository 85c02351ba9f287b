import { sql, type ExpressionBuilder } from 'kysely';
import type { IssueDateRange } from '../../../domain/reports';
import { RIYADH_UTC_OFFSET_HOURS } from '../../../domain/report-period';
import { riyadhDatesRange } from '../../../domain/riyadh-time';
import { exactInteger } from '../../db/exact-numbers';
import type { Database, DbOrTrx } from '../../db/types';

/**
 * The reports the per-day rollups cannot answer (decision 0051): gross profit per product, sales
 * per cashier and per Riyadh hour of day read the invoices (and lines) themselves, by `issued_at`
 * — the UTC instants of the period's Riyadh dates, so the (business, issued_at, …) index of
 * decision 0039 serves them — leaving out standard invoices ZATCA refused to clear, as the
 * rollups do (decision 0044). Credit notes are stored negative and net out. Halalas.
 */

/** Invoices of the business issued on the Riyadh dates `range` (inclusive), not ZATCA-rejected. */
function invoicesIn(db: DbOrTrx, businessId: number, range: IssueDateRange) {
  const utc = riyadhDatesRange(range.from, range.to);
  return db
    .selectFrom('invoices')
    .where('invoices.business_id', '=', businessId)
    .where('invoices.issued_at', '>=', utc.start)
    .where('invoices.issued_at', '<', utc.end)
    .where(notRejected);
}

/** A standard invoice ZATCA refused to clear is not a tax invoice (decision 0044). */
function notRejected({ not, exists, selectFrom }: ExpressionBuilder<Database, 'invoices'>) {
  return not(
    exists(
      selectFrom('zatca_submissions')
        .select('zatca_submissions.invoice_id')
        .whereRef('zatca_submissions.invoice_id', '=', 'invoices.id')
        .where('zatca_submissions.kind', '=', 'clearance')
        .where('zatca_submissions.status', '=', 'rejected'),
    ),
  );
}

/** One product's (or a line without a product's) net sales and quantity, with its cost. */
export interface ProductSalesRow {
  productId: number | null;
  itemName: string;
  category: string | null;
  net: number;
  quantity: number;
  unitCost: number | null;
}

/**
 * Σ net (line extension, before VAT) and Σ quantity per product of the lines of `range` (an equal
 * share of a split bill counts `share_quantity` / `share_parts` units; decision 0057; three decimals), with the
 * product's name, category and current cost price; a line whose product was deleted keeps its
 * item name, no category and no cost. Net descending.
 */
export async function salesByProduct(
  db: DbOrTrx,
  businessId: number,
  range: IssueDateRange,
): Promise<ProductSalesRow[]> {
  const rows = await invoicesIn(db, businessId, range)
    .innerJoin('invoice_lines as l', 'l.invoice_id', 'invoices.id')
    .leftJoin('products as p', (j) =>
      j.onRef('p.id', '=', 'l.product_id').on('p.business_id', '=', businessId),
    )
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select((eb) => [
      'l.product_id',
      eb.fn.max('l.item_name').as('item_name'),
      eb.fn.max('c.name').as('category'),
      eb.fn.max('p.cost_price').as('cost'),
      eb.fn.sum<number>('l.line_extension_amount').as('net'),
      sql<number>`sum(case when l.share_parts is null then l.quantity else 0 end)`.as('quantity'),
      // An equal share of a split bill counts as 1/n of its product (decision 0057).
      sql<number>`sum(case when l.share_parts is null then 0 else l.share_quantity * 1.0 / l.share_parts end)`.as(
        'shares',
      ),
    ])
    .groupBy('l.product_id')
    .execute();
  return rows
    .map((r) => ({
      productId: r.product_id,
      itemName: r.item_name ?? '',
      category: r.category ?? null,
      net: exactInteger(r.net, 'sum'),
      quantity:
        exactInteger(r.quantity ?? 0, 'sum') + Math.round(Number(r.shares ?? 0) * 1000) / 1000,
      unitCost: r.cost === null || r.cost === undefined ? null : exactInteger(r.cost, 'sum'),
    }))
    .sort((a, b) => b.net - a.net || a.itemName.localeCompare(b.itemName, 'ar'));
}

/** Count and Σ stored amounts (halalas) of a group of invoices. */
export interface InvoiceSums {
  count: number;
  taxInclusive: number;
  taxExclusive: number;
}

const sums = (r: { count: unknown; inc: unknown; exc: unknown }): InvoiceSums => ({
  count: exactInteger(r.count as number, 'sum'),
  taxInclusive: exactInteger(r.inc as number, 'sum'),
  taxExclusive: exactInteger(r.exc as number, 'sum'),
});

/** Per user who issued them (user id and the name printed on the invoice): count and sums. */
export async function salesByCashier(
  db: DbOrTrx,
  businessId: number,
  range: IssueDateRange,
): Promise<Array<InvoiceSums & { userId: number | null; employeeName: string }>> {
  const rows = await invoicesIn(db, businessId, range)
    .select((eb) => [
      'invoices.user_id',
      eb.fn.max('invoices.employee_name').as('name'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('invoices.tax_inclusive_amount').as('inc'),
      eb.fn.sum<number>('invoices.tax_exclusive_amount').as('exc'),
    ])
    .groupBy('invoices.user_id')
    .execute();
  return rows
    .map((r) => ({ userId: r.user_id, employeeName: r.name ?? '', ...sums(r) }))
    .sort((a, b) => b.taxInclusive - a.taxInclusive);
}

/**
 * Per Riyadh hour of day 0–23 of `issued_at` (UTC ms + 3 h; Riyadh has no daylight saving): count
 * and sums. Only hours with sales; the service fills the others with zero.
 */
export async function salesByHour(
  db: DbOrTrx,
  businessId: number,
  range: IssueDateRange,
): Promise<Array<InvoiceSums & { hour: number }>> {
  const hour = sql<number>`((invoices.issued_at / 3600000) + ${sql.lit(RIYADH_UTC_OFFSET_HOURS)}) % 24`;
  const rows = await invoicesIn(db, businessId, range)
    .select((eb) => [
      hour.as('hour'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('invoices.tax_inclusive_amount').as('inc'),
      eb.fn.sum<number>('invoices.tax_exclusive_amount').as('exc'),
    ])
    .groupBy(hour)
    .execute();
  return rows.map((r) => ({ hour: Number(r.hour), ...sums(r) }));
}

/**
 * Count and sums per order type (decision 0056) of the invoices of `range` that have one (a
 * restaurant's sales that gave it), by type code.
 */
export async function salesByOrderType(
  db: DbOrTrx,
  businessId: number,
  range: IssueDateRange,
): Promise<Array<InvoiceSums & { orderType: string }>> {
  const rows = await invoicesIn(db, businessId, range)
    .where('invoices.order_type', 'is not', null)
    .select((eb) => [
      'invoices.order_type',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('invoices.tax_inclusive_amount').as('inc'),
      eb.fn.sum<number>('invoices.tax_exclusive_amount').as('exc'),
    ])
    .groupBy('invoices.order_type')
    .execute();
  return rows.map((r) => ({ orderType: r.order_type ?? '', ...sums(r) }));
}

/** Count and Σ stored amounts per payment means code of the invoices `userId` issued in `range`. */
export async function ownSalesByPaymentMeans(
  db: DbOrTrx,
  businessId: number,
  userId: number,
  range: IssueDateRange,
): Promise<Array<InvoiceSums & { code: string }>> {
  const rows = await invoicesIn(db, businessId, range)
    .where('invoices.user_id', '=', userId)
    .select((eb) => [
      'invoices.payment_means_code',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('invoices.tax_inclusive_amount').as('inc'),
      eb.fn.sum<number>('invoices.tax_exclusive_amount').as('exc'),
    ])
    .groupBy('invoices.payment_means_code')
    .execute();
  return rows.map((r) => ({ code: r.payment_means_code, ...sums(r) }));
}

/**
 * What the split invoices (decision 0056) `userId` issued in `range` move between payment means,
 * halalas per code: + each part under its means, − the invoice's whole under its stored means.
 * Added to ownSalesByPaymentMeans' totals, each part counts under its means.
 */
export async function ownSplitPaymentShifts(
  db: DbOrTrx,
  businessId: number,
  userId: number,
  range: IssueDateRange,
): Promise<Map<string, number>> {
  const rows = await invoicesIn(db, businessId, range)
    .innerJoin('invoice_payments', 'invoice_payments.invoice_id', 'invoices.id')
    .where('invoices.user_id', '=', userId)
    .where('invoice_payments.business_id', '=', businessId)
    .select([
      'invoices.id',
      'invoices.payment_means_code as stored',
      'invoices.tax_inclusive_amount as whole',
      'invoice_payments.payment_means_code as code',
      'invoice_payments.amount',
    ])
    .execute();
  const out = new Map<string, number>();
  const add = (code: string, v: number) => out.set(code, (out.get(code) ?? 0) + v);
  const seen = new Set<number>();
  for (const r of rows) {
    add(r.code, Number(r.amount));
    if (!seen.has(r.id)) add(r.stored, -Number(r.whole));
    seen.add(r.id);
  }
  return out;
}
