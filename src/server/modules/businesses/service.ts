import type { BusinessForUser } from '../../../domain/business';
import { businessKeyProblem } from '../../../domain/business-key';
import { AppError } from '../../../domain/errors';
import { roleInBusiness } from '../../../domain/memberships';
import {
  WRITE_ACTIONS,
  can,
  normalizeRole,
  type Action,
  type Role,
} from '../../../domain/permissions';
import type { AppContext, SessionUser } from '../../context';
import { forUser, kindOf } from './profile';
import * as repo from './repository';
import type { BusinessMemberRow, BusinessRow } from './repository';
import { defaultBusinesses } from './seed';

export type { BusinessRow } from './repository';

export { createBusiness, setBusinessActive, updateProfile, uploadLogo } from './manage';
export {
  assertPaymentMeansEnabled,
  kindOf,
  logoFolder,
  paymentMeansOf,
  productImageFolder,
  sellerParty,
  toProfile,
} from './profile';

function withoutMember({ member_role: _, ...row }: BusinessMemberRow): BusinessRow {
  return row;
}

/**
 * The businesses the user opens: an administrator every one, anyone else those
 * they are a member of — active ones only unless `archived` — each with their role and tiles.
 */
export async function listBusinessesForUser(
  ctx: AppContext,
  user: SessionUser,
  opts: { archived?: boolean } = {},
): Promise<BusinessForUser[]> {
  if (normalizeRole(user.role) === 'admin')
    return (await repo.listBusinesses(ctx.db, opts)).map((r) => forUser(r, 'admin'));
  return (await repo.listBusinessesOfMember(ctx.db, user.id, opts)).map((r) =>
    forUser(withoutMember(r), normalizeRole(r.member_role)),
  );
}

/**
 * The business `key` as the user sees it, archived or not.
 * @throws AppError business_not_found (404); business_forbidden (403) when not a member.
 */
export async function getBusinessForUser(
  ctx: AppContext,
  user: SessionUser,
  key: string,
): Promise<BusinessForUser> {
  const { business, role } = await resolveForUser(ctx, user, key);
  return forUser(business, role);
}

async function resolveForUser(ctx: AppContext, user: SessionUser, key: string) {
  // Every stored key has the key's shape: any other names no business (no query needed).
  if (businessKeyProblem(key) === 'shape') throw new AppError('business_not_found');
  const row = await repo.findBusinessForMember(ctx.db, key, user.id);
  if (!row) throw new AppError('business_not_found');
  const role = roleInBusiness(user.role, row.member_role);
  if (!role) throw new AppError('business_forbidden');
  return { business: withoutMember(row), role };
}

/**
 * Opens a business for one request of `/api/v1/{key}/…`: resolves the
 * key, the user's role there and whether that role may do `action`.
 * @returns the business row and the user's role in it.
 * A request made with an API token opens only the token's businesses (its machine user's
 * memberships) and does only the token's granted actions that the business's kind allows.
 * @throws AppError business_not_found (404); business_forbidden (403, not a member); forbidden
 *   (403, the role — or the token — may not do it); business_archived (409) for a write on an archived business.
 */
export async function openBusiness(
  ctx: AppContext,
  user: SessionUser,
  key: string,
  action: Action,
): Promise<{ business: BusinessRow; role: Role }> {
  const opened = await resolveForUser(ctx, user, key);
  if (!mayAct(user, opened.role, opened.business, action)) throw new AppError('forbidden');
  if (opened.business.active !== 1 && WRITE_ACTIONS.includes(action))
    throw new AppError('business_archived');
  return opened;
}

/**
 * True when `user`, whose role in `business` is `role`, may do `action` there: a person as their
 * role allows for the business's kind; an API token (decision 0058) only its granted actions, each
 * as far as the kind allows it. Handlers that check a second action (a report that also needs
 * `purchases.read`) ask through the business scope's `mayInBusiness`, which calls this.
 */
export function mayAct(
  user: SessionUser,
  role: Role,
  business: BusinessRow,
  action: Action,
): boolean {
  const kind = kindOf(business);
  return user.apiToken
    ? user.apiToken.actions.includes(action) && can('admin', action, kind)
    : can(role, action, kind);
}

/** The business with this key, archived or not, for work with no user (the ZATCA queue); null when none. */
export async function businessByKey(ctx: AppContext, key: string): Promise<BusinessRow | null> {
  return (await repo.findBusinessByKey(ctx.db, key)) ?? null;
}

/** True when the user is an administrator and Sanad has no business yet (first-sign-in setup). */
export async function needsBusinessSetup(ctx: AppContext, user: SessionUser): Promise<boolean> {
  return normalizeRole(user.role) === 'admin' && (await repo.countBusinesses(ctx.db)) === 0;
}

/** Seeds the two default businesses when SEED_BUSINESSES=default (first start; idempotent). */
export async function seedDefaultBusinesses(ctx: AppContext): Promise<void> {
  if (ctx.config.seedBusinesses !== 'default') return;
  for (const b of defaultBusinesses(ctx.now())) {
    if (!(await repo.insertBusinessIfMissing(ctx.db, b)))
      ctx.log.debug({ business: b.key }, 'default business already present (or its key is taken)');
  }
}
