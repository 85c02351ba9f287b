/**
 * The roles, actions and home tiles of Sanad as data: the names permissions.ts and
 * business-kinds.ts both build on (docs/architecture.md, Layers), kept apart so neither imports the
 * other back.
 */

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
 * and `audit.read` — the audit log — globally). `reports.read`: the business-wide sales, item, VAT
 * reports and the till dashboard; `reports.own`: the user's own sales of today (the cashier has
 * only this one, decision 0051). `purchases.read`/`purchases.write`: suppliers,
 * purchases and their receipts; `stock.read`: the stock of products (decision 0029).
 * `invoices.notes`: issuing credit (return) and debit notes of an invoice — admin and manager,
 * not the till roles (decision 0034). `tills.manage`: create, rename, archive tills;
 * `shifts.own`: open, move cash in and out of, report and close one's own shift; `shifts.manage`:
 * every shift of the business, approving a close's difference, force-closing (decision 0055).
 * `sale_orders.read`/`sale_orders.write`: sale orders, delivery notes and invoicing what was
 * delivered — trading businesses, not the cashier (decision 0069).
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
  'reports.own',
  'purchases.read',
  'purchases.write',
  'stock.read',
  'tills.manage',
  'shifts.own',
  'shifts.manage',
  'sale_orders.read',
  'sale_orders.write',
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
  'tills.manage',
  'sale_orders.write',
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
  'shifts',
  'stock',
  'purchases',
  'files',
  'admin',
  'users',
  'me',
] as const;
export type Tile = (typeof TILES)[number];
