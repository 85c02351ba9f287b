import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEC_5, reportWorld } from '../../testing/reports';
import { getApi } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: Awaited<ReturnType<typeof reportWorld>>['tokens'];
let clientVat = '';
const at = (iso: string) => Date.parse(iso);

/** Figures of src/server/testing/reports.ts (reportWorld), computed by hand there. */
beforeAll(async () => {
  ({ t, admin, tokens, clientVat } = await reportWorld());
});
afterAll(async () => t.close());

const json = async (token: string, path: string) => {
  const res = await getApi(t, token, path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET reports/sales (sales per IssueDate, newest date first; decision 0051)', () => {
  it('all: every Riyadh day, 23:30 on 30 Nov in November, 00:10 on 1 Dec in December', async () => {
    expect(await json(tokens.manager, 'mengusha/reports/sales?period=all')).toEqual([
      { IssueDate: '2026-12-05', TaxInclusiveAmount: 13.49, count: 2 },
      { IssueDate: '2026-12-01', TaxInclusiveAmount: 1.99, count: 1 },
      { IssueDate: '2026-11-30', TaxInclusiveAmount: 23, count: 1 },
      { IssueDate: '2026-11-15', TaxInclusiveAmount: 19.46, count: 1 },
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
    expect(await json(tokens.manager, 'mengusha/invoiceline')).toEqual([
      { ItemName: 'شاي', InvoicedQuantity: 6 },
      { ItemName: 'شاورما', InvoicedQuantity: 4 },
    ]);
    expect(await json(tokens.manager, 'mengusha/invoicelinemonth')).toEqual([
      { ItemName: 'شاي', InvoicedQuantity: 2 },
      { ItemName: 'شاورما', InvoicedQuantity: 1 },
    ]);
    t.clock.now = at('2026-11-30T20:59:59Z');
    try {
      expect(await json(tokens.manager, 'mengusha/invoicelinemonth')).toEqual([
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
      // All standard rated (decision 0046): the S box is the whole, the others are 0.
      boxes: {
        standard: { TaxExclusiveAmount: 36.92, TaxAmount: 5.54 },
        zeroRated: { TaxExclusiveAmount: 0, TaxAmount: 0 },
        exports: { TaxExclusiveAmount: 0, TaxAmount: 0 },
        exempt: { TaxExclusiveAmount: 0, TaxAmount: 0 },
        totalSales: { TaxExclusiveAmount: 36.92, TaxAmount: 5.54 },
        outOfScope: { TaxExclusiveAmount: 0, TaxAmount: 0 },
      },
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

  it('without dates: the current Riyadh quarter, both ends inclusive (decision 0051)', async () => {
    expect(await json(admin, 'mengusha/invoicesvat')).toMatchObject({
      startdate: '2026-10-01',
      enddate: '2026-12-31',
      count: 5,
      TaxInclusiveAmount: 57.94,
    });
    // A one-day period is that day: its end is not moved by a day.
    expect(
      await json(admin, 'mengusha/invoicesvat?startdate=2026-12-01&enddate=2026-12-01'),
    ).toMatchObject({ count: 1, TaxInclusiveAmount: 1.99 });
  });

  it('400: reversed dates, unknown code, bad VAT number', async () => {
    for (const q of [
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
    const r = await json(tokens.manager, 'mengusha/till');
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
      const r = await json(tokens.manager, 'mengusha/till?view=invoicesyesterday');
      expect(r.invoices.map((i: { ID: number }) => i.ID)).toEqual([2]);
      expect(r.byPaymentMeans).toEqual({ '10': 23, '48': 0, '42': 0, '45': 0, '24': 0 });
      const today = await json(tokens.manager, 'mengusha/till');
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

  it('403 for the cashier: their reports are their own sales of today (decision 0051)', async () => {
    for (const p of [...paths, 'reports/cashiers', 'reports/hours', 'reports/export']) {
      const res = await getApi(t, tokens.casher, `mengusha/${p}`);
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
