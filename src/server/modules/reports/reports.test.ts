import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { approve, createOrder } from '../../testing/orders';
import { getApi, sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Report figures against a hand-computed fixture (issue #7 §3–§5). Per line: extension =
 * round½↑(total × 100 / 115), tax = total − extension (src/domain/vat.ts).
 *
 * mengusha — A 'شاورما' 11.50, B 'شاي' 1.99:
 *   m1 2026-11-15 12:00 Riyadh, cash: 1×A + 4×B = 11.50 + 7.96 = 19.46 (ext 10.00 + 6.92, tax 2.54)
 *   m2 2026-11-30 23:30 Riyadh (20:30Z), cash: 2×A = 23.00 (ext 20.00, tax 3.00)  → November
 *   m3 2026-12-01 00:10 Riyadh (21:10Z on 30 Nov), card: 1×B = 1.99 (1.73, 0.26) → December
 *   m4 2026-12-05 11:00 Riyadh, apps 42: 1×A = 11.50 (10.00, 1.50)
 *   m5 2026-12-05 11:30 Riyadh, credit 24: 1×B = 1.99 (1.73, 0.26)
 * kebrit — K 'ماء' 1.10 (ext round(95.65) = 96 halalas, tax 14):
 *   k1 2026-11-10 cash 1×K; k2 2026-11-11 cash 1×K; k3 2026-11-12 credit, approved quotation of
 *   a client with a VAT number: 2×K = 2.20 (ext round(191.30) = 1.91, tax 0.29).
 */
let t: TestApp;
let admin: string;
const tokens = { casher: '', sales: '', user: '', manager: '' };
const at = (iso: string) => Date.parse(iso);
const DEC_5 = at('2026-12-05T09:00:00Z'); // 12:00 Riyadh, 5 December
let clientVat = '';

beforeAll(async () => {
  // Sessions last 12 h from sign-in on the fake clock: sign in at the latest instant used.
  t = await createTestApp({ now: DEC_5 });
  admin = await t.adminToken();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[role] = await t.userToken(role);
  const db = t.app.ctx.db;
  const A = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاورما', price: 1150 });
  const B = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي', price: 199 });
  const K = await insertTestProduct(db, KEBRIT_ID, { name: 'ماء', price: 110 });
  const sale = async (iso: string, business: string, body: Parameters<typeof sell>[3]) => {
    t.clock.now = at(iso);
    await sell(t, admin, business, body);
  };
  await sale('2026-11-10T06:00:00Z', 'kebrit', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: K, InvoicedQuantity: 1 }],
  });
  await sale('2026-11-11T06:00:00Z', 'kebrit', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: K, InvoicedQuantity: 1 }],
  });
  t.clock.now = at('2026-11-12T06:00:00Z');
  const client = await createClient(t, admin, 'kebrit');
  clientVat = client.client.VAT;
  const order = await createOrder(t, admin, 'kebrit', {
    Customer: { UUID: client.UUID },
    PaymentMeansCode: '24',
    InvoiceLine: [{ ID: K, InvoicedQuantity: 2 }],
  });
  expect((await approve(t, admin, 'kebrit', order.ID)).statusCode).toBe(201);

  await sale('2026-11-15T09:00:00Z', 'mengusha', {
    PaymentMeansCode: '10',
    InvoiceLine: [
      { ID: A, InvoicedQuantity: 1 },
      { ID: B, InvoicedQuantity: 4 },
    ],
  });
  await sale('2026-11-30T20:30:00Z', 'mengusha', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: A, InvoicedQuantity: 2 }],
  });
  await sale('2026-11-30T21:10:00Z', 'mengusha', {
    PaymentMeansCode: '48',
    InvoiceLine: [{ ID: B, InvoicedQuantity: 1 }],
  });
  await sale('2026-12-05T08:00:00Z', 'mengusha', {
    PaymentMeansCode: '42',
    InvoiceLine: [{ ID: A, InvoicedQuantity: 1 }],
  });
  await sale('2026-12-05T08:30:00Z', 'mengusha', {
    PaymentMeansCode: '24',
    InvoiceLine: [{ ID: B, InvoicedQuantity: 1 }],
  });
  t.clock.now = DEC_5;
});
afterAll(async () => t.close());

