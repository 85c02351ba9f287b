import { exactInteger } from '../../db/exact-numbers';
import type { DbOrTrx } from '../../db/types';

/**
 * The queries of the shift reports (decision 0055). This module owns no table: it reads the
 * shifts, tills and movements of migration 027 and the invoices, notes (rows of `invoices`,
 * decision 0034: credit notes stored negative) and receipt vouchers that carry a `shift_id`.
 * Every query is scoped by the business. Amounts are integer halalas, instants UTC ms.
 */

const shiftColumns = [
  'shifts.id',
  'shifts.till_id',
  'tills.name as till_name',
  'tills.printer_address as till_printer',
  'shifts.user_id',
  'users.username as cashier_name',
  'shifts.state',
  'shifts.business_day',
  'shifts.opened_at',
  'shifts.opening_float',
  'shifts.opening_count',
  'shifts.counted_cash',
  'shifts.closing_count',
  'shifts.card_batch_total',
  'shifts.expected_cash',
  'shifts.closed_at',
  'shifts.approved_by',
  'shifts.forced',
  'shifts.z_number',
] as const;

function shiftsOf(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('shifts')
    .innerJoin('tills', 'tills.id', 'shifts.till_id')
    .innerJoin('users', 'users.id', 'shifts.user_id')
    .where('shifts.business_id', '=', businessId)
    .select([...shiftColumns]);
}

/** A shift row with its till's and cashier's names. */
export type ShiftJoinedRow = NonNullable<Awaited<ReturnType<typeof findShift>>>;

/** One shift of the business with its till's and cashier's names; undefined when not its. */
export function findShift(db: DbOrTrx, businessId: number, shiftId: number) {
  return shiftsOf(db, businessId).where('shifts.id', '=', shiftId).executeTakeFirst();
}

/** Filters of a shift listing: Riyadh business days (inclusive), till, cashier, state. */
export interface ShiftFilter {
  from?: string;
  to?: string;
  tillId?: number;
  userId?: number;
  state?: 'open' | 'closed';
}

/** The shifts of the business matching `f`, by opening time. */
export function listShifts(db: DbOrTrx, businessId: number, f: ShiftFilter) {
  let q = shiftsOf(db, businessId);
  if (f.from) q = q.where('shifts.business_day', '>=', f.from);
  if (f.to) q = q.where('shifts.business_day', '<=', f.to);
  if (f.tillId) q = q.where('shifts.till_id', '=', f.tillId);
  if (f.userId) q = q.where('shifts.user_id', '=', f.userId);
  if (f.state) q = q.where('shifts.state', '=', f.state);
  return q.orderBy('shifts.opened_at').orderBy('shifts.id').execute();
}

/** A user's name (username) by id; null when none. */
export async function personName(db: DbOrTrx, userId: number) {
  const r = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return r ? { id: r.id, name: r.username } : null;
}

/** The business's names and VAT number. */
export function businessHeader(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('businesses')
    .select(['name_ar', 'name_en', 'vat_number'])
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
}

/** The invoices and notes recorded at the shift (stored amounts, halalas), by number. */
export function shiftDocuments(db: DbOrTrx, businessId: number, shiftId: number) {
  return db
    .selectFrom('invoices')
    .where('business_id', '=', businessId)
    .where('shift_id', '=', shiftId)
    .select([
      'id',
      'uuid',
      'number',
      'invoice_type_code',
      'payment_means_code',
      'issue_date',
      'allowance_total_amount',
      'tax_exclusive_amount',
      'tax_amount',
      'tax_inclusive_amount',
    ])
    .orderBy('number')
    .execute();
}

/** Count and Σ TaxInclusiveAmount of the invoices (type 388) per shift of `shiftIds`. */
export async function salesPerShift(db: DbOrTrx, businessId: number, shiftIds: number[]) {
  const out = new Map<number, { count: number; total: number }>();
  if (shiftIds.length === 0) return out;
  const rows = await db
    .selectFrom('invoices')
    .where('business_id', '=', businessId)
    .where('shift_id', 'in', shiftIds)
    .where('invoice_type_code', '=', '388')
    .select((eb) => [
      'shift_id',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('tax_inclusive_amount').as('total'),
    ])
    .groupBy('shift_id')
    .execute();
  for (const r of rows)
    out.set(Number(r.shift_id), {
      count: exactInteger(r.count, 'count'),
      total: exactInteger(r.total, 'sum'),
    });
  return out;
}

