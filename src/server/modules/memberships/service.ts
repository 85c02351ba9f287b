import { isBusinessKind } from '../../../domain/business-kinds';
import { AppError, ERROR_MESSAGES } from '../../../domain/errors';
import {
  MEMBER_ROLES,
  defaultMemberRole,
  legacyDefaultBusinesses,
  type MemberRole,
} from '../../../domain/memberships';
import { normalizeRole } from '../../../domain/permissions';
import type { MembershipInput, MembershipView } from '../../../domain/schemas/users';
import type { DbOrTrx } from '../../db/types';
import * as repo from './repository';

function asMemberRole(role: string): MemberRole {
  const r = normalizeRole(role);
  return (MEMBER_ROLES as readonly string[]).includes(r) ? (r as MemberRole) : 'manager';
}

/** The memberships of each of `userIds`, as the users API shows them. */
export async function membershipsOfUsers(
  db: DbOrTrx,
  userIds: readonly number[],
): Promise<Map<number, MembershipView[]>> {
  const out = new Map<number, MembershipView[]>(userIds.map((id) => [id, []]));
  for (const m of await repo.listMembershipsOf(db, userIds))
    out.get(m.user_id)?.push({ key: m.key, nameAr: m.name_ar, role: asMemberRole(m.role) });
  return out;
}

/**
 * Gives a new user the legacy default memberships (legacyDefaultBusinesses: casher → active
 * restaurants, sales → active trading businesses, others → every active business, admin → none),
 * each with the user's own role. Call inside the transaction that creates the user.
 */
export async function joinDefaultBusinesses(
  trx: DbOrTrx,
  userId: number,
  userRole: string,
  now: number,
): Promise<void> {
  const businesses = (await repo.listBusinessKinds(trx)).flatMap((b) =>
    isBusinessKind(b.kind) ? [{ id: b.id, kind: b.kind, active: b.active === 1 }] : [],
  );
  const role = defaultMemberRole(userRole);
  await repo.insertMemberships(
    trx,
    userId,
    legacyDefaultBusinesses(userRole, businesses).map((b) => ({ businessId: b.id, role })),
    now,
  );
}

/**
 * Replaces the user's memberships with `list` (a key alone takes the user's own role). An
 * administrator's memberships are kept but unused while they are administrator (they open every
 * business). Call inside the transaction of the user change.
 * @throws AppError validation_failed (400) with `businesses.{i}` for a key no business has.
 */
export async function setMemberships(
  trx: DbOrTrx,
  userId: number,
  userRole: string,
  list: readonly MembershipInput[],
  now: number,
): Promise<void> {
  const wanted = list.map((m) =>
    typeof m === 'string' ? { key: m, role: defaultMemberRole(userRole) } : m,
  );
  const ids = new Map(
    (
      await repo.findBusinessIds(
        trx,
        wanted.map((m) => m.key),
      )
    ).map((b) => [b.key, b.id]),
  );
  const fields: Record<string, string> = {};
  wanted.forEach((m, i) => {
    if (!ids.has(m.key)) fields[`businesses.${i}`] = ERROR_MESSAGES.business_not_found;
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  await repo.deleteMembershipsOf(trx, userId);
  await repo.insertMemberships(
    trx,
    userId,
    wanted.map((m) => ({ businessId: ids.get(m.key)!, role: m.role })),
    now,
  );
}

/**
 * A role change without a list of businesses (PUT /users/{UUID} `{role}`): the user keeps their
 * businesses, and the memberships that carried their old role carry the new one. A former
 * administrator with no memberships gets the legacy defaults of their new role, so a demotion
 * never leaves them locked out of every business.
 */
export async function followRoleChange(
  trx: DbOrTrx,
  userId: number,
  oldRole: string,
  newRole: string,
  now: number,
): Promise<void> {
  const from = normalizeRole(oldRole);
  const to = normalizeRole(newRole);
  if (from === to || to === 'admin') return;
  if (from !== 'admin') await repo.renameMembershipRole(trx, userId, from, to);
  else if ((await repo.countMembershipsOf(trx, userId)) === 0)
    await joinDefaultBusinesses(trx, userId, newRole, now);
}

/** The businesses `userId` is a member of (id, key, Arabic name), by business id. */
export async function businessesOfMember(
  db: DbOrTrx,
  userId: number,
): Promise<Array<{ id: number; key: string; nameAr: string }>> {
  return (await repo.listMembershipsOf(db, [userId])).map((m) => ({
    id: m.business_id,
    key: m.key,
    nameAr: m.name_ar,
  }));
}