const json = async (token: string, path: string) => {
  const res = await getApi(t, token, path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET reports/sales (sales per IssueDate, total descending)', () => {
  it('all: every Riyadh day, 23:30 on 30 Nov in November, 00:10 on 1 Dec in December', async () => {
    expect(await json(tokens.casher, 'mengusha/reports/sales?period=all')).toEqual([
      { IssueDate: '2026-11-30', TaxInclusiveAmount: 23, count: 1 },
      { IssueDate: '2026-11-15', TaxInclusiveAmount: 19.46, count: 1 },
      { IssueDate: '2026-12-05', TaxInclusiveAmount: 13.49, count: 2 },
      { IssueDate: '2026-12-01', TaxInclusiveAmount: 1.99, count: 1 },
    ]);
  });

  it('month (the default) is the Riyadh month of now', async () => {
    expect(await json(tokens.manager, 'mengusha/reports/sales')).toEqual([
      { IssueDate: '2026-12-05', TaxInclusiveAmount: 13.49, count: 2 },
      { IssueDate: '2026-12-01', TaxInclusiveAmount: 1.99, count: 1 },
    ]);
    t.clock.now = at('2026-11-30T20:59:59Z'); // 23:59:59 Riyadh, still November
    try {
      expect(await json(tokens.manager, 'mengusha/reports/sales?period=month')).toEqual([
        { IssueDate: '2026-11-30', TaxInclusiveAmount: 23, count: 1 },
        { IssueDate: '2026-11-15', TaxInclusiveAmount: 19.46, count: 1 },
      ]);
    } finally {
      t.clock.now = DEC_5;
    }
  });

  it('400 for an unknown period', async () => {
    const res = await getApi(t, admin, 'mengusha/reports/sales?period=year');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('GET totalmonth', () => {
  it('Riyadh month → total with VAT', async () => {
    expect(await json(admin, 'mengusha/totalmonth')).toEqual({
      '2026-11': 42.46,
      '2026-12': 15.48,
    });
    expect(await json(tokens.sales, 'kebrit/totalmonth')).toEqual({ '2026-11': 4.4 });
  });
});

describe('GET invoiceline / invoicelinemonth', () => {
  it('quantity per item name, descending', async () => {
    expect(await json(tokens.casher, 'mengusha/invoiceline')).toEqual([
      { ItemName: 'شاي', InvoicedQuantity: 6 },
      { ItemName: 'شاورما', InvoicedQuantity: 4 },
    ]);
    expect(await json(tokens.casher, 'mengusha/invoicelinemonth')).toEqual([
      { ItemName: 'شاي', InvoicedQuantity: 2 },
      { ItemName: 'شاورما', InvoicedQuantity: 1 },
    ]);
    t.clock.now = at('2026-11-30T20:59:59Z');
    try {
      expect(await json(tokens.casher, 'mengusha/invoicelinemonth')).toEqual([
        { ItemName: 'شاي', InvoicedQuantity: 4 },
        { ItemName: 'شاورما', InvoicedQuantity: 3 },
      ]);
    } finally {
      t.clock.now = DEC_5;
    }
    expect(await json(tokens.sales, 'kebrit/invoiceline')).toEqual([
      { ItemName: 'ماء', InvoicedQuantity: 4 },
    ]);
  });
});

describe('GET invoicesvat (stored amounts; legacy formula only when it differs)', () => {
  const vat = (business: string, q: string) => json(admin, `${business}/invoicesvat?${q}`);

  it('November in mengusha: the last-day sale is in, the 00:10 sale is not', async () => {
    expect(await vat('mengusha', 'startdate=2026-11-01&enddate=2026-11-30')).toEqual({
      startdate: '2026-11-01',
      enddate: '2026-11-30',
      count: 2,
      TaxInclusiveAmount: 42.46,
      TaxExclusiveAmount: 36.92,
      TaxAmount: 5.54,
      byPaymentMeans: [
        {
          PaymentMeansCode: '10',
          count: 2,
          TaxInclusiveAmount: 42.46,
          TaxExclusiveAmount: 36.92,
          TaxAmount: 5.54,
        },
      ],
    });
  });

  it('excluded payment codes leave those invoices out', async () => {
    const r = await vat('mengusha', 'startdate=2026-11-01&enddate=2026-12-31&exclude=10,24');
    expect(r).toMatchObject({
      count: 2,
      TaxInclusiveAmount: 13.49,
      TaxExclusiveAmount: 11.73,
      TaxAmount: 1.76,
    });
    expect(r.byPaymentMeans.map((g: { PaymentMeansCode: string }) => g.PaymentMeansCode)).toEqual([
      '42',
      '48',
    ]);
    expect(r.legacy).toBeUndefined();
  });

  it('kebrit: all three agree with the formula; without the client, the formula differs', async () => {
    const all = await vat('kebrit', 'startdate=2026-11-10&enddate=2026-11-12');
    expect(all).toMatchObject({
      count: 3,
      TaxInclusiveAmount: 4.4,
      TaxExclusiveAmount: 3.83,
      TaxAmount: 0.57,
    });
    expect(all.legacy).toBeUndefined();
    const withoutClient = await vat(
      'kebrit',
      `startdate=2026-11-10&enddate=2026-11-12&excludeVat=${clientVat}`,
    );
    expect(withoutClient).toMatchObject({
      count: 2,
      TaxInclusiveAmount: 2.2,
      TaxExclusiveAmount: 1.92,
      TaxAmount: 0.28,
      legacy: { TaxExclusiveAmount: 1.91, TaxAmount: 0.29 },
    });
  });

  it('400: missing or reversed dates, unknown code, bad VAT number', async () => {
    for (const q of [
      'startdate=2026-11-01',
      'startdate=2026-12-01&enddate=2026-11-01',
      'startdate=2026-11-01&enddate=2026-11-30&exclude=99',
      'startdate=2026-11-01&enddate=2026-11-30&excludeVat=123',
      'startdate=2026-02-30&enddate=2026-03-01',
    ]) {
      const res = await getApi(t, admin, `mengusha/invoicesvat?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});

describe('GET till (the till dashboard)', () => {
  it("today's invoices newest first and the total per payment means", async () => {
    const r = await json(tokens.casher, 'mengusha/till');
    expect(r.view).toBe('invoicestodayall');
    expect(r.invoices.map((i: { ID: number }) => i.ID)).toEqual([5, 4]);
    expect(r).toMatchObject({
      count: 2,
      TaxInclusiveAmount: 13.49,
      byPaymentMeans: { '10': 0, '48': 0, '42': 11.5, '45': 0, '24': 1.99 },
    });
  });

  it('yesterday is the Riyadh day before', async () => {
    t.clock.now = at('2026-11-30T21:30:00Z'); // 00:30 Riyadh on 1 December
    try {
      const r = await json(tokens.casher, 'mengusha/till?view=invoicesyesterday');
      expect(r.invoices.map((i: { ID: number }) => i.ID)).toEqual([2]);
      expect(r.byPaymentMeans).toEqual({ '10': 23, '48': 0, '42': 0, '45': 0, '24': 0 });
      const today = await json(tokens.casher, 'mengusha/till');
      expect(today).toMatchObject({ count: 1, TaxInclusiveAmount: 1.99 });
    } finally {
      t.clock.now = DEC_5;
    }
  });
});

describe('access', () => {
  const paths = [
    'reports/sales',
    'totalmonth',
    'invoiceline',
    'invoicelinemonth',
    'invoicesvat?startdate=2026-11-01&enddate=2026-11-30',
    'till',
  ];

  it('401 without a token', async () => {
    for (const p of paths) expect((await getApi(t, null, `mengusha/${p}`)).statusCode).toBe(401);
  });

  it('403 for a plain user', async () => {
    for (const p of paths) {
      const res = await getApi(t, tokens.user, `mengusha/${p}`);
      expect(res.statusCode, p).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });

  it("403 for another business: kebrit's sales user cannot read mengusha's reports", async () => {
    for (const p of paths) {
      const res = await getApi(t, tokens.sales, `mengusha/${p}`);
      expect(res.statusCode, p).toBe(403);
      expect(res.json().error.code).toBe('business_forbidden');
    }
  });

  it("one business's figures never include another's", async () => {
    expect(await json(admin, 'kebrit/reports/sales?period=all')).toEqual([
      { IssueDate: '2026-11-12', TaxInclusiveAmount: 2.2, count: 1 },
      { IssueDate: '2026-11-11', TaxInclusiveAmount: 1.1, count: 1 },
      { IssueDate: '2026-11-10', TaxInclusiveAmount: 1.1, count: 1 },
    ]);
    expect((await json(admin, 'kebrit/till')).count).toBe(0);
  });
});
