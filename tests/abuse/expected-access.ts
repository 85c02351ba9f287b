import { can, canOpenBusiness, ROLES } from '../../src/domain/permissions';
import type { Operation } from './openapi';

/**
 * The roles the matrix signs in as: every role of the table, plus the legacy spellings stored by
 * the old system (`manger` = manager, `cashier` = casher; SPEC.md §6, docs/decisions/0003).
 */
export const MATRIX_ROLES: readonly string[] = [...ROLES, 'manger', 'cashier'];

/** Path parameters whose value is a business key: `/{business}/…` and `/businesses/{key}`. */
export const BUSINESS_PARAMS = ['business', 'key'] as const;

/** The business key parameter of the operation, if its path names a business. */
export function businessParamOf(op: Operation): string | undefined {
  return op.params.find((p) => (BUSINESS_PARAMS as readonly string[]).includes(p));
}

/** The 403 codes a refusal may carry (src/domain/errors.ts). */
export const REFUSAL_CODES = ['forbidden', 'business_forbidden'] as const;

/**
 * THE expected permission of the matrix, in one place (docs/decisions/0013): may `role` call `op`
 * in `business` (null when the path names none)? Read from the permission table
 * (src/domain/permissions.ts) and the action the route's guard publishes (`x-sanad-action`):
 * - a public operation (login) is open to anyone;
 * - a path that names a business needs the role to open it (`canOpenBusiness`) — whatever the
 *   route, a user of one business never reaches another's (DESIGN.md §3);
 * - a guarded operation needs its action (`can`); an unguarded one only a signed-in user.
 * When businesses become data with memberships, this is the function to change.
 */
export function expectedAllowed(role: string, business: string | null, op: Operation): boolean {
  if (op.public) return true;
  if (business !== null && !canOpenBusiness(role, business)) return false;
  return op.action === undefined || can(role, op.action);
}
