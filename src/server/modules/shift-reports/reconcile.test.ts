import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../testing/api-caller';
import {
  insertTestCategory,
  insertTestProduct,
  MENGUSHA_ID,
} from '../../testing/catalogue-fixtures';
import { T0 } from '../../testing/pos';
import { sell } from '../../testing/sales';
import {
  assignToShift,
  insertMovement,
  insertOpenShift,
  insertTill,
  userId,
} from '../../testing/shifts-world';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The X report reconciles (decision 0055): a day of varied sales, a credit note, a collection and
 * movements in one shift, a sale in another shift and one at no shift; every figure of the report
 * equals a sum computed here from the stored rows of the documents this test made.
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let shiftId: number;
const inShift: string[] = [];
let collected: string;
const M = 'mengusha';

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  call = apiCaller(t);
  admin = await t.adminToken();
  const db = t.app.ctx.db;
  await t.userToken('casher', 'cashier_rec');
  const cashier = await userId(db, 'cashier_rec');
  const grills = await insertTestCategory(db, MENGUSHA_ID, 'مشويات');
  const grill = await insertTestProduct(db, MENGUSHA_ID, {
    name: 'مشاوي',
    price: 4500,
    pricedv: 5200,
    pricex: 4800,
    categoryId: grills,
  });
  const tea = await insertTestProduct(db, MENGUSHA_ID, {
    name: 'شاي',
    price: 199,
    categoryId: await insertTestCategory(db, MENGUSHA_ID, 'مشروبات'),
  });
  const zero = await insertTestProduct(db, MENGUSHA_ID, {
    name: 'نقل دولي',
    categoryId: await insertTestCategory(db, MENGUSHA_ID, 'خدمات'),
    price: 1000,
    vatCategory: 'Z',
    vatExemptionCode: 'VATEX-SA-34-1',
  });
  const till1 = await insertTill(db, MENGUSHA_ID, 'الكاشير 1', T0);
  const till2 = await insertTill(db, MENGUSHA_ID, 'الكاشير 2', T0);
  shiftId = await insertOpenShift(db, {
    businessId: MENGUSHA_ID,
    tillId: till1,
    userId: cashier,
    openingFloat: 50_000,
    openedAt: T0 - 3_600_000,
  });
  const other = await insertOpenShift(db, {
    businessId: MENGUSHA_ID,
    tillId: till2,
    userId: cashier,
    openingFloat: 20_000,
    openedAt: T0 - 3_600_000,
  });
  const s = async (code: '10' | '48' | '24' | '42' | '45', lines: Array<[number, number]>, d = 0) =>
    (
      await sell(t, admin, M, {
        PaymentMeansCode: code,
        DiscountPercent: d,
        InvoiceLine: lines.map(([ID, InvoicedQuantity]) => ({ ID, InvoicedQuantity })),
      })
    ).UUID;
  inShift.push(
    await s('10', [
      [grill, 2],
      [tea, 3],
    ]),
  );
  inShift.push(await s('10', [[grill, 1]], 10));
  inShift.push(
    await s('48', [
      [grill, 1],
      [tea, 1],
    ]),
  );
  const credit = await s('24', [[grill, 1]]);
  inShift.push(credit);
  inShift.push(await s('42', [[grill, 1]]));
  inShift.push(await s('45', [[grill, 2]]));
  const zeroSale = await s('10', [
    [zero, 2],
    [tea, 1],
  ]);
  inShift.push(zeroSale);
  const note = await call('POST', `/${M}/invoices/${zeroSale}/creditnotes`, admin, {
    Reason: 'مرتجع',
  });
  expect(note.statusCode).toBe(201);
  inShift.push(note.json().UUID);
  const pay = await call('PUT', `/${M}/invoices/${credit}`, admin, { PaymentMeansCode: '10' });
  expect(pay.statusCode).toBe(200);
  collected = credit;
  await assignToShift(db, shiftId, { uuids: inShift, voucherInvoiceUuids: [credit] });
  const mv = { businessId: MENGUSHA_ID, shiftId, userId: cashier, at: T0 };
  await insertMovement(db, { ...mv, direction: 'in', amount: 2_000, reason: 'فكة' });
  await insertMovement(db, { ...mv, direction: 'out', amount: 1_250, reason: 'ثلج' });
  // Another shift's sale and a sale at no shift must not count.
  await assignToShift(db, other, { uuids: [await s('10', [[grill, 5]])] });
  await insertMovement(db, { ...mv, shiftId: other, direction: 'out', amount: 999, reason: 'x' });
  await s('10', [[tea, 7]]);
});
afterAll(async () => t.close());

