import { describe, expect, it } from 'vitest';
import type { PosProduct } from '../../../domain/schemas/catalogue';
import type { ModifierGroupView } from '../../../domain/schemas/restaurant';
import { loadCart, storeCart } from './cart-storage';
import { buildModifiers, choicesValid, groupsOf, lineChoices, needsSheet } from './modifiers';
import { newSale, orderPosBody, priceSale, saleReducer } from './sale';
import { changeDue, quickTendered, splitParts } from './sale-extras';

const burger: PosProduct = {
  ID: 31,
  name: 'برجر',
  productName: 'Burger',
  categoryID: 5,
  price: 2000,
  image: '',
};
const g = (p: Partial<ModifierGroupView> & Pick<ModifierGroupView, 'id'>): ModifierGroupView => ({
  name: `g${p.id}`,
  nameEn: '',
  required: false,
  minChoices: 0,
  maxChoices: 1,
  position: p.id,
  archived: false,
  options: [],
  productIds: [],
  categoryIds: [],
  ...p,
});
const o = (id: number, priceChange: number, archived = false) => ({
  id,
  name: `o${id}`,
  nameEn: '',
  priceChange,
  archived,
});
const model = buildModifiers([
  g({ id: 2, position: 2, options: [o(21, 1.5), o(22, 0)], maxChoices: 2, categoryIds: [5] }),
  g({ id: 1, position: 1, required: true, options: [o(11, 0), o(12, 3)], productIds: [31] }),
  g({ id: 3, archived: true, options: [o(31, 1)], productIds: [31] }),
  g({ id: 4, options: [o(41, 1, true)], productIds: [31] }),
]);

describe('a restaurant product’s modifier groups (decision 0056)', () => {
  it('are its own and its category’s in position order, archived ones left out', () => {
    const groups = groupsOf(model, burger);
    expect(groups.map((x) => x.id)).toEqual([1, 2]);
    expect(needsSheet(groups)).toBe(true);
    expect(choicesValid(groups, new Set())).toBe(false);
    expect(choicesValid(groups, new Set([12]))).toBe(true);
    expect(choicesValid(groups, new Set([11, 12]))).toBe(false);
    expect(choicesValid(groups, new Set([12, 21, 22]))).toBe(true);
  });

  it('price a line at the product’s price plus the price changes, and send the option ids', () => {
    const choices = lineChoices(model, [21, 12, 999]);
    expect(choices).toEqual({ modifiers: [12, 21], extra: 450, label: 'o12، o21' });
    const sale = saleReducer(newSale('10', 'k'), { type: 'add', product: burger, choices });
    const priced = priceSale(sale.lines, '10', 0);
    expect(priced.totals.taxInclusive).toBe(2450);
    expect(orderPosBody(sale, priced).InvoiceLine).toEqual([
      { ID: 31, InvoicedQuantity: 1, Price: 24.5, Modifiers: [12, 21] },
    ]);
  });

  it('are kept with the stored cart; a cart stored before them still loads', () => {
    const m = new Map<string, string>();
    const store = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
    };
    const sale = saleReducer(newSale('10', 'k'), {
      type: 'add',
      product: burger,
      choices: lineChoices(model, [12]),
    });
    storeCart('b', sale, store);
    const back = loadCart('b', ['10'], '10', new Map([[31, burger]]), store, model);
    expect(back?.lines[0]?.choices?.modifiers).toEqual([12]);
    m.set(
      'sanad.pos.cart.b',
      JSON.stringify({
        v: 2,
        key: 'k',
        lines: [{ ID: 31, quantity: 2 }],
        paymentMeans: '10',
        discountPercent: 0,
      }),
    );
    const old = loadCart('b', ['10'], '10', new Map([[31, burger]]), store, model);
    expect(old?.lines).toEqual([{ product: burger, quantity: 2 }]);
  });
});

describe('cash handed over and split payment (decision 0056)', () => {
  it('quick amounts, change and parts that fit the total', () => {
    expect(quickTendered(2340)).toEqual([2340, 2500, 3000, 5000, 10000]);
    expect(quickTendered(5000)).toEqual([5000, 10000]);
    expect(changeDue(5000, 2340)).toBe(2660);
    expect(changeDue(2000, 2340)).toBeNull();
    const extras = {
      orderType: 'takeaway',
      table: '',
      delivery: { name: '', phone: '', address: '', reference: '' },
      tendered: null,
    } as const;
    expect(splitParts({ ...extras, splitCash: 1000 }, '10', 2340)).toEqual({
      cash: 1000,
      card: 1340,
    });
    expect(splitParts({ ...extras, splitCash: 2340 }, '10', 2340)).toBeNull();
    expect(splitParts({ ...extras, splitCash: 1000 }, '24', 2340)).toBeNull();
  });
});
