import { describe, expect, it } from 'vitest';
import { can, tilesFor } from './permissions';

/** What a role may do depending on the business's kind, and the tiles that follow (decision 0029). */

describe('clients, quotations, approval and collection by kind', () => {
  const work = [
    'clients.read',
    'clients.write',
    'orders.read',
    'orders.write',
    'orders.approve',
    'invoices.collect',
  ] as const;
  it.each([
    ['admin', 'trading', work],
    ['admin', 'restaurant', work],
    ['manager', 'trading', work],
    ['manager', 'restaurant', work],
    ['sales', 'trading', work],
    ['casher', 'trading', work],
    ['casher', 'restaurant', ['orders.read', 'orders.approve']],
    ['sales', 'restaurant', ['orders.read', 'orders.approve']],
    ['user', 'trading', []],
    ['user', 'restaurant', []],
  ] as const)('%s in %s may exactly %j', (role, kind, allowed) => {
    for (const action of work)
      expect(can(role, action, kind)).toBe((allowed as readonly string[]).includes(action));
  });

  it('without a kind only the everywhere-actions count', () => {
    expect(can('sales', 'clients.read')).toBe(false);
    expect(can('admin', 'clients.read')).toBe(true);
  });

  it('whoever sees the clients or orders tile may read them; approve tile → approve', () => {
    for (const kind of ['trading', 'restaurant'] as const)
      for (const role of ['admin', 'manager', 'casher', 'sales', 'user'] as const) {
        const tiles = tilesFor(role, kind);
        if (tiles.includes('clients')) expect(can(role, 'clients.write', kind)).toBe(true);
        if (tiles.includes('orders')) expect(can(role, 'orders.write', kind)).toBe(true);
        if (tiles.includes('approve')) expect(can(role, 'orders.approve', kind)).toBe(true);
      }
  });
});

describe('purchases and stock (decision 0029)', () => {
  it.each([
    ['admin', 'trading', true, true],
    ['admin', 'restaurant', true, true],
    ['manager', 'trading', true, true],
    ['manger', 'restaurant', true, true],
    ['casher', 'trading', false, true],
    ['sales', 'trading', false, true],
    ['casher', 'restaurant', false, false],
    ['sales', 'restaurant', false, false],
    ['user', 'trading', false, false],
    ['user', 'restaurant', false, false],
  ] as const)('%s in %s: purchases %s, stock %s', (role, kind, purchases, stock) => {
    expect(can(role, 'purchases.read', kind)).toBe(purchases);
    expect(can(role, 'purchases.write', kind)).toBe(purchases);
    expect(can(role, 'stock.read', kind)).toBe(stock);
  });

  it('the purchases and stock tiles follow the actions', () => {
    for (const kind of ['trading', 'restaurant'] as const)
      for (const role of ['admin', 'manager', 'casher', 'sales', 'user'] as const) {
        const tiles = tilesFor(role, kind);
        expect(tiles.includes('purchases')).toBe(can(role, 'purchases.write', kind));
        if (tiles.includes('stock')) expect(can(role, 'stock.read', kind)).toBe(true);
      }
  });
});

describe('sale orders (decision 0069)', () => {
  it.each([
    ['admin', 'trading', true],
    ['manager', 'trading', true],
    ['sales', 'trading', true],
    ['casher', 'trading', false],
    ['user', 'trading', false],
    ['manager', 'restaurant', false],
    ['sales', 'restaurant', false],
  ] as const)('%s in %s: %s', (role, kind, allowed) => {
    expect(can(role, 'sale_orders.read', kind)).toBe(allowed);
    expect(can(role, 'sale_orders.write', kind)).toBe(allowed);
  });
});
