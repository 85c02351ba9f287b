import type { Insertable } from 'kysely';
import type { SupplierPaymentsTable } from '../../db/purchase-tables';
import type { DbOrTrx } from '../../db/types';

/** SQL of supplier payments (payment vouchers, decision 0068); amounts halalas, instants UTC ms. */

/** A purchase's supplier payments, by number. */
export async function paymentsOf(db: DbOrTrx, businessId: number, purchaseId: number) {
  return db
    .selectFrom('supplier_payments')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('purchase_id', '=', purchaseId)
    .orderBy('number')
    .execute();
}

/** The business's next payment voucher number (1 for the first); call under its counter lock. */
export async function nextPaymentNumber(db: DbOrTrx, businessId: number): Promise<number> {
  const last = await db
    .selectFrom('supplier_payments')
    .select((eb) => eb.fn.max('number').as('max'))
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return (last?.max == null ? 0 : Number(last.max)) + 1;
}

/** Inserts a supplier payment. */
export async function insertPayment(
  db: DbOrTrx,
  row: Omit<Insertable<SupplierPaymentsTable>, 'id'>,
): Promise<void> {
  await db.insertInto('supplier_payments').values(row).execute();
}
