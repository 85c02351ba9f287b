import type { Selectable, Updateable } from 'kysely';
import type { BusinessesTable, DbOrTrx } from '../../db/types';

export type BusinessRow = Selectable<BusinessesTable>;

export async function findBusinessByKey(
  db: DbOrTrx,
  key: string,
): Promise<BusinessRow | undefined> {
  return db.selectFrom('businesses').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function listBusinesses(db: DbOrTrx): Promise<BusinessRow[]> {
  return db.selectFrom('businesses').selectAll().orderBy('id').execute();
}

export async function updateBusiness(
  db: DbOrTrx,
  id: number,
  patch: Updateable<BusinessesTable>,
): Promise<void> {
  await db.updateTable('businesses').set(patch).where('id', '=', id).execute();
}

/** Inserts the row unless a business with that id exists (seeding is idempotent). */
export async function insertBusinessIfMissing(db: DbOrTrx, row: BusinessRow): Promise<void> {
  const exists = await db
    .selectFrom('businesses')
    .select('id')
    .where('id', '=', row.id)
    .executeTakeFirst();
  if (!exists) await db.insertInto('businesses').values(row).execute();
  const counter = await db
    .selectFrom('invoice_counters')
    .select('business_id')
    .where('business_id', '=', row.id)
    .executeTakeFirst();
  if (!counter)
    await db
      .insertInto('invoice_counters')
      .values({ business_id: row.id, last_number: 0, last_order_reference: 0 })
      .execute();
}
