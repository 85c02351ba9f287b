// The VAT return (GET reports/vatreturn) and GET purchases/vat against figures
// computed by hand below, on both sides of the Q3/Q4 boundary in Riyadh time.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { createPurchase, createSupplier } from '../../testing/purchases';
import { getApi, sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';

const at = (iso: string) => Date.parse(iso);
const secs = (iso: string) => Date.parse(iso) / 1000;
/** "now": 12:00 Riyadh on 15 October 2026. */
const NOW = at('2026-10-15T09:00:00Z');

let t: TestApp;
let admin: string;
const tokens = { casher: '', sales: '', user: '', manager: '' };
let s1 = '';
let s2 = '';

/*
 * mengusha — A 'شاورما' 11.50 (ext 10.00, tax 1.50), B 'شاي' 1.99 (ext round(173.04) = 1.73, 0.26):
 *   sales: x1 00:30 Riyadh 1 Jul (21:30Z 30 Jun) 1×B 1.99              → Q3
 *          x2 10 Sep cash 2×A 23.00 (20.00, 3.00)                        → Q3
 *          x3 23:30 Riyadh 30 Sep (20:30Z) cash 1×A 11.50 (10.00, 1.50)  → Q3
 *          x4 00:10 Riyadh 1 Oct (21:10Z 30 Sep) card 48 1×B 1.99        → Q4
 *          x5 5 Oct credit 24 10×A 115.00 (100.00, 15.00)                → Q4
 *   Q3 output: 3 invoices, 36.49 / 31.73 / VAT 4.76; Q4 output: 2, 116.99 / 101.73 / VAT 15.26.
 *   purchases (split = round½↑(total × 100/115)): S1 'مطاحن الأولى' (VAT 300055566600003),
 *   S2 'بقالة الحي' (no VAT number):
 *          p1 S1 23:30 Riyadh 30 Sep 115.00 (100.00, 15.00)             → Q3
 *          p2 S2 15 Sep 10.00 (round(869.57) = 8.70, 1.30)               → Q3
 *          p3 S1 00:10 Riyadh 1 Oct 23.00 (20.00, 3.00)                  → Q4
 *          p4 S2 10 Oct 10.00 (8.70, 1.30)                               → Q4
 *   Q3 input: 2, 125.00 / 108.70 / VAT 16.30 → net 4.76 − 16.30 = −11.54 (refund)
 *   Q4 input: 2, 33.00 / 28.70 / VAT 4.30   → net 15.26 − 4.30 = 10.96
 * kebrit — one sale and one 1150.00 purchase on 2 Oct, which mengusha's figures never include.
 */
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await t.adminToken();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[role] = await t.userToken(role);
  const db = t.app.ctx.db;
  const A = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاورما', price: 1150 });
  const B = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي', price: 199 });
  const K = await insertTestProduct(db, KEBRIT_ID, { name: 'ماء', price: 110 });
  const sale = async (iso: string, business: string, code: string, ID: number, q: number) => {
    t.clock.now = at(iso);
    await sell(t, admin, business, {
      PaymentMeansCode: code,
      InvoiceLine: [{ ID, InvoicedQuantity: q }],
    } as Parameters<typeof sell>[3]);
  };
  await sale('2026-06-30T21:30:00Z', 'mengusha', '10', B, 1);
  await sale('2026-09-10T09:00:00Z', 'mengusha', '10', A, 2);
  await sale('2026-09-30T20:30:00Z', 'mengusha', '10', A, 1);
  await sale('2026-09-30T21:10:00Z', 'mengusha', '48', B, 1);
  await sale('2026-10-05T09:00:00Z', 'mengusha', '24', A, 10);
  await sale('2026-10-02T09:00:00Z', 'kebrit', '10', K, 1);
  t.clock.now = NOW;
  s1 = (await createSupplier(t, admin, 'mengusha', { name: 'مطاحن الأولى' })).UUID;
  s2 = (await createSupplier(t, admin, 'mengusha', { name: 'بقالة الحي', vatid: '' })).UUID;
  const k1 = (await createSupplier(t, admin, 'kebrit')).UUID;
  const buy = (business: string, supplier: string, iso: string, total: number) =>
    createPurchase(t, admin, business, { supplier, total, date: secs(iso) });
  await buy('mengusha', s1, '2026-09-30T20:30:00Z', 115);
  await buy('mengusha', s2, '2026-09-15T09:00:00Z', 10);
  await buy('mengusha', s1, '2026-09-30T21:10:00Z', 23);
  await buy('mengusha', s2, '2026-10-10T09:00:00Z', 10);
  await buy('kebrit', k1, '2026-10-02T09:00:00Z', 1150);
});
afterAll(async () => t.close());

