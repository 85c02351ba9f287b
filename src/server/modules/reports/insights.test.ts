// Gross profit, sales per cashier and per Riyadh hour, and a cashier's own sales of today
// (decision 0051), over src/server/testing/reports.ts's world (figures computed by hand there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEC_5, reportWorld } from '../../testing/reports';
import { MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { getApi, sell } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof reportWorld>>['tokens'];

beforeAll(async () => {
  ({ t, tokens } = await reportWorld());
  // شاورما costs 6.00 a unit; شاي has no cost price.
  await t.app.ctx.db
    .updateTable('products')
    .set({ cost_price: 600 })
    .where('business_id', '=', MENGUSHA_ID)
    .where('name', '=', 'شاورما')
    .execute();
});
afterAll(async () => t.close());

const json = async (token: string, path: string) => {
  const res = await getApi(t, token, path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET reports/grossprofit', () => {
  it('the quarter by default: profit where a cost is known, and the share of sales without one', async () => {
    const r = await json(tokens.manager, 'mengusha/reports/grossprofit');
    expect(r.startdate).toBe('2026-10-01');
    expect(r.enddate).toBe('2026-12-31');
    expect(r.products).toMatchObject([
      { ItemName: 'شاورما', quantity: 4, net: 40, cost: 24, profit: 16, marginPercent: 40 },
      { ItemName: 'شاي', quantity: 6, net: 10.38, cost: null, profit: null, marginPercent: null },
    ]);
    expect(r.totals).toEqual({
      net: 50.38,
      costedNet: 40,
      uncostedNet: 10.38,
      cost: 24,
      profit: 16,
      marginPercent: 40,
      uncostedSharePercent: 20.6,
    });
  });

  it('a period is its dates inclusive: 5 December alone', async () => {
    const r = await json(
      tokens.manager,
      'mengusha/reports/grossprofit?startdate=2026-12-05&enddate=2026-12-05',
    );
    expect(r.totals).toMatchObject({ net: 11.73, costedNet: 10, profit: 4 });
  });

  it('is a purchase figure: 403 for the cashier and a plain user, 400 for reversed dates', async () => {
    for (const token of [tokens.casher, tokens.user])
      expect((await getApi(t, token, 'mengusha/reports/grossprofit')).statusCode).toBe(403);
    const bad = await getApi(
      t,
      tokens.manager,
      'mengusha/reports/grossprofit?startdate=2026-12-02&enddate=2026-12-01',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.enddate).toBe('تاريخ البداية بعد تاريخ النهاية');
  });

  it('exports as CSV with the same figures', async () => {
    const res = await getApi(
      t,
      tokens.manager,
      'mengusha/reports/export?report=grossprofit&format=csv',
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('شاورما');
    expect(res.body).toContain('مبيعات بلا تكلفة: 20.6٪');
    const casher = 'mengusha/reports/export?report=grossprofit&format=csv';
    expect((await getApi(t, tokens.casher, casher)).statusCode).toBe(403);
  });
});

describe('GET reports/hours (Riyadh hours of day)', () => {
  it('all 24 hours, the sales at 00:10, 11:00, 11:30, 12:00 and 23:30 Riyadh in theirs', async () => {
    const r = await json(tokens.manager, 'mengusha/reports/hours');
    expect(r.rows).toHaveLength(24);
    const busy = r.rows.filter((h: { count: number }) => h.count > 0);
    expect(busy).toEqual([
      { hour: 0, count: 1, TaxInclusiveAmount: 1.99, TaxExclusiveAmount: 1.73 },
      { hour: 11, count: 2, TaxInclusiveAmount: 13.49, TaxExclusiveAmount: 11.73 },
      { hour: 12, count: 1, TaxInclusiveAmount: 19.46, TaxExclusiveAmount: 16.92 },
      { hour: 23, count: 1, TaxInclusiveAmount: 23, TaxExclusiveAmount: 20 },
    ]);
    const csv = await getApi(t, tokens.manager, 'mengusha/reports/export?report=hours&format=csv');
    expect(csv.body).toContain('11:00');
  });
});

describe("a cashier's own sales of today, and sales per cashier", () => {
  it("reports/mine counts only the cashier's invoices of today; reports/cashiers shows each seller", async () => {
    t.clock.now = DEC_5;
    const before = await json(tokens.casher, 'mengusha/reports/mine');
    // The admin sold twice today (11.50 and 1.99): none of it is the cashier's.
    expect(before).toMatchObject({ date: '2026-12-05', count: 0, TaxInclusiveAmount: 0 });
    await sell(t, tokens.casher, 'mengusha', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: (await productId('شاي'))!, InvoicedQuantity: 2 }],
    });
    const after = await json(tokens.casher, 'mengusha/reports/mine');
    expect(after).toMatchObject({ count: 1, TaxInclusiveAmount: 3.98 });
    expect(after.byPaymentMeans['10']).toBe(3.98);
    expect(after.byPaymentMeans['42']).toBe(0);
    const cashiers = await json(tokens.manager, 'mengusha/reports/cashiers');
    expect(cashiers.rows).toHaveLength(2);
    expect(cashiers.rows[0]).toMatchObject({ count: 5, TaxInclusiveAmount: 57.94 });
    expect(cashiers.rows[1]).toMatchObject({ count: 1, TaxInclusiveAmount: 3.98 });
    const csv = await getApi(
      t,
      tokens.manager,
      'mengusha/reports/export?report=cashiers&format=csv',
    );
    expect(csv.body).toContain('3.98');
  });
});

async function productId(name: string) {
  const row = await t.app.ctx.db
    .selectFrom('products')
    .select('id')
    .where('business_id', '=', MENGUSHA_ID)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id;
}
