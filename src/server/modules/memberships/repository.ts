import type { DbOrTrx } from '../../db/types';

/** One membership with its business's key and Arabic name. */
export interface MembershipRow {
  user_id: number;
  business_id: number;
  key: string;
  name_ar: string;
  role: string;
}

/** The memberships of the given users, with their businesses' keys and names, by business id. */
export async function listMembershipsOf(
  db: DbOrTrx,
  userIds: readonly number[],
): Promise<MembershipRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('memberships')
    .innerJoin('businesses', 'businesses.id', 'memberships.business_id')
    .select([
      'memberships.user_id',
      'memberships.business_id',
      'businesses.key',
      'businesses.name_ar',
      'memberships.role',
    ])
    .where('memberships.user_id', 'in', [...userIds])
    .orderBy('memberships.business_id')
    .execute();
}

/** Every business with what the legacy default rule reads (kind, active), by id. */
export async function listBusinessKinds(
  db: DbOrTrx,
): Promise<Array<{ id: number; kind: string; active: number }>> {
  return db.selectFrom('businesses').select(['id', 'kind', 'active']).orderBy('id').execute();
}

/** Ids of the businesses with these keys (unknown keys are simply absent). */
export async function findBusinessIds(
  db: DbOrTrx,
  keys: readonly string[],
): Promise<Array<{ id: number; key: string }>> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('businesses')
    .select(['id', 'key'])
    .where('key', 'in', [...keys])
    .execute();
}

export async function deleteMembershipsOf(db: DbOrTrx, userId: number): Promise<void> {
  await db.deleteFrom('memberships').where('user_id', '=', userId).execute();
}

export async function insertMemberships(
  db: DbOrTrx,
  userId: number,
  rows: ReadonlyArray<{ businessId: number; role: string }>,
  now: number,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('memberships')
    .values(
      rows.map((r) => ({
        user_id: userId,
        business_id: r.businessId,
        role: r.role,
        created_at: now,
      })),
    )
    .execute();
}

/** Gives every membership of the user with role `from` the role `to`. */
export async function renameMembershipRole(
  db: DbOrTrx,
  userId: number,
  from: string,
  to: string,
): Promise<void> {
  await db
    .updateTable('memberships')
    .set({ role: to })
    .where('user_id', '=', userId)
    .where('role', '=', from)
    .execute();
}

export async function countMembershipsOf(db: DbOrTrx, userId: number): Promise<number> {
  const r = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
