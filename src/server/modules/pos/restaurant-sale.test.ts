// POS at a restaurant's counter (decision 0056): order types and split payment, stored, checked
// before any number is spent, and counted per part by the reports and the shift's cash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPosBody } from '../../../domain/schemas/invoices';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { T0 } from '../../testing/pos';
import { getApi, postSale, sell } from '../../testing/sales';
import { shiftCalls } from '../../testing/shifts';
import { refreshRollupDays } from '../invoices';
import { createTestApp, type TestApp } from '../../testing/test-app';

const M = 'mengusha';
const DAY = '2026-11-22'; // T0's Riyadh date
let t: TestApp, admin: string, manager: string, casher: string;
let s: ReturnType<typeof shiftCalls>;
let grill: number, tillId: number, shiftId: number;

beforeAll(async () => {
  t = await createTestApp({ now: T0, config: { zatcaMode: 'offline' } });
  admin = await t.adminToken();
  s = shiftCalls(t, M);
  casher = await t.userToken('casher', 'casher_rest');
  manager = await t.userToken('manager', 'manager_rest');
  tillId = await s.createTill(manager, 'الكاشير 1');
  const opened = await s.open(casher, tillId, { count: { n100: 1 } });
  expect(opened.statusCode, opened.body).toBe(201);
  shiftId = opened.json().shift.id;
  grill = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { name: 'مشاوي', price: 4500 });
});
afterAll(async () => t.close());

/** Two grills (90.00 SAR) at the till with the restaurant fields of `extra`. */
const body = (extra: Partial<OrderPosBody>): OrderPosBody => ({
  PaymentMeansCode: '48',
  tillId,
  InvoiceLine: [{ ID: grill, InvoicedQuantity: 2 }],
  ...extra,
});

const stored = (number: number) =>
  t.app.ctx.db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', MENGUSHA_ID)
    .where('number', '=', number)
    .executeTakeFirstOrThrow();

async function refused(b: OrderPosBody, code: string, field: string, business = M) {
  const res = await postSale(t, casher, business, b);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().error.code).toBe(code);
  expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
}

describe('order types', () => {
  it('stores a dine-in table and delivery details; a table on takeaway is refused', async () => {
    const dineIn = await sell(t, casher, M, body({ orderType: 'dine_in', table: '5' }));
    expect(await stored(dineIn.ID)).toMatchObject({ order_type: 'dine_in', order_table: '5' });
    const delivery = await sell(
      t,
      casher,
      M,
      body({
        orderType: 'delivery',
        delivery: { name: 'سارة', phone: '0500000000', address: 'حي النخيل', reference: 'HS-77' },
      }),
    );
    expect(await stored(delivery.ID)).toMatchObject({
      order_type: 'delivery',
      order_table: '',
      delivery_name: 'سارة',
      delivery_phone: '0500000000',
      delivery_address: 'حي النخيل',
      delivery_reference: 'HS-77',
    });
    await refused(body({ orderType: 'takeaway', table: '5' }), 'validation_failed', 'table');
    await refused(
      body({ orderType: 'dine_in', delivery: { name: 'x' } }),
      'validation_failed',
      'delivery',
    );
  });

  it('filters the invoices page by order type; the hours report gives sales per type', async () => {
    const page = (await getApi(t, admin, `${M}/invoices/page?period=all&orderType=dine_in`)).json();
    expect(page.items.map((i: { ID: number }) => i.ID)).toHaveLength(1);
    expect(page).toMatchObject({ count: 1, TaxInclusiveAmount: 90 });
    const hours = (await getApi(t, admin, `${M}/reports/hours`)).json();
    expect(hours.byOrderType).toMatchObject([
      { orderType: 'dine_in', count: 1, TaxInclusiveAmount: 90 },
      { orderType: 'delivery', count: 1, TaxInclusiveAmount: 90 },
    ]);
  });

  it('a trading business answers 422 restaurant_only', async () => {
    const rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { price: 1000 });
    const res = await postSale(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
      orderType: 'takeaway',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe('restaurant_only');
    // Choices on a line too: restaurant_only, not unknown_modifier.
    const chosen = await postSale(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 1, Modifiers: [1] }],
    });
    expect(chosen.json().error).toMatchObject({
      code: 'restaurant_only',
      fields: { 'InvoiceLine.0.Modifiers': expect.any(String) },
    });
  });
});

