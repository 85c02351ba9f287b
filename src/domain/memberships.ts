/**
 * Memberships: a user opens exactly the businesses they are a member of, with a
 * role in each; an administrator opens every business as admin.
 */
import type { BusinessKind } from './business-kinds';
import { normalizeRole, type Role } from './permissions';

/** Roles a membership may carry: administrators are not members, they open every business. */
export const MEMBER_ROLES = [
  'manager',
  'casher',
  'sales',
  'user',
] as const satisfies readonly Role[];
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** What the legacy rule needs to know of a business. */
export interface BusinessForMembership {
  kind: BusinessKind;
  active: boolean;
}

/**
 * The legacy default memberships (legacy app: business chooser): a user created
 * without a list of businesses joins — casher: the active restaurant-kind businesses; sales: the
 * active trading-kind ones; manager (also `manger`) and any other role: every active business;
 * admin: none (an administrator opens all without memberships). On the two seeded businesses this
 * is exactly the old fixed table: casher → mengusha, sales → kebrit, the others → both.
 * @returns the subset of `businesses`, in their order.
 */
export function legacyDefaultBusinesses<B extends BusinessForMembership>(
  role: string,
  businesses: readonly B[],
): B[] {
  const r = normalizeRole(role);
  if (r === 'admin') return [];
  const active = businesses.filter((b) => b.active);
  if (r === 'casher') return active.filter((b) => b.kind === 'restaurant');
  if (r === 'sales') return active.filter((b) => b.kind === 'trading');
  return active;
}

/**
 * The role a membership gets when none is given: the user's own role, normalised (`manger` →
 * manager, `cashier` → casher, unknown → user). Only for non-administrators.
 */
export function defaultMemberRole(userRole: string): MemberRole {
  const r = normalizeRole(userRole);
  return r === 'admin' ? 'manager' : r;
}

/**
 * The user's role inside one business: admin for an administrator, otherwise their membership's
 * role, or null when they are not a member (→ 403 business_forbidden).
 */
export function roleInBusiness(userRole: string, membershipRole: string | null): Role | null {
  if (normalizeRole(userRole) === 'admin') return 'admin';
  return membershipRole === null ? null : normalizeRole(membershipRole);
}
