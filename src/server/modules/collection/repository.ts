import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, ReceiptVouchersTable } from '../../db/types';
import type { InvoiceRow } from '../invoices';

export type VoucherRow = Selectable<ReceiptVouchersTable>;

/** Next receipt voucher number of the business; row-locks the counter until commit (no gap). */
export async function allocateReceiptNumber(trx: DbOrTrx, businessId: number): Promise<number> {
  const r = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ last_receipt_number: eb('last_receipt_number', '+', 1) }))
    .where('business_id', '=', businessId)
    .returning('last_receipt_number')
    .executeTakeFirstOrThrow();
  return Number(r.last_receipt_number);
}

export async function insertVoucher(
  trx: DbOrTrx,
  values: Omit<Insertable<ReceiptVouchersTable>, 'id'>,
): Promise<VoucherRow> {
  return trx.insertInto('receipt_vouchers').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Receipt vouchers of one invoice of the business, oldest first. */
export async function vouchersOfInvoice(db: DbOrTrx, businessId: number, invoiceId: number) {
  return db
    .selectFrom('receipt_vouchers')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('number')
    .execute();
}

/** Invoices of the business issued to the client, oldest first. */
export async function invoicesOfClient(
  db: DbOrTrx,
  businessId: number,
  clientId: number,
): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .orderBy('issued_at')
    .orderBy('number')
    .execute();
}

/** Receipt vouchers of the business for the client's invoices, oldest first. */
export async function vouchersOfClient(db: DbOrTrx, businessId: number, clientId: number) {
  return db
    .selectFrom('receipt_vouchers')
    .innerJoin('invoices', 'invoices.id', 'receipt_vouchers.invoice_id')
    .selectAll('receipt_vouchers')
    .select(['invoices.uuid as invoice_uuid', 'invoices.number as invoice_number'])
    .where('receipt_vouchers.business_id', '=', businessId)
    .where('invoices.client_id', '=', clientId)
    .orderBy('receipt_vouchers.paid_at')
    .orderBy('receipt_vouchers.number')
    .execute();
}

/** The business's receipt vouchers, newest first, at most `limit`, with their invoice's UUID and number. */
export async function latestVouchers(db: DbOrTrx, businessId: number, limit: number) {
  return db
    .selectFrom('receipt_vouchers as v')
    .innerJoin('invoices as i', 'i.id', 'v.invoice_id')
    .selectAll('v')
    .select(['i.uuid as invoice_uuid', 'i.number as invoice_number'])
    .where('v.business_id', '=', businessId)
    .orderBy('v.number', 'desc')
    .limit(limit)
    .execute();
}