describe('split payment', () => {
  const split = (cash: number, card: number): Partial<OrderPosBody> => ({
    PaymentMeans: [
      { PaymentMeansCode: '10', Amount: cash },
      { PaymentMeansCode: '48', Amount: card },
    ],
  });

  it('50.00 cash + 40.00 mada: two parts stored, two PaymentMeans in the signed XML', async () => {
    const sale = await sell(t, casher, M, body({ ...split(50, 40), cashTendered: 60 }));
    const invoice = await stored(sale.ID);
    expect(invoice).toMatchObject({ payment_means_code: '48', cash_tendered: 6000 });
    const parts = await t.app.ctx.db
      .selectFrom('invoice_payments')
      .select(['payment_means_code', 'amount'])
      .where('invoice_id', '=', invoice.id)
      .orderBy('id')
      .execute();
    expect(parts.map((p) => [p.payment_means_code, Number(p.amount)])).toEqual([
      ['10', 5000],
      ['48', 4000],
    ]);
    const xml = (await getApi(t, admin, `${M}/invoices/${sale.UUID}/xml`)).body;
    const codes = [...xml.matchAll(/<cac:PaymentMeans>\s*<cbc:PaymentMeansCode>(\d+)</g)];
    expect(codes.map((m) => m[1])).toEqual(['10', '48']);
  });

  it('refuses parts not summing, a means outside the parts, short cash — spending no number', async () => {
    const before = await t.app.ctx.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.max('number').as('n'))
      .where('business_id', '=', MENGUSHA_ID)
      .executeTakeFirstOrThrow();
    await refused(body(split(50, 30)), 'payment_parts_mismatch', 'PaymentMeans');
    await refused(
      body({
        ...split(50, 40),
        PaymentMeans: [
          { PaymentMeansCode: '10', Amount: 50 },
          { PaymentMeansCode: '10', Amount: 40 },
        ],
      }),
      'payment_parts_mismatch',
      'PaymentMeansCode',
    );
    await refused(
      body({ ...split(50, 40), cashTendered: 49.99 }),
      'cash_tendered_short',
      'cashTendered',
    );
    await refused(
      body({ PaymentMeansCode: '10', cashTendered: 89 }),
      'cash_tendered_short',
      'cashTendered',
    );
    const next = await sell(t, casher, M, body({ PaymentMeansCode: '10', cashTendered: 100 }));
    expect(next.ID).toBe(Number(before.n) + 1);
  });

  it("reports by means and the shift's expected cash count each part", async () => {
    // The shift so far: 2 mada sales of 90.00, the split 50 cash + 40 mada (counted under 48), one
    // cash sale of 90.00.
    const page = (await getApi(t, admin, `${M}/invoices/page?period=all`)).json();
    const byMeans = Object.fromEntries(
      page.byPaymentMeans.map((m: { PaymentMeansCode: string }) => [m.PaymentMeansCode, m]),
    );
    expect(byMeans['10']).toMatchObject({ count: 1, TaxInclusiveAmount: 140 });
    expect(byMeans['48']).toMatchObject({ count: 3, TaxInclusiveAmount: 220 });
    // Recomputing the day (as an invoice-backup restore does) gives the same totals by means.
    await t.app.ctx.db.transaction().execute((trx) => refreshRollupDays(trx, MENGUSHA_ID, [DAY]));
    const again = (await getApi(t, admin, `${M}/invoices/page?period=all`)).json();
    expect(again.byPaymentMeans).toEqual(page.byPaymentMeans);
    const mine = (await getApi(t, casher, `${M}/reports/mine`)).json();
    expect(mine).toMatchObject({ count: 4, TaxInclusiveAmount: 360 });
    expect(mine.byPaymentMeans).toMatchObject({ '10': 140, '48': 220 });
    const report = (await s.call('GET', `/${M}/shifts/${shiftId}/report`, manager)).json().report;
    expect(report.cash).toMatchObject({ cashSales: 140, expected: 100 + 140 });
    expect(report.card.sales).toBe(220);
    expect(report.byMeans).toEqual([
      { code: '48', count: 3, total: 220 },
      { code: '10', count: 1, total: 140 },
    ]);
  });
});
