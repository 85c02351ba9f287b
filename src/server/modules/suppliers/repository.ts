import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, SuppliersTable } from '../../db/types';

export type SupplierRow = Selectable<SuppliersTable>;
/** The columns a supplier body sets. */
export type SupplierColumns = Pick<
  Insertable<SuppliersTable>,
  'name' | 'address' | 'vatid' | 'payment_term_id'
>;

/** Every query of suppliers starts here: the business is part of it. */
function suppliersOf(db: DbOrTrx, businessId: number) {
  return db.selectFrom('suppliers').selectAll().where('business_id', '=', businessId);
}

/** The business's suppliers by name, then id. */
export async function listSuppliers(db: DbOrTrx, businessId: number): Promise<SupplierRow[]> {
  return suppliersOf(db, businessId).orderBy('name').orderBy('id').execute();
}

export async function findSupplierByUuid(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<SupplierRow | undefined> {
  return suppliersOf(db, businessId).where('uuid', '=', uuid).executeTakeFirst();
}

export async function findSupplierById(
  db: DbOrTrx,
  businessId: number,
  id: number,
): Promise<SupplierRow | undefined> {
  return suppliersOf(db, businessId).where('id', '=', id).executeTakeFirst();
}

export async function insertSupplier(
  db: DbOrTrx,
  businessId: number,
  values: SupplierColumns & { uuid: string; created_at: number; updated_at: number },
): Promise<number> {
  const r = await db
    .insertInto('suppliers')
    .values({ ...values, business_id: businessId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateSupplier(
  db: DbOrTrx,
  businessId: number,
  id: number,
  values: SupplierColumns & { updated_at: number },
): Promise<void> {
  await db
    .updateTable('suppliers')
    .set(values)
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

export async function deleteSupplier(db: DbOrTrx, businessId: number, id: number): Promise<void> {
  await db
    .deleteFrom('suppliers')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** True when a purchase of the business names the supplier. */
export async function isSupplierInUse(
  db: DbOrTrx,
  businessId: number,
  supplierId: number,
): Promise<boolean> {
  const hit = await db
    .selectFrom('purchases')
    .select('id')
    .where('business_id', '=', businessId)
    .where('supplier_id', '=', supplierId)
    .limit(1)
    .executeTakeFirst();
  return hit !== undefined;
}
