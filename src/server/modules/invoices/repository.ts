import type { UtcRange } from '../../../domain/riyadh-time';
import { exactInteger } from '../../db/exact-numbers';
import type { Insertable } from 'kysely';
import type {
  DbOrTrx,
  InvoiceLineRow,
  InvoiceRow,
  InvoicesTable,
  NewInvoiceLine,
} from '../../db/types';

export type { InvoiceLineRow, InvoiceRow, NewInvoiceLine } from '../../db/types';

/** Every query of invoices starts here: the business is part of it. */
function invoicesOf(db: DbOrTrx, businessId: number) {
  return db.selectFrom('invoices').selectAll().where('business_id', '=', businessId);
}

/**
 * The business's invoices, newest first (issued_at, then number), optionally only those issued in
 * the half-open UTC range `[start, end)`.
 */
export async function listInvoices(
  db: DbOrTrx,
  businessId: number,
  range?: UtcRange,
): Promise<InvoiceRow[]> {
  let q = invoicesOf(db, businessId);
  if (range) q = q.where('issued_at', '>=', range.start).where('issued_at', '<', range.end);
  return q.orderBy('issued_at', 'desc').orderBy('number', 'desc').execute();
}

/**
 * Issue instant (UTC ms) and number of the business's invoices issued in `[start, end)`, newest
 * first: what names their receipt images in the per-day archive.
 */
export async function listIssuedIn(
  db: DbOrTrx,
  businessId: number,
  range: UtcRange,
): Promise<Array<{ issued_at: number; number: number }>> {
  const rows = await db
    .selectFrom('invoices')
    .select(['issued_at', 'number'])
    .where('business_id', '=', businessId)
    .where('issued_at', '>=', range.start)
    .where('issued_at', '<', range.end)
    .orderBy('issued_at', 'desc')
    .orderBy('number', 'desc')
    .execute();
  return rows.map((r) => ({ issued_at: Number(r.issued_at), number: Number(r.number) }));
}

/**
 * Count and Σ TaxInclusiveAmount (halalas) of the invoices issued in `[start, end)`.
 * @throws RangeError when the sum is beyond 2⁵³ − 1 halalas (exactInteger), never a rounded total.
 */
export async function sumInvoices(
  db: DbOrTrx,
  businessId: number,
  range: UtcRange,
): Promise<{ count: number; total: number }> {
  const r = await db
    .selectFrom('invoices')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number | null>('tax_inclusive_amount').as('total'),
    ])
    .where('business_id', '=', businessId)
    .where('issued_at', '>=', range.start)
    .where('issued_at', '<', range.end)
    .executeTakeFirstOrThrow();
  return { count: exactInteger(r.count), total: exactInteger(r.total ?? 0, 'sum') };
}

