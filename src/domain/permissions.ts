/**
 * Roles and permissions as data. Read by the server's
 * guards and by the web's tiles and route guards alike. Which businesses a user opens is not here:
 * it comes from their memberships (src/domain/memberships.ts); what the home of a business shows
 * per role depends on the business's kind (src/domain/business-kinds.ts).
 */
import { KIND_RULES, type BusinessKind } from './business-kinds';
import { ACTIONS, normalizeRole, type Action, type Role, type Tile } from './roles';

export {
  ROLES,
  normalizeRole,
  ACTIONS,
  WRITE_ACTIONS,
  TILES,
  type Action,
  type Role,
  type Tile,
} from './roles';

/**
 * What each role may do in every business. A kind adds actions per role (KIND_RULES[kind].actions:
 * clients, quotations, approval and collection), and its home tiles differ too
 * (KIND_RULES[kind].tiles; docs/decisions/0014-businesses-as-data.md). Inside a business the role
 * is the user's role there (their membership; admin everywhere for an administrator).
 */
export const ROLE_RULES: Record<Role, { actions: readonly Action[] }> = {
  // An administrator may do everything.
  admin: { actions: ACTIONS },
  manager: {
    actions: [
      'catalogue.read',
      'catalogue.write',
      'pos.sell',
      'invoices.read',
      'invoices.notes',
      'qr.generate',
      'reports.read',
      'reports.own',
      'purchases.read',
      'purchases.write',
      'stock.read',
      'tills.manage',
      'shifts.own',
      'shifts.manage',
    ],
  },
  // Every role whose home shows the reports tile reads its own sales of today; the cashier only
  // those, not the business's figures (decision 0051).
  casher: {
    actions: ['catalogue.read', 'pos.sell', 'invoices.read', 'reports.own', 'shifts.own'],
  },
  sales: {
    actions: [
      'catalogue.read',
      'pos.sell',
      'invoices.read',
      'reports.read',
      'reports.own',
      'shifts.own',
    ],
  },
  user: { actions: ['catalogue.read'] },
};

/**
 * True when the role may do `action` — in a business of `kind` when given (its kind's actions
 * count too), else only what the role may do everywhere. Which businesses the user opens is
 * checked separately (memberships).
 */
export function can(role: string, action: Action, kind?: BusinessKind): boolean {
  const r = normalizeRole(role);
  if (ROLE_RULES[r].actions.includes(action)) return true;
  return kind !== undefined && KIND_RULES[kind].actions[r].includes(action);
}

/** Home tiles of the role in a business of `kind` (legacy app: per kind; decision 0003). */
export function tilesFor(role: string, kind: BusinessKind): readonly Tile[] {
  return KIND_RULES[kind].tiles[normalizeRole(role)];
}