describe('the X report of a shift reconciles to its documents', () => {
  it("every figure equals the sums of the shift's invoices, notes, collections and movements", async () => {
    const db = t.app.ctx.db;
    const docs = await db.selectFrom('invoices').selectAll().where('uuid', 'in', inShift).execute();
    const ids = docs.map((d) => d.id);
    const lines = await db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', 'in', ids)
      .execute();
    const vouchers = await db
      .selectFrom('receipt_vouchers')
      .innerJoin('invoices', 'invoices.id', 'receipt_vouchers.invoice_id')
      .select(['receipt_vouchers.amount', 'receipt_vouchers.payment_means_code'])
      .where('invoices.uuid', '=', collected)
      .execute();
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / 100;
    const inv = docs.filter((d) => d.invoice_type_code === '388');
    const notes = docs.filter((d) => d.invoice_type_code === '381');
    const of = (codes: string[], rows = inv) =>
      rows.filter((d) => codes.includes(d.payment_means_code));

    const res = await call('GET', `/${M}/shifts/${shiftId}/report`, admin);
    expect(res.statusCode).toBe(200);
    const r = res.json().report;
    expect(r).toMatchObject({ kind: 'X', zNumber: null, till: { name: 'الكاشير 1' } });
    expect(r.invoices).toEqual({
      first: Math.min(...inv.map((d) => d.number)),
      last: Math.max(...inv.map((d) => d.number)),
      count: 7,
    });
    for (const m of r.byMeans)
      expect(m).toEqual({
        code: m.code,
        count: of([m.code]).length,
        total: sum(of([m.code]).map((d) => d.tax_inclusive_amount)),
      });
    expect(r.byMeans.map((m: { code: string }) => m.code)).toEqual(['48', '10', '42', '45', '24']);
    expect(r.creditNotes).toEqual({
      count: 1,
      total: sum(notes.map((d) => d.tax_inclusive_amount)),
    });
    expect(r.creditNotes.total).toBeLessThan(0);
    expect(r.discounts).toBe(sum(inv.map((d) => d.allowance_total_amount)));
    expect(r.discounts).toBeGreaterThan(0);
    expect(r.net).toBe(sum(docs.map((d) => d.tax_exclusive_amount)));
    expect(r.vatTotal).toBe(sum(docs.map((d) => d.tax_amount)));
    expect(r.gross).toBe(sum(docs.map((d) => d.tax_inclusive_amount)));
    for (const cat of ['S', 'Z']) {
      const ls = lines.filter((l) => l.vat_category === cat);
      expect(r.vat.find((v: { category: string }) => v.category === cat)).toMatchObject({
        taxable: sum(ls.map((l) => l.line_extension_amount)),
        vat: sum(ls.map((l) => l.tax_amount)),
      });
    }
    // The zero-rated sale was returned in full: its category nets to 0.
    expect(r.vat.find((v: { category: string }) => v.category === 'Z').taxable).toBe(0);
    const grillLines = lines.filter((l) => l.item_name === 'مشاوي');
    expect(r.byCategory.find((c: { category: string }) => c.category === 'مشويات')).toEqual({
      category: 'مشويات',
      quantity: grillLines.reduce((a, l) => a + l.quantity, 0),
      total: sum(grillLines.map((l) => l.line_extension_amount + l.tax_amount)),
    });
    const cashSales = sum(of(['10', '45']).map((d) => d.tax_inclusive_amount));
    const refunds = -sum(of(['10', '45'], notes).map((d) => d.tax_inclusive_amount));
    const collections = sum(
      vouchers.filter((v) => v.payment_means_code === '10').map((v) => v.amount),
    );
    expect(refunds).toBeGreaterThan(0);
    expect(collections).toBe(48);
    expect(r.cash).toEqual({
      openingFloat: 500,
      cashSales,
      cashRefunds: refunds,
      cashCollections: collections,
      cashIn: 20,
      cashOut: 12.5,
      expected: Math.round((500 + cashSales - refunds + collections + 20 - 12.5) * 100) / 100,
      counted: null,
      overShort: null,
    });
    expect(r.card.sales).toBe(sum(of(['48']).map((d) => d.tax_inclusive_amount)));
    expect(r.credit).toEqual({ count: 1, total: 48 });
    expect(r.apps).toEqual({ count: 1, total: sum(of(['42']).map((d) => d.tax_inclusive_amount)) });
    expect(r.averageTicket).toBe(
      Math.round((sum(inv.map((d) => d.tax_inclusive_amount)) / 7) * 100) / 100,
    );
    expect(r.movements.map((m: { amount: number }) => m.amount)).toEqual([20, 12.5]);
  });
});
