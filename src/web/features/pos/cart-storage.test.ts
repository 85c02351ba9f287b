import { describe, expect, it } from 'vitest';
import type { PosProduct } from '../../../domain/schemas/catalogue';
import { loadCart, newCartKey, storeCart } from './cart-storage';
import { newSale, saleReducer, type SaleState } from './sale';

function memoryStore() {
  const m = new Map<string, string>();
  return {
    m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

const tea: PosProduct = {
  ID: 7,
  name: 'شاي',
  productName: 'Tea',
  categoryID: 1,
  image: '',
  price: 200,
};
const catalogue = new Map([[tea.ID, tea]]);

function cart(): SaleState {
  return [
    { type: 'add', product: tea },
    { type: 'increment', productId: 7 },
    { type: 'payment', code: '48' },
    { type: 'discount', percent: 10 },
  ].reduce(
    (s, a) => saleReducer(s, a as Parameters<typeof saleReducer>[1]),
    newSale('10', 'k-123'),
  );
}

describe('the POS cart kept across a sign-in', () => {
  it('comes back with its lines, means, discount and idempotency key', () => {
    const store = memoryStore();
    storeCart('mengusha', cart(), store);
    expect(loadCart('mengusha', ['10', '48'], '10', catalogue, store)).toEqual(cart());
    expect(loadCart('kebrit', ['10', '48'], '10', catalogue, store)).toBeNull();
  });

  it('keeps the held order open at the POS across a reload; a new sale leaves it', () => {
    const store = memoryStore();
    const held = saleReducer(cart(), { type: 'heldOrder', id: 5 });
    storeCart('kebrit', held, store);
    const loaded = loadCart('kebrit', ['10', '48'], '10', catalogue, store);
    expect(loaded?.heldOrderId).toBe(5);
    const sent = saleReducer(loaded!, { type: 'sent', key: 'k-2' });
    expect([sent.lines, sent.key, sent.heldOrderId]).toEqual([[], 'k-2', 5]);
    const next = saleReducer(sent, { type: 'newSale', paymentMeans: '10', key: 'k-3' });
    expect(next.heldOrderId).toBeUndefined();
  });

  it('is removed once the sale is saved', () => {
    const store = memoryStore();
    storeCart('mengusha', cart(), store);
    const saved = saleReducer(cart(), {
      type: 'saved',
      receipt: { invoid: 1, ID: 1, UUID: 'x', invoimage: '' },
    });
    storeCart('mengusha', saved, store);
    expect(loadCart('mengusha', ['10', '48'], '10', catalogue, store)).toBeNull();
  });

  it('falls back to the default means when the business no longer enables the stored one', () => {
    const store = memoryStore();
    storeCart('mengusha', cart(), store);
    expect(loadCart('mengusha', ['10'], '10', catalogue, store)?.paymentMeans).toBe('10');
  });

  it('ignores unreadable or foreign data', () => {
    const store = memoryStore();
    store.setItem('sanad.pos.cart.mengusha', '{not json');
    expect(loadCart('mengusha', ['10'], '10', catalogue, store)).toBeNull();
    store.setItem('sanad.pos.cart.mengusha', JSON.stringify({ v: 3, lines: [] }));
    expect(loadCart('mengusha', ['10'], '10', catalogue, store)).toBeNull();
  });

  it('rebuilds lines from the current catalogue: a new price is taken, a withdrawn product dropped', () => {
    const store = memoryStore();
    storeCart('mengusha', cart(), store);
    expect(JSON.parse(store.m.get('sanad.pos.cart.mengusha')!).lines).toEqual([
      { ID: 7, quantity: 2 },
    ]);
    const dearer = { ...tea, price: 250 };
    expect(loadCart('mengusha', ['10'], '10', new Map([[7, dearer]]), store)?.lines).toEqual([
      { product: dearer, quantity: 2 },
    ]);
    expect(loadCart('mengusha', ['10'], '10', new Map(), store)?.lines).toEqual([]);
  });

  it.each([
    ['a version-1 cart', { v: 1 }],
    ['a quantity of 0', { lines: [{ ID: 7, quantity: 0 }] }],
    ['a fractional quantity', { lines: [{ ID: 7, quantity: 1.5 }] }],
    ['a product number that is text', { lines: [{ ID: '7', quantity: 1 }] }],
    ['a discount not offered', { discountPercent: 12 }],
    ['an empty key', { key: '' }],
    ['too many lines', { lines: Array.from({ length: 201 }, (_, i) => ({ ID: i, quantity: 1 })) }],
  ])('refuses %s', (_, patch) => {
    const store = memoryStore();
    storeCart('mengusha', cart(), store);
    const stored = JSON.parse(store.m.get('sanad.pos.cart.mengusha')!);
    store.setItem('sanad.pos.cart.mengusha', JSON.stringify({ ...stored, ...patch }));
    expect(loadCart('mengusha', ['10'], '10', catalogue, store)).toBeNull();
  });

  it('makes UUID v4 keys, different each time', () => {
    const a = newCartKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newCartKey()).not.toBe(a);
  });

  it('makes UUID v4 keys without crypto.randomUUID (plain HTTP on a LAN)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newCartKey()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