const json = async (token: string, path: string) => {
  const res = await getApi(t, token, path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The boxes of all-standard-rated sales (decision 0046): the S box and the total, others 0. */
const allStandard = (exc: number, tax: number) => {
  const rest = ['zeroRated', 'exports', 'exempt', 'outOfScope'];
  const s = { TaxExclusiveAmount: exc, TaxAmount: tax };
  const zeros = Object.fromEntries(rest.map((k) => [k, { TaxExclusiveAmount: 0, TaxAmount: 0 }]));
  return { standard: s, totalSales: s, ...zeros };
};

describe('GET reports/vatreturn', () => {
  it('Q3: 00:30 on 1 Jul and 23:30 on 30 Sep (Riyadh) are in; net negative is a refund', async () => {
    expect(await json(tokens.manager, 'mengusha/reports/vatreturn?year=2026&quarter=3')).toEqual({
      year: 2026,
      quarter: 3,
      startdate: '2026-07-01',
      enddate: '2026-09-30',
      output: { count: 3, TaxInclusiveAmount: 36.49, TaxExclusiveAmount: 31.73, TaxAmount: 4.76 },
      input: { count: 2, TaxInclusiveAmount: 125, TaxExclusiveAmount: 108.7, TaxAmount: 16.3 },
      net: -11.54,
      boxes: allStandard(31.73, 4.76),
    });
  });

  it('Q4: 00:10 on 1 Oct (Riyadh) and the credit (24) invoice are in', async () => {
    expect(await json(admin, 'mengusha/reports/vatreturn?year=2026&quarter=4')).toEqual({
      year: 2026,
      quarter: 4,
      startdate: '2026-10-01',
      enddate: '2026-12-31',
      output: {
        count: 2,
        TaxInclusiveAmount: 116.99,
        TaxExclusiveAmount: 101.73,
        TaxAmount: 15.26,
      },
      input: { count: 2, TaxInclusiveAmount: 33, TaxExclusiveAmount: 28.7, TaxAmount: 4.3 },
      net: 10.96,
      boxes: allStandard(101.73, 15.26),
    });
  });

  it('an empty quarter is zeros', async () => {
    const r = await json(admin, 'mengusha/reports/vatreturn?year=2025&quarter=1');
    expect(r.output).toEqual({
      count: 0,
      TaxInclusiveAmount: 0,
      TaxExclusiveAmount: 0,
      TaxAmount: 0,
    });
    expect(r.input).toEqual(r.output);
    expect(r.net).toBe(0);
  });

  it('kebrit sees only its own sale and purchase', async () => {
    const r = await json(admin, 'kebrit/reports/vatreturn?year=2026&quarter=4');
    expect(r.output).toEqual({
      count: 1,
      TaxInclusiveAmount: 1.1,
      TaxExclusiveAmount: 0.96,
      TaxAmount: 0.14,
    });
    expect(r.input).toEqual({
      count: 1,
      TaxInclusiveAmount: 1150,
      TaxExclusiveAmount: 1000,
      TaxAmount: 150,
    });
    expect(r.net).toBe(-149.86);
  });

  it.each([
    'year=2026&quarter=5',
    'year=2026',
    'quarter=2',
    'year=abc&quarter=1',
    'year=1999&quarter=1',
  ])('400 with an Arabic message for %s', async (q) => {
    const res = await getApi(t, admin, `mengusha/reports/vatreturn?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(JSON.stringify(res.json().error)).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET purchases/vat', () => {
  it('September: totals and per supplier with VAT number (none for the grocer)', async () => {
    expect(
      await json(tokens.manager, 'mengusha/purchases/vat?start=2026-09-01&end=2026-09-30'),
    ).toEqual({
      start: '2026-09-01',
      end: '2026-09-30',
      count: 2,
      total: 125,
      taxExclusive: 108.7,
      tax: 16.3,
      bySupplier: [
        {
          supplierUUID: s1,
          supplier: 'مطاحن الأولى',
          vatid: '300055566600003',
          count: 1,
          total: 115,
          taxExclusive: 100,
          tax: 15,
        },
        {
          supplierUUID: s2,
          supplier: 'بقالة الحي',
          vatid: '',
          count: 1,
          total: 10,
          taxExclusive: 8.7,
          tax: 1.3,
        },
      ],
    });
  });

  it('1 October alone holds the 00:10 purchase only', async () => {
    const r = await json(admin, 'mengusha/purchases/vat?start=2026-10-01&end=2026-10-01');
    expect(r).toMatchObject({ count: 1, total: 23, taxExclusive: 20, tax: 3 });
    expect(r.bySupplier).toHaveLength(1);
  });

  it('400 for a reversed or malformed period', async () => {
    for (const q of [
      'start=2026-10-02&end=2026-10-01',
      'start=2026-13-01&end=2026-12-01',
      'start=2026-10-01',
    ]) {
      const res = await getApi(t, admin, `mengusha/purchases/vat?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('export', () => {
  async function sheet(path: string) {
    const res = await getApi(t, admin, `mengusha/reports/export?${path}`);
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { ws, rows };
  }

  it('vatreturn xlsx: three rows, then the sales boxes; numbers as numbers, right to left', async () => {
    const { ws, rows } = await sheet('report=vatreturn&year=2026&quarter=4');
    expect(ws.name).toBe('إقرار ضريبي 2026 ر4');
    expect(ws.views[0]?.rightToLeft).toBe(true);
    expect(rows.slice(1)).toEqual([
      ['ضريبة المخرجات (المبيعات)', 2, 101.73, 15.26, 116.99],
      ['ضريبة المدخلات (المشتريات)', 2, 28.7, 4.3, 33],
      ['صافي الضريبة المستحقة', undefined, undefined, 10.96], // empty cells stay empty,
      ['المبيعات الخاضعة للنسبة الأساسية 15%', undefined, 101.73, 15.26],
      ['المبيعات المحلية الخاضعة للنسبة الصفرية', undefined, 0, 0],
      ['الصادرات', undefined, 0, 0],
      ['المبيعات المعفاة', undefined, 0, 0],
      ['إجمالي المبيعات', undefined, 101.73, 15.26],
      ['توريدات خارج نطاق الضريبة', undefined, 0, 0],
    ]);
  });

  it('purchasesvat csv: BOM, per supplier then the total', async () => {
    const res = await getApi(
      t,
      admin,
      'mengusha/reports/export?report=purchasesvat&format=csv&startdate=2026-09-01&enddate=2026-09-30',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFالمورد,الرقم الضريبي,عدد الفواتير,قبل الضريبة,الضريبة,الإجمالي',
      'مطاحن الأولى,300055566600003,1,100,15,115',
      'بقالة الحي,,1,8.7,1.3,10',
      'الإجمالي 2026-09-01 – 2026-09-30,,2,108.7,16.3,125',
      '',
    ]);
  });

  it('vatreturn without a quarter is a 400', async () => {
    const res = await getApi(t, admin, 'mengusha/reports/export?report=vatreturn&year=2026');
    expect(res.statusCode).toBe(400);
  });
});

describe('access', () => {
  const paths = [
    'reports/vatreturn?year=2026&quarter=4',
    'purchases/vat?start=2026-10-01&end=2026-10-31',
    'reports/export?report=vatreturn&year=2026&quarter=4',
    'reports/export?report=purchasesvat',
  ];

  it('401 without a token', async () => {
    for (const p of paths) expect((await getApi(t, null, `mengusha/${p}`)).statusCode, p).toBe(401);
  });

  it('403 for a casher (reads sales reports, not purchases) and a plain user', async () => {
    for (const token of [tokens.casher, tokens.user])
      for (const p of paths) {
        const res = await getApi(t, token, `mengusha/${p}`);
        expect(res.statusCode, p).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
        expect(res.json().error.message).toBe('ليست لديك صلاحية لهذا الإجراء');
      }
  });

  it("403 for another business: kebrit's sales user cannot open mengusha's", async () => {
    for (const p of paths) {
      const res = await getApi(t, tokens.sales, `mengusha/${p}`);
      expect(res.statusCode, p).toBe(403);
      expect(res.json().error.code).toBe('business_forbidden');
    }
  });
});
