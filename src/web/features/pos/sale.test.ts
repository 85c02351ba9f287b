import { describe, expect, it } from 'vitest';
import { sarToHalalas } from '../../../domain/money';
import type { PosProduct } from '../../../domain/schemas/catalogue';
import type { OrderPosAnswer } from '../../../domain/schemas/invoices';
import {
  defaultPaymentMeans,
  newSale,
  orderPosBody,
  priceSale,
  productUnitPrice,
  saleReducer,
  type SaleAction,
  type SaleState,
} from './sale';

function product(
  ID: number,
  price: number,
  pricedv: number | null = null,
  pricex: number | null = null,
): PosProduct {
  // Prices are given in SAR and carried in halalas, as GET pos/products sends them.
  return {
    ID,
    name: `صنف ${ID}`,
    productName: `P${ID}`,
    categoryID: 1,
    image: '',
    price: sarToHalalas(price),
    ...(pricedv === null ? {} : { pricedv: sarToHalalas(pricedv) }),
    ...(pricex === null ? {} : { pricex: sarToHalalas(pricex) }),
  };
}
const run = (actions: SaleAction[], start: SaleState = newSale('10', 'key-1')) =>
  actions.reduce(saleReducer, start);
const receipt: OrderPosAnswer = { invoid: 1, ID: 1, UUID: 'x', invoimage: '' };

describe('POS sale state', () => {
  it('adds one per tap: three taps on one product are one line of quantity 3', () => {
    const s = run([
      { type: 'add', product: product(1, 10) },
      { type: 'add', product: product(2, 5) },
      { type: 'add', product: product(1, 10) },
      { type: 'add', product: product(1, 10) },
    ]);
    expect(s.lines.map((l) => [l.product.ID, l.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });
  it('never lets the quantity go below 1', () => {
    const s = run([
      { type: 'add', product: product(1, 10) },
      { type: 'increment', productId: 1 },
      { type: 'decrement', productId: 1 },
      { type: 'decrement', productId: 1 },
    ]);
    expect(s.lines[0]!.quantity).toBe(1);
  });
  it('lets the discount change and be removed until the sale is saved, the lines re-priced', () => {
    const lines = [{ type: 'add', product: product(1, 100) }] as const;
    const s = run([...lines, { type: 'discount', percent: 10 }, { type: 'discount', percent: 20 }]);
    expect(s.discountPercent).toBe(20);
    expect(priceSale(s.lines, s.paymentMeans, s.discountPercent).totals.taxInclusive).toBe(8000);
    expect(run([{ type: 'discount', percent: 0 }], s).discountPercent).toBe(0);
    const saved = run(
      [
        { type: 'saved', receipt },
        { type: 'discount', percent: 30 },
      ],
      s,
    );
    expect(saved.discountPercent).toBe(20);
    expect(run([{ type: 'newSale', paymentMeans: '48', key: 'key-2' }], s)).toEqual(
      newSale('48', 'key-2'),
    );
  });
  it('resets the cart on save and refuses products until a new sale', () => {
    const s = run([
      { type: 'add', product: product(1, 10) },
      { type: 'saved', receipt },
      { type: 'add', product: product(2, 5) },
    ]);
    expect(s.lines).toEqual([]);
    expect(s.receipt).toBe(receipt);
  });
  it.each([
    ['10', 10, 12, 11, 1000],
    ['48', 10, 12, 11, 1000],
    ['42', 10, 12, 11, 1200],
    ['45', 10, null, 11, 1000],
    ['24', 10, 12, 11, 1100],
    ['24', 10, 12, null, 1000],
  ] as const)(
    'prices with means %s (price %s, pricedv %s, pricex %s) at %s halalas',
    (code, price, dv, x, expected) => {
      expect(productUnitPrice(product(1, price, dv, x), code)).toBe(expected);
    },
  );
  it('sums like the server and sends the amounts it showed', () => {
    const s = run([
      { type: 'add', product: product(1, 28) },
      { type: 'increment', productId: 1 },
      { type: 'add', product: product(2, 6) },
      { type: 'discount', percent: 10 },
    ]);
    const priced = priceSale(s.lines, s.paymentMeans, s.discountPercent);
    expect(priced.totals).toMatchObject({ gross: 6200, allowanceTotal: 620, taxInclusive: 5580 });
    expect(priced.totals.taxExclusive + priced.totals.tax).toBe(5580);
    expect(orderPosBody(s, priced)).toEqual({
      PaymentMeansCode: '10',
      DiscountPercent: 10,
      TaxInclusiveAmount: 55.8,
      InvoiceLine: [
        { ID: 1, InvoicedQuantity: 2, Price: 28 },
        { ID: 2, InvoicedQuantity: 1, Price: 6 },
      ],
    });
  });
  it('defaults to cash, else the first means in POS order', () => {
    expect(defaultPaymentMeans(['48', '10', '24'])).toBe('10');
    expect(defaultPaymentMeans(['24', '48'])).toBe('48');
  });
});

describe('POS prices a line at its product’s VAT category (decision 0046)', () => {
  it('a zero-rated product carries no VAT; a standard one 15 %', () => {
    const medicine: PosProduct = {
      ...product(7, 99.99),
      vatCategory: 'Z',
      vatExemptionCode: 'VATEX-SA-35',
    };
    const s = run([
      { type: 'add', product: product(1, 21.5) },
      { type: 'add', product: medicine },
    ]);
    const priced = priceSale(s.lines, '10', 0);
    expect(priced.lines.map((l) => [l.amounts.lineExtension, l.amounts.tax])).toEqual([
      [1870, 280],
      [9999, 0],
    ]);
    expect(priced.totals.tax).toBe(280);
  });
});
