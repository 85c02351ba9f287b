import type { Insertable, Selectable, Updateable } from 'kysely';
import { randomUUID } from 'node:crypto';
import { businessNameKey } from '../../../domain/business-name';
import { DEFAULT_PAYMENT_TERMS } from '../../../domain/payment-terms';
import { MAIN_WAREHOUSE_NAME } from '../../../domain/stock';
import type { BusinessesTable, DbOrTrx } from '../../db/types';

export type BusinessRow = Selectable<BusinessesTable>;
/** A business with the role of one user there (null: not a member). */
export type BusinessMemberRow = BusinessRow & { member_role: string | null };

export async function findBusinessByKey(
  db: DbOrTrx,
  key: string,
): Promise<BusinessRow | undefined> {
  return db.selectFrom('businesses').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The business with this key and the user's membership role there, in one query. */
export async function findBusinessForMember(
  db: DbOrTrx,
  key: string,
  userId: number,
): Promise<BusinessMemberRow | undefined> {
  return db
    .selectFrom('businesses')
    .leftJoin('memberships', (j) =>
      j
        .onRef('memberships.business_id', '=', 'businesses.id')
        .on('memberships.user_id', '=', userId),
    )
    .selectAll('businesses')
    .select('memberships.role as member_role')
    .where('businesses.key', '=', key)
    .executeTakeFirst();
}

/** Every business (archived too when `archived`), by id. */
export async function listBusinesses(
  db: DbOrTrx,
  opts: { archived?: boolean } = {},
): Promise<BusinessRow[]> {
  let q = db.selectFrom('businesses').selectAll();
  if (!opts.archived) q = q.where('active', '=', 1);
  return q.orderBy('id').execute();
}

/** The businesses the user is a member of, with their role there (archived too when asked), by id. */
export async function listBusinessesOfMember(
  db: DbOrTrx,
  userId: number,
  opts: { archived?: boolean } = {},
): Promise<BusinessMemberRow[]> {
  let q = db
    .selectFrom('businesses')
    .innerJoin('memberships', 'memberships.business_id', 'businesses.id')
    .selectAll('businesses')
    .select('memberships.role as member_role')
    .where('memberships.user_id', '=', userId);
  if (!opts.archived) q = q.where('businesses.active', '=', 1);
  return q.orderBy('businesses.id').execute();
}

export async function countBusinesses(db: DbOrTrx): Promise<number> {
  const r = await db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The next free business id: the highest + 1 (ids are not generated: the seeds keep 4 and 17). */
export async function nextBusinessId(db: DbOrTrx): Promise<number> {
  const r = await db
    .selectFrom('businesses')
    .select((eb) => eb.fn.max<number | null>('id').as('max'))
    .executeTakeFirstOrThrow();
  return Number(r.max ?? 0) + 1;
}

/** A business already using this key or this image folder, if any. */
export async function findBusinessUsingKeyOrFolder(
  db: DbOrTrx,
  key: string,
  folder: string,
): Promise<Pick<BusinessRow, 'id'> | undefined> {
  return db
    .selectFrom('businesses')
    .select('id')
    .where((eb) => eb.or([eb('key', '=', key), eb('image_folder', '=', folder)]))
    .executeTakeFirst();
}

/**
 * Inserts a business, its invoice counter (numbers start at 1 for every business), its first
 * warehouse «المستودع الرئيسي» (decision 0067: every business has one) and the starting payment
 * terms (DEFAULT_PAYMENT_TERMS, decision 0068); its
 * `name_key` is businessNameKey(name_ar) (decision 0051).
 * @throws the database's unique violation when another business has the same name key.
 */
export async function insertBusiness(db: DbOrTrx, row: Insertable<BusinessesTable>): Promise<void> {
  await db
    .insertInto('businesses')
    .values({ ...row, name_key: businessNameKey(row.name_ar) })
    .execute();
  await db
    .insertInto('invoice_counters')
    .values({ business_id: row.id, last_number: 0, last_order_reference: 0 })
    .execute();
  await db
    .insertInto('warehouses')
    .values({
      business_id: row.id,
      uuid: randomUUID(),
      name: MAIN_WAREHOUSE_NAME,
      address: '',
      created_at: row.updated_at,
      updated_at: row.updated_at,
      deleted_at: null,
    })
    .execute();
  await db
    .insertInto('payment_terms')
    .values(
      DEFAULT_PAYMENT_TERMS.map((term, position) => ({
        business_id: row.id,
        uuid: randomUUID(),
        ...term,
        position,
        created_at: row.updated_at,
        updated_at: row.updated_at,
        deleted_at: null,
      })),
    )
    .execute();
}

export async function updateBusiness(
  db: DbOrTrx,
  id: number,
  patch: Updateable<BusinessesTable>,
): Promise<void> {
  const key = patch.name_ar === undefined ? {} : { name_key: businessNameKey(patch.name_ar) };
  await db
    .updateTable('businesses')
    .set({ ...patch, ...key })
    .where('id', '=', id)
    .execute();
}

/**
 * The id of the business whose Arabic name is the same name as `nameAr` (businessNameKey,
 * decision 0051), other than `exceptId`; undefined when none.
 */
export async function findBusinessWithName(
  db: DbOrTrx,
  nameAr: string,
  exceptId?: number,
): Promise<number | undefined> {
  let q = db.selectFrom('businesses').select('id').where('name_key', '=', businessNameKey(nameAr));
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst())?.id;
}

/**
 * Inserts a seeded business unless one with its id, key or image folder exists (seeding is
 * idempotent, and never collides with a business an administrator created).
 * @returns true when it was inserted.
 */
export async function insertBusinessIfMissing(db: DbOrTrx, row: BusinessRow): Promise<boolean> {
  const exists = await db
    .selectFrom('businesses')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', row.id),
        eb('key', '=', row.key),
        eb('image_folder', '=', row.image_folder),
        eb('name_key', '=', businessNameKey(row.name_ar)),
      ]),
    )
    .executeTakeFirst();
  if (exists) return false;
  await insertBusiness(db, row);
  return true;
}

/** The id of the first user ever created (the first administrator of bootstrap), or null. */
export async function firstUserId(db: DbOrTrx): Promise<number | null> {
  const r = await db
    .selectFrom('users')
    .select((eb) => eb.fn.min<number | null>('id').as('id'))
    .executeTakeFirstOrThrow();
  return r.id === null ? null : Number(r.id);
}
