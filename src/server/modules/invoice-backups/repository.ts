import type { Insertable } from 'kysely';
import type { UtcRange } from '../../../domain/riyadh-time';
import type { DbOrTrx, InvoicesTable, ReceiptVouchersTable } from '../../db/types';
import type { NewInvoiceLine } from '../invoices';

/** Lookups with many values go in chunks (PostgreSQL's bind limit, SQLite's 32 766). */
const CHUNK = 500;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

/**
 * The business's invoices for an export (issued in `range` when given), oldest number first, with
 * the UUIDs of their client and user (null when none).
 */
export async function invoicesForExport(db: DbOrTrx, businessId: number, range?: UtcRange) {
  let q = db
    .selectFrom('invoices as i')
    .leftJoin('clients as c', 'c.id', 'i.client_id')
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('invoices as o', 'o.id', 'i.billing_reference_invoice_id')
    .selectAll('i')
    .select(['c.uuid as client_uuid', 'u.uuid as user_uuid', 'o.uuid as billing_reference_uuid'])
    .where('i.business_id', '=', businessId);
  if (range) q = q.where('i.issued_at', '>=', range.start).where('i.issued_at', '<', range.end);
  return q.orderBy('i.number').execute();
}

/** The lines of the same invoices (by invoice row id), with their product's UUID. */
export async function linesForExport(db: DbOrTrx, businessId: number, range?: UtcRange) {
  let q = db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .selectAll('l')
    .select('p.uuid as product_uuid')
    .where('i.business_id', '=', businessId);
  if (range) q = q.where('i.issued_at', '>=', range.start).where('i.issued_at', '<', range.end);
  return q.orderBy('l.invoice_id').orderBy('l.line_no').execute();
}

/** The receipt-voucher payments of the same invoices, with their client's and user's UUIDs. */
export async function paymentsForExport(db: DbOrTrx, businessId: number, range?: UtcRange) {
  let q = db
    .selectFrom('receipt_vouchers as v')
    .innerJoin('invoices as i', 'i.id', 'v.invoice_id')
    .leftJoin('clients as c', 'c.id', 'v.client_id')
    .leftJoin('users as u', 'u.id', 'v.user_id')
    .selectAll('v')
    .select(['c.uuid as client_uuid', 'u.uuid as user_uuid'])
    .where('v.business_id', '=', businessId)
    .where('i.business_id', '=', businessId);
  if (range) q = q.where('i.issued_at', '>=', range.start).where('i.issued_at', '<', range.end);
  return q.orderBy('v.number').execute();
}

/**
 * Row-locks the business's counter row until commit (PostgreSQL; SQLite takes its write lock) so
 * that no sale or payment takes a number while a restore checks and inserts, and reads it.
 */
export async function lockCounters(trx: DbOrTrx, businessId: number) {
  const r = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ last_number: eb.ref('last_number') }))
    .where('business_id', '=', businessId)
    .returning([
      'last_number',
      'last_order_reference',
      'last_receipt_number',
      'last_quotation_number',
    ])
    .executeTakeFirstOrThrow();
  return {
    lastNumber: Number(r.last_number),
    lastOrderReference: Number(r.last_order_reference),
    lastReceiptNumber: Number(r.last_receipt_number),
    lastQuotationNumber: Number(r.last_quotation_number),
  };
}

/** Sets the business's counters (call after lockCounters, in the same transaction). */
export async function setCounters(
  trx: DbOrTrx,
  businessId: number,
  c: {
    lastNumber: number;
    lastOrderReference: number;
    lastReceiptNumber: number;
    lastQuotationNumber: number;
  },
): Promise<void> {
  await trx
    .updateTable('invoice_counters')
    .set({
      last_number: c.lastNumber,
      last_order_reference: c.lastOrderReference,
      last_receipt_number: c.lastReceiptNumber,
      last_quotation_number: c.lastQuotationNumber,
    })
    .where('business_id', '=', businessId)
    .execute();
}

