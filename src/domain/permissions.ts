/**
 * Roles and permissions as data (SPEC.md §6, DESIGN.md §3, STYLE.md §4). Read by the server's
 * guards and by the web's tiles and route guards alike.
 */

export const BUSINESS_KEYS = ['kebrit', 'mengusha'] as const;
export type BusinessKey = (typeof BUSINESS_KEYS)[number];

export const ROLES = ['admin', 'manager', 'casher', 'sales', 'user'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A stored role string → the role it means. `manger` (the legacy spelling) is `manager`,
 * `cashier` is `casher`; anything unknown is a plain `user` (SPEC.md §6).
 */
export function normalizeRole(raw: string | null | undefined): Role {
  const r = (raw ?? '').trim().toLowerCase();
  if (r === 'admin') return 'admin';
  if (r === 'manager' || r === 'manger') return 'manager';
  if (r === 'casher' || r === 'cashier') return 'casher';
  if (r === 'sales') return 'sales';
  return 'user';
}

/** Things a user may do inside a business (or, for `users.manage`/`businesses.edit`, globally). */
export const ACTIONS = [
  'users.manage',
  'businesses.edit',
  'catalogue.read',
  'catalogue.write',
  'pos.sell',
  'invoices.read',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Home tiles of a business screen (SPEC.md §6). */
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

interface RoleRules {
  businesses: readonly BusinessKey[];
  actions: readonly Action[];
  tiles: Record<BusinessKey, readonly Tile[]>;
}

/**
 * The permission table. Tiles follow SPEC.md §6; `products` and `pos` are added to kebrit's admin
 * and manager tiles (and `pos` to sales) so that the catalogue and point-of-sale screens, which the
 * spec places under both prefixes, can be reached (docs/decisions/0003-permissions.md).
 */
export const ROLE_RULES: Record<Role, RoleRules> = {
  admin: {
    businesses: ['kebrit', 'mengusha'],
    actions: [
      'users.manage',
      'businesses.edit',
      'catalogue.read',
      'catalogue.write',
      'pos.sell',
      'invoices.read',
    ],
    tiles: {
      mengusha: [
        'invoices',
        'clients',
        'pos',
        'orders',
        'approve',
        'products',
        'reports',
        'stock',
        'purchases',
        'admin',
      ],
      kebrit: [
        'admin',
        'users',
        'clients',
        'invoices',
        'pos',
        'products',
        'stock',
        'orders',
        'purchases',
        'reports',
      ],
    },
  },
  manager: {
    businesses: ['kebrit', 'mengusha'],
    actions: ['catalogue.read', 'catalogue.write', 'pos.sell', 'invoices.read'],
    tiles: {
      mengusha: [
        'invoices',
        'clients',
        'pos',
        'orders',
        'approve',
        'products',
        'reports',
        'stock',
        'admin',
      ],
      kebrit: ['invoices', 'clients', 'orders', 'stock', 'approve', 'reports', 'pos', 'products'],
    },
  },
  casher: {
    businesses: ['mengusha'],
    actions: ['catalogue.read', 'pos.sell', 'invoices.read'],
    tiles: { mengusha: ['invoices', 'pos', 'approve', 'files', 'reports'], kebrit: [] },
  },
  sales: {
    businesses: ['kebrit'],
    actions: ['catalogue.read', 'pos.sell', 'invoices.read'],
    tiles: {
      mengusha: [],
      kebrit: ['invoices', 'clients', 'orders', 'stock', 'approve', 'reports', 'pos'],
    },
  },
  user: {
    businesses: ['kebrit', 'mengusha'],
    actions: ['catalogue.read'],
    tiles: { mengusha: ['me'], kebrit: ['me'] },
  },
};

/** Businesses the role may open, in display order. */
export function allowedBusinesses(role: string): readonly BusinessKey[] {
  return ROLE_RULES[normalizeRole(role)].businesses;
}

/** True when the role may open the business at all. */
export function canOpenBusiness(role: string, business: string): boolean {
  return (allowedBusinesses(role) as readonly string[]).includes(business);
}

/** True when the role may do `action` (business access is checked separately). */
export function can(role: string, action: Action): boolean {
  return ROLE_RULES[normalizeRole(role)].actions.includes(action);
}

/** Home tiles the role sees in the business (empty when it may not open it). */
export function tilesFor(role: string, business: BusinessKey): readonly Tile[] {
  if (!canOpenBusiness(role, business)) return [];
  return ROLE_RULES[normalizeRole(role)].tiles[business];
}

export function isBusinessKey(value: string): value is BusinessKey {
  return (BUSINESS_KEYS as readonly string[]).includes(value);
}
