/**
 * Roles and permissions as data. Read by the server's
 * guards and by the web's tiles and route guards alike. Which businesses a user opens is not here:
 * it comes from their memberships (src/domain/memberships.ts); what the home of a business shows
 * per role depends on the business's kind (src/domain/business-kinds.ts).
 */
import { KIND_RULES, type BusinessKind } from './business-kinds';

export const ROLES = ['admin', 'manager', 'casher', 'sales', 'user'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A stored role string → the role it means. `manger` (the legacy spelling) is `manager`,
 * `cashier` is `casher`; anything unknown is a plain `user`.
 */
export function normalizeRole(raw: string | null | undefined): Role {
  const r = (raw ?? '').trim().toLowerCase();
  if (r === 'admin') return 'admin';
  if (r === 'manager' || r === 'manger') return 'manager';
  if (r === 'casher' || r === 'cashier') return 'casher';
  if (r === 'sales') return 'sales';
  return 'user';
}

/**
 * Things a user may do inside a business (or, for `users.manage`/`businesses.edit`/
 * `backups.manage` — database backups and restores —, `qr.generate` — the QR tool —
 * and `audit.read` — the audit log — globally). `reports.read`: the sales, item, VAT
 * reports and the till dashboard. `purchases.read`/`purchases.write`: suppliers,
 * purchases and their receipts; `stock.read`: the stock of products (decision 0029).
 * `invoices.notes`: issuing credit (return) and debit notes of an invoice — admin and manager,
 * not the till roles (decision 0034).
 */
export const ACTIONS = [
  'users.manage',
  'businesses.edit',
  'catalogue.read',
  'catalogue.write',
  'pos.sell',
  'invoices.read',
  'clients.read',
  'clients.write',
  'orders.read',
  'orders.write',
  'orders.approve',
  'invoices.collect',
  'invoices.notes',
  'backups.manage',
  'qr.generate',
  'audit.read',
  'reports.read',
  'purchases.read',
  'purchases.write',
  'stock.read',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Actions that change a business's data. An archived business refuses them with 409
 * business_archived and keeps answering the others (its invoices stay readable).
 */
export const WRITE_ACTIONS: readonly Action[] = [
  'catalogue.write',
  'pos.sell',
  'clients.write',
  'orders.write',
  'orders.approve',
  'invoices.collect',
  'invoices.notes',
  'purchases.write',
];

/** Home tiles of a business screen. */
export const TILES = [
  'invoices',
  'clients',
  'pos',
  'orders',
  'approve',
  'products',
  'reports',
  'stock',
  'purchases',
  'files',
  'admin',
  'users',
  'me',
] as const;
export type Tile = (typeof TILES)[number];

/**
 * What each role may do in every business. A kind adds actions per role (KIND_RULES[kind].actions:
 * clients, quotations, approval and collection), and its home tiles differ too
 * (KIND_RULES[kind].tiles; docs/decisions/0014-businesses-as-data.md). Inside a business the role
 * is the user's role there (their membership; admin everywhere for an administrator).
 */
export const ROLE_RULES: Record<Role, { actions: readonly Action[] }> = {
  admin: {
    actions: [
      'users.manage',
      'businesses.edit',
      'catalogue.read',
      'catalogue.write',
      'pos.sell',
      'invoices.read',
      'clients.read',
      'clients.write',
      'orders.read',
      'orders.write',
      'orders.approve',
      'invoices.collect',
      'invoices.notes',
      'backups.manage',
      'qr.generate',
      'audit.read',
      'reports.read',
      'purchases.read',
      'purchases.write',
      'stock.read',
    ],
  },
  manager: {
    actions: [
      'catalogue.read',
      'catalogue.write',
      'pos.sell',
      'invoices.read',
      'invoices.notes',
      'qr.generate',
      'reports.read',
      'purchases.read',
      'purchases.write',
      'stock.read',
    ],
  },
  // Every role whose home shows the reports tile reads the reports.
  casher: { actions: ['catalogue.read', 'pos.sell', 'invoices.read', 'reports.read'] },
  sales: { actions: ['catalogue.read', 'pos.sell', 'invoices.read', 'reports.read'] },
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