/** Invoices of ANY business with these UUIDs (a UUID is unique over the whole table). */
export async function invoicesByUuid(db: DbOrTrx, uuids: readonly string[]) {
  const out = [];
  for (const part of chunks(uuids))
    out.push(
      ...(await db
        .selectFrom('invoices')
        .select(['id', 'uuid', 'business_id', 'number', 'issue_date'])
        .where('uuid', 'in', part)
        .execute()),
    );
  return out;
}

/** The business's invoices holding these numbers or these OrderReferenceIDs. */
export async function invoicesByNumberOrReference(
  db: DbOrTrx,
  businessId: number,
  numbers: readonly number[],
  references: readonly number[],
) {
  const out = [];
  for (const part of chunks(numbers))
    out.push(
      ...(await db
        .selectFrom('invoices')
        .select(['uuid', 'number', 'order_reference_id'])
        .where('business_id', '=', businessId)
        .where('number', 'in', part)
        .execute()),
    );
  for (const part of chunks(references))
    out.push(
      ...(await db
        .selectFrom('invoices')
        .select(['uuid', 'number', 'order_reference_id'])
        .where('business_id', '=', businessId)
        .where('order_reference_id', 'in', part)
        .execute()),
    );
  return out.map((r) => ({ ...r, order_reference_id: Number(r.order_reference_id) }));
}

/** Receipt vouchers with these UUIDs (any business) or, in the business, these numbers. */
export async function vouchersByUuidOrNumber(
  db: DbOrTrx,
  businessId: number,
  uuids: readonly string[],
  numbers: readonly number[],
) {
  const out = [];
  for (const part of chunks(uuids))
    out.push(
      ...(await db
        .selectFrom('receipt_vouchers')
        .select(['uuid', 'number', 'business_id'])
        .where('uuid', 'in', part)
        .execute()),
    );
  for (const part of chunks(numbers))
    out.push(
      ...(await db
        .selectFrom('receipt_vouchers')
        .select(['uuid', 'number', 'business_id'])
        .where('business_id', '=', businessId)
        .where('number', 'in', part)
        .execute()),
    );
  return out;
}

/** Lines of these invoices (row ids of the business's invoices). */
export async function linesOfInvoices(db: DbOrTrx, invoiceIds: readonly number[]) {
  const out = [];
  for (const part of chunks(invoiceIds))
    out.push(
      ...(await db
        .selectFrom('invoice_lines')
        .selectAll()
        .where('invoice_id', 'in', part)
        .execute()),
    );
  return out;
}

/** UUID → row id of the business's clients / products, and of users (global), among `uuids`. */
export async function idsByUuid(
  db: DbOrTrx,
  table: 'clients' | 'products' | 'users' | 'invoices',
  uuids: readonly string[],
  businessId: number,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunks(uuids)) {
    const rows =
      table === 'users'
        ? await db.selectFrom('users').select(['id', 'uuid']).where('uuid', 'in', part).execute()
        : await db
            .selectFrom(table)
            .select(['id', 'uuid'])
            .where('business_id', '=', businessId)
            .where('uuid', 'in', part)
            .execute();
    for (const r of rows) out.set(r.uuid, Number(r.id));
  }
  return out;
}

/** Inserts a restored invoice of the business with its original number and UUID; @returns its id. */
export async function insertRestoredInvoice(
  trx: DbOrTrx,
  values: Omit<Insertable<InvoicesTable>, 'id'>,
): Promise<number> {
  const r = await trx
    .insertInto('invoices')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Inserts restored lines of one invoice. */
export async function insertRestoredLines(
  trx: DbOrTrx,
  invoiceId: number,
  lines: readonly NewInvoiceLine[],
): Promise<void> {
  for (const part of chunks(lines))
    await trx
      .insertInto('invoice_lines')
      .values(part.map((l) => ({ ...l, invoice_id: invoiceId })))
      .execute();
}

/** Inserts restored receipt vouchers. */
export async function insertRestoredVouchers(
  trx: DbOrTrx,
  rows: ReadonlyArray<Omit<Insertable<ReceiptVouchersTable>, 'id'>>,
): Promise<void> {
  for (const part of chunks(rows)) await trx.insertInto('receipt_vouchers').values(part).execute();
}

/** How many invoices the business holds. */
export async function countInvoices(db: DbOrTrx, businessId: number): Promise<number> {
  const r = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