function linesOfShift(db: DbOrTrx, businessId: number, shiftId: number) {
  return db
    .selectFrom('invoice_lines')
    .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
    .where('invoices.business_id', '=', businessId)
    .where('invoices.shift_id', '=', shiftId);
}

/** Σ line net and VAT (halalas) per VAT category and rate over the shift's documents' lines. */
export async function vatByCategory(db: DbOrTrx, businessId: number, shiftId: number) {
  const rows = await linesOfShift(db, businessId, shiftId)
    .select((eb) => [
      'invoice_lines.vat_category',
      'invoice_lines.tax_percent',
      eb.fn.sum<number>('invoice_lines.line_extension_amount').as('taxable'),
      eb.fn.sum<number>('invoice_lines.tax_amount').as('vat'),
    ])
    .groupBy(['invoice_lines.vat_category', 'invoice_lines.tax_percent'])
    .execute();
  return rows.map((r) => ({
    category: r.vat_category,
    percent: Number(r.tax_percent),
    taxable: exactInteger(r.taxable, 'sum'),
    vat: exactInteger(r.vat, 'sum'),
  }));
}

/**
 * Σ quantity and Σ line total with VAT (net + VAT, halalas) per product category (by id, with its
 * Arabic name; null for a line without a product) over the shift's documents' lines.
 */
export async function salesByCategory(db: DbOrTrx, businessId: number, shiftId: number) {
  const rows = await linesOfShift(db, businessId, shiftId)
    .leftJoin('products', 'products.id', 'invoice_lines.product_id')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select((eb) => [
      'categories.id as category_id',
      'categories.name as category',
      eb.fn.sum<number>('invoice_lines.quantity').as('quantity'),
      eb.fn.sum<number>('invoice_lines.line_extension_amount').as('net'),
      eb.fn.sum<number>('invoice_lines.tax_amount').as('vat'),
    ])
    .groupBy(['categories.id', 'categories.name'])
    .execute();
  return rows.map((r) => ({
    category: r.category,
    quantity: exactInteger(r.quantity, 'sum'),
    total: exactInteger(r.net, 'sum') + exactInteger(r.vat, 'sum'),
  }));
}

/** Σ amount (halalas) per payment means of the receipt vouchers collected at the shift. */
export async function collectionsByMeans(db: DbOrTrx, businessId: number, shiftId: number) {
  const rows = await db
    .selectFrom('receipt_vouchers')
    .where('business_id', '=', businessId)
    .where('shift_id', '=', shiftId)
    .select((eb) => ['payment_means_code', eb.fn.sum<number>('amount').as('total')])
    .groupBy('payment_means_code')
    .execute();
  return new Map(rows.map((r) => [r.payment_means_code, exactInteger(r.total, 'sum')]));
}

/** The shift's cash movements with who made them, oldest first. */
export function shiftMovements(db: DbOrTrx, businessId: number, shiftId: number) {
  return db
    .selectFrom('shift_movements')
    .innerJoin('users', 'users.id', 'shift_movements.user_id')
    .where('shift_movements.business_id', '=', businessId)
    .where('shift_movements.shift_id', '=', shiftId)
    .select([
      'shift_movements.id',
      'shift_movements.direction',
      'shift_movements.amount',
      'shift_movements.reason',
      'shift_movements.created_at',
      'shift_movements.user_id',
      'users.username',
    ])
    .orderBy('shift_movements.created_at')
    .orderBy('shift_movements.id')
    .execute();
}

/**
 * The payment parts of the shift's split invoices (decision 0056), per invoice id, in the order
 * entered: means code and amount (halalas, signed as the invoice).
 */
export async function shiftPaymentParts(db: DbOrTrx, businessId: number, shiftId: number) {
  const rows = await db
    .selectFrom('invoice_payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .where('p.business_id', '=', businessId)
    .where('i.business_id', '=', businessId)
    .where('i.shift_id', '=', shiftId)
    .select(['p.invoice_id', 'p.payment_means_code', 'p.amount'])
    .orderBy('p.id')
    .execute();
  const out = new Map<number, Array<{ code: string; amount: number }>>();
  for (const r of rows) {
    const list = out.get(r.invoice_id) ?? [];
    list.push({ code: r.payment_means_code, amount: Number(r.amount) });
    out.set(r.invoice_id, list);
  }
  return out;
}
