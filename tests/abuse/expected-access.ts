import type { BusinessKind } from '../../src/domain/business-kinds';
import { legacyDefaultBusinesses } from '../../src/domain/memberships';
import { can, normalizeRole, ROLES, type Action } from '../../src/domain/permissions';
import type { Operation } from './openapi';

/**
 * The roles the matrix signs in as: every role of the table, plus the legacy spellings stored by
 * the old system (`manger` = manager, `cashier` = casher, docs/decisions/0003).
 */
export const MATRIX_ROLES: readonly string[] = [...ROLES, 'manger', 'cashier'];

/** Path parameters whose value is a business key: `/{business}/…` and `/businesses/{key}`. */
export const BUSINESS_PARAMS = ['business', 'key'] as const;

/**
 * Operations whose path names no business but whose resource does (GET kinvclient/{UUID}: the
 * client's business). The matrix calls them once per business with that business's fixture and
 * expects what the same action allows in that business.
 */
export const BUSINESS_OF_RESOURCE: readonly string[] = ['/api/v1/kinvclient/{UUID}'];

/** The business key parameter of the operation, if its path names a business. */
export function businessParamOf(op: Operation): string | undefined {
  return op.params.find((p) => (BUSINESS_PARAMS as readonly string[]).includes(p));
}

/** The 403 codes a refusal may carry (src/domain/errors.ts). */
export const REFUSAL_CODES = ['forbidden', 'business_forbidden'] as const;

/** What the membership rule needs to know of a business of the world. */
export interface BusinessKindOf {
  key: string;
  kind: BusinessKind;
  active: boolean;
}

/**
 * Does `role` open `business`? The matrix's users are created with the legacy body (no list of
 * businesses), so they are members of what `legacyDefaultBusinesses` (src/domain/memberships.ts)
 * gives their role among the world's businesses; an administrator opens every business.
 */
export function opensBusiness(
  role: string,
  business: string,
  kinds: Readonly<Record<string, BusinessKindOf>>,
): boolean {
  if (normalizeRole(role) === 'admin') return business in kinds;
  return legacyDefaultBusinesses(role, Object.values(kinds)).some((b) => b.key === business);
}

/** The matrix's API token (decision 0058), judged beside the roles. */
export const API_TOKEN_ROLE = 'api-token';

/** What the matrix's token is granted, on one business (matrixTokenBusiness). */
export const MATRIX_TOKEN_PERMISSIONS: readonly Action[] = [
  'catalogue.read',
  'pos.sell',
  'invoices.read',
  'clients.write',
  'reports.read',
];

/** Operations outside any business a token may call: its businesses and its own record. */
const TOKEN_GLOBAL_OPS = [
  'GET /api/v1/businesses',
  'GET /api/v1/businesses/{key}',
  'GET /api/v1/users/me',
];

/** The business of the matrix's token: the first active restaurant, else the first business. */
export function matrixTokenBusiness(kinds: Readonly<Record<string, BusinessKindOf>>): string {
  const all = Object.values(kinds);
  return (all.find((b) => b.kind === 'restaurant' && b.active) ?? all[0]!).key;
}

/**
 * May the matrix's token call `op` in `business`? Inside the business scope: its business and a
 * granted action; outside it: only TOKEN_GLOBAL_OPS, for its business when a path names one.
 */
function tokenAllowed(
  business: string | null,
  op: Operation,
  kinds: Readonly<Record<string, BusinessKindOf>>,
): boolean {
  if (op.public) return true;
  const own = business === null || business === matrixTokenBusiness(kinds);
  if (!op.path.startsWith('/api/v1/{business}/')) return own && TOKEN_GLOBAL_OPS.includes(op.name);
  return own && op.action !== undefined && MATRIX_TOKEN_PERMISSIONS.includes(op.action);
}

/**
 * THE expected permission of the matrix, in one place (docs/decisions/0013): may `role` call `op`
 * in `business` (null when the path names none)? Read from the permission table
 * (src/domain/permissions.ts), the memberships the role's user has (`opensBusiness`) and the action
 * the route publishes (`x-sanad-action`):
 * - a public operation (login) is open to anyone;
 * - a path that names a business needs the user to open it — whatever the route, a user of one
 *   business never reaches another's;
 * - a guarded operation needs its action (`can`); an unguarded one only a signed-in user;
 * - the API token (API_TOKEN_ROLE) follows tokenAllowed.
 */
export function expectedAllowed(
  role: string,
  business: string | null,
  op: Operation,
  kinds: Readonly<Record<string, BusinessKindOf>>,
): boolean {
  if (op.public) return true;
  if (role === API_TOKEN_ROLE) return tokenAllowed(business, op, kinds);
  if (business !== null && !opensBusiness(role, business, kinds)) return false;
  return (
    op.action === undefined || can(role, op.action, business ? kinds[business]?.kind : undefined)
  );
}
