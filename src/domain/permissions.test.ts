import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  allowedBusinesses,
  can,
  canOpenBusiness,
  isBusinessKey,
  normalizeRole,
  tilesFor,
  type Action,
  type BusinessKey,
  type Role,
  type Tile,
} from './permissions';

describe('normalizeRole', () => {
  it.each([
    ['admin', 'admin'],
    ['Admin', 'admin'],
    ['  ADMIN ', 'admin'],
    ['manager', 'manager'],
    ['manger', 'manager'],
    ['Manger', 'manager'],
    [' MANAGER\t', 'manager'],
    ['casher', 'casher'],
    ['cashier', 'casher'],
    ['CASHIER ', 'casher'],
    ['sales', 'sales'],
    ['Sales', 'sales'],
    ['user', 'user'],
    ['', 'user'],
    ['   ', 'user'],
    ['superadmin', 'user'],
    ['admins', 'user'],
    ['مدير', 'user'],
    [null, 'user'],
    [undefined, 'user'],
  ] as const)('%j → %s', (raw, role) => {
    expect(normalizeRole(raw)).toBe(role);
  });
});

describe('allowedBusinesses (SPEC.md §6 business chooser)', () => {
  it.each([
    ['admin', ['kebrit', 'mengusha']],
    ['manager', ['kebrit', 'mengusha']],
    ['manger', ['kebrit', 'mengusha']],
    ['sales', ['kebrit']],
    ['casher', ['mengusha']],
    ['cashier', ['mengusha']],
    ['user', ['kebrit', 'mengusha']],
    ['anything-else', ['kebrit', 'mengusha']],
  ] as const)('%s → %j', (role, businesses) => {
    expect([...allowedBusinesses(role)]).toEqual(businesses);
    for (const b of ['kebrit', 'mengusha'] as const) {
      expect(canOpenBusiness(role, b)).toBe((businesses as readonly string[]).includes(b));
    }
  });

  it('never opens an unknown business', () => {
    for (const role of ['admin', 'manager', 'casher', 'sales', 'user']) {
      expect(canOpenBusiness(role, 'other')).toBe(false);
      expect(canOpenBusiness(role, '')).toBe(false);
    }
  });
});

/**
 * SPEC.md §6 home tiles, as written. The table adds only `pos` and `products` to kebrit (admin,
 * manager) and `pos` to kebrit's sales, so those screens can be reached under both prefixes.
 */
const SPEC_TILES: Record<Role, Record<BusinessKey, Tile[]>> = {
  admin: {
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
    kebrit: ['admin', 'users', 'clients', 'invoices', 'stock', 'orders', 'purchases', 'reports'],
  },
  manager: {
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
    kebrit: ['invoices', 'clients', 'orders', 'stock', 'approve', 'reports'],
  },
  casher: { mengusha: ['invoices', 'pos', 'approve', 'files', 'reports'], kebrit: [] },
  sales: { mengusha: [], kebrit: ['invoices', 'clients', 'orders', 'stock', 'approve', 'reports'] },
  user: { mengusha: ['me'], kebrit: ['me'] },
};
const ADDED_TILES: Record<Role, Record<BusinessKey, Tile[]>> = {
  admin: { mengusha: [], kebrit: ['pos', 'products'] },
  manager: { mengusha: [], kebrit: ['pos', 'products'] },
  casher: { mengusha: [], kebrit: [] },
  sales: { mengusha: [], kebrit: ['pos'] },
  user: { mengusha: [], kebrit: [] },
};

describe('tilesFor (SPEC.md §6 home tiles)', () => {
  const cases = (Object.keys(SPEC_TILES) as Role[]).flatMap((role) =>
    (['mengusha', 'kebrit'] as const).map((business) => [role, business] as const),
  );

  it.each(cases)(
    '%s in %s: the spec tiles plus the documented additions, nothing else',
    (role, business) => {
      const expected = [...SPEC_TILES[role][business], ...ADDED_TILES[role][business]].sort();
      expect([...tilesFor(role, business)].sort()).toEqual(expected);
      expect(new Set(tilesFor(role, business)).size).toBe(tilesFor(role, business).length);
    },
  );

  it('mengusha: manager (manger) sees the admin tiles without purchases', () => {
    const admin = tilesFor('admin', 'mengusha').filter((t) => t !== 'purchases');
    expect([...tilesFor('manger', 'mengusha')].sort()).toEqual([...admin].sort());
    expect(tilesFor('manger', 'mengusha')).not.toContain('purchases');
  });

  it('spellings share tiles: manger = manager, cashier = casher, unknown = user', () => {
    for (const b of ['kebrit', 'mengusha'] as const) {
      expect(tilesFor('manger', b)).toEqual(tilesFor('manager', b));
      expect(tilesFor('Cashier', b)).toEqual(tilesFor('casher', b));
      expect(tilesFor('guest', b)).toEqual(tilesFor('user', b));
    }
  });

  it('a business the role may not open has no tiles', () => {
    expect(tilesFor('casher', 'kebrit')).toEqual([]);
    expect(tilesFor('sales', 'mengusha')).toEqual([]);
  });

  it('only the admin sees the users tile; a plain user sees only "me"', () => {
    for (const role of ['manager', 'casher', 'sales', 'user']) {
      for (const b of ['kebrit', 'mengusha'] as const)
        expect(tilesFor(role, b)).not.toContain('users');
    }
    expect(tilesFor('user', 'kebrit')).toEqual(['me']);
  });
});

describe('can (actions per role)', () => {
  const TABLE: Record<Role, Action[]> = {
    admin: [
      'users.manage',
      'businesses.edit',
      'catalogue.read',
      'catalogue.write',
      'pos.sell',
      'invoices.read',
    ],
    manager: ['catalogue.read', 'catalogue.write', 'pos.sell', 'invoices.read'],
    casher: ['catalogue.read', 'pos.sell', 'invoices.read'],
    sales: ['catalogue.read', 'pos.sell', 'invoices.read'],
    user: ['catalogue.read'],
  };
  const cases = (Object.keys(TABLE) as Role[]).flatMap((role) =>
    ACTIONS.map((action) => [role, action, TABLE[role].includes(action)] as const),
  );

  it.each(cases)('%s may %s: %s', (role, action, allowed) => {
    expect(can(role, action)).toBe(allowed);
  });

  it.each([
    ['manger', 'catalogue.write', true],
    ['manger', 'users.manage', false],
    ['cashier', 'pos.sell', true],
    ['cashier', 'catalogue.write', false],
    ['ADMIN', 'users.manage', true],
    ['root', 'users.manage', false],
    ['', 'pos.sell', false],
  ] as const)('spelling %j may %s: %s', (role, action, allowed) => {
    expect(can(role, action)).toBe(allowed);
  });
});

describe('isBusinessKey', () => {
  it.each([
    ['kebrit', true],
    ['mengusha', true],
    ['Kebrit', false],
    ['users', false],
    ['', false],
  ] as const)('%j → %s', (key, ok) => {
    expect(isBusinessKey(key)).toBe(ok);
  });
});