/** The business's invoice with this UUID (undefined for another business's UUID). */
export async function findInvoiceByUuid(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<InvoiceRow | undefined> {
  return invoicesOf(db, businessId).where('uuid', '=', uuid).executeTakeFirst();
}

/** The business's invoice with this sequential number (the contract's `ID`). */
export async function findInvoiceByNumber(
  db: DbOrTrx,
  businessId: number,
  number: number,
): Promise<InvoiceRow | undefined> {
  return invoicesOf(db, businessId).where('number', '=', number).executeTakeFirst();
}

/** The business's invoice with this row id. */
export async function findInvoiceById(
  db: DbOrTrx,
  businessId: number,
  id: number,
): Promise<InvoiceRow | undefined> {
  return invoicesOf(db, businessId).where('id', '=', id).executeTakeFirst();
}

/** Lines of one invoice of the business, in line order. */
export async function listInvoiceLines(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<InvoiceLineRow[]> {
  return db
    .selectFrom('invoice_lines')
    .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
    .selectAll('invoice_lines')
    .where('invoices.business_id', '=', businessId)
    .where('invoice_lines.invoice_id', '=', invoiceId)
    .orderBy('invoice_lines.line_no')
    .execute();
}

/** An invoice as inserted (the database gives it an id; the business id is passed apart). */
export type NewInvoice = Omit<Insertable<InvoicesTable>, 'id' | 'business_id'>;

/** Inserts an invoice of the business; returns its row id. */
export async function insertInvoice(
  db: DbOrTrx,
  businessId: number,
  values: NewInvoice,
): Promise<number> {
  const r = await db
    .insertInto('invoices')
    .values({ ...values, business_id: businessId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Inserts the lines of an invoice (its id from insertInvoice). */
export async function insertInvoiceLines(
  db: DbOrTrx,
  invoiceId: number,
  lines: readonly NewInvoiceLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('invoice_lines')
    .values(lines.map((l) => ({ ...l, invoice_id: invoiceId })))
    .execute();
}

/** Records where the receipt PNG of an invoice is stored (path relative to DATA_DIR). */
export async function setInvoiceImagePath(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
  imagePath: string,
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ image_path: imagePath })
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .execute();
}

/**
 * Allocates the next invoice number and OrderReferenceID of the business in one statement:
 * last_number + 1, and max(nowSeconds, last_order_reference + 1). Inside a transaction the UPDATE
 * row-locks the counter (PostgreSQL) or holds the write lock (SQLite) until commit, so concurrent
 * sales get 1, 2, 3… with no gap (a rollback undoes the increment) and no duplicate.
 */
export async function allocateInvoiceNumber(
  trx: DbOrTrx,
  businessId: number,
  nowSeconds: number,
): Promise<{ number: number; orderReference: number }> {
  const r = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({
      last_number: eb('last_number', '+', 1),
      last_order_reference: eb
        .case()
        .when(eb('last_order_reference', '>=', nowSeconds))
        .then(eb('last_order_reference', '+', 1))
        .else(nowSeconds)
        .end(),
    }))
    .where('business_id', '=', businessId)
    .returning(['last_number', 'last_order_reference'])
    .executeTakeFirstOrThrow();
  return { number: Number(r.last_number), orderReference: Number(r.last_order_reference) };
}

/**
 * Takes the business's next quotation number (its OrderReferenceID): last_quotation_number + 1 of
 * the business's counter row (decision 0052). Inside a transaction the UPDATE row-locks the counter
 * (PostgreSQL) or holds the write lock (SQLite) until commit, so concurrent quotations get 1, 2, 3…
 * with no duplicate, and a rolled-back one gives its number back. Sequence numbers stay far below
 * the Unix seconds a POS sale takes as its reference, so the two never meet.
 */
export async function allocateQuotationNumber(trx: DbOrTrx, businessId: number): Promise<number> {
  const r = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ last_quotation_number: eb('last_quotation_number', '+', 1) }))
    .where('business_id', '=', businessId)
    .returning('last_quotation_number')
    .executeTakeFirstOrThrow();
  return Number(r.last_quotation_number);
}

/** Allocates only the next invoice number (the OrderReferenceID is the quotation's own). */
export async function allocateNumberOnly(trx: DbOrTrx, businessId: number): Promise<number> {
  const r = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('business_id', '=', businessId)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(r.last_number);
}

/** The business's invoice with this OrderReferenceID. */
export async function findInvoiceByOrderReference(
  db: DbOrTrx,
  businessId: number,
  orderReference: number,
): Promise<InvoiceRow | undefined> {
  return invoicesOf(db, businessId)
    .where('order_reference_id', '=', orderReference)
    .executeTakeFirst();
}

export * from './idempotency-repository';

/**
 * Frees the OrderReferenceID of an invoice ZATCA refused to clear (decision 0044): stored negated
 * (−n), so the quotation n, approved again, gives its reference to the new invoice (the reference
 * is unique per business) and GET by OrderReferenceID finds that one. Once only (n > 0).
 */
export async function releaseOrderReference(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<void> {
  await db
    .updateTable('invoices')
    .set((eb) => ({ order_reference_id: eb.neg(eb.ref('order_reference_id')) }))
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .where('order_reference_id', '>', 0)
    .execute();
}
