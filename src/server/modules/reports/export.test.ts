import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportWorld } from '../../testing/reports';
import { getApi } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';

/** Exports read back: figures of reportWorld (src/server/testing/reports.ts). */
let t: TestApp;
let admin: string;
let tokens: Awaited<ReturnType<typeof reportWorld>>['tokens'];
beforeAll(async () => {
  ({ t, admin, tokens } = await reportWorld());
});
afterAll(async () => t.close());

async function download(path: string, token = admin) {
  const res = await getApi(t, token, `mengusha/reports/export?${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function readXlsx(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { ws, rows };
}

describe('GET reports/export', () => {
  it('xlsx: Arabic sheet name, right-to-left, numbers as numbers', async () => {
    const res = await download('report=sales&format=xlsx&period=all');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-mengusha.xlsx"');
    const { ws, rows } = await readXlsx(res.rawPayload);
    expect(ws.name).toBe('المبيعات اليومية');
    expect(ws.views[0]?.rightToLeft).toBe(true);
    expect(rows).toEqual([
      ['التاريخ', 'عدد الفواتير', 'الإجمالي'],
      // Newest date first (decision 0051).
      ['2026-12-05', 2, 13.49],
      ['2026-12-01', 1, 1.99],
      ['2026-11-30', 1, 23],
      ['2026-11-15', 1, 19.46],
    ]);
    expect(typeof rows[2]![2]).toBe('number');
  });

  it('xlsx of the VAT report: per payment means and the total line', async () => {
    const res = await download(
      'report=invoicesvat&format=xlsx&startdate=2026-11-01&enddate=2026-11-30',
    );
    const { ws, rows } = await readXlsx(res.rawPayload);
    expect(ws.name).toBe('ضريبة القيمة المضافة');
    expect(rows).toEqual([
      ['طريقة الدفع', 'عدد الفواتير', 'قبل الضريبة', 'الضريبة', 'الإجمالي'],
      ['نقداً', 2, 36.92, 5.54, 42.46],
      ['الإجمالي 2026-11-01 – 2026-11-30', 2, 36.92, 5.54, 42.46],
      // By VAT category (decision 0046): all standard rated here.
      ['المبيعات الخاضعة للنسبة الأساسية 15%', undefined, 36.92, 5.54],
      ['المبيعات المحلية الخاضعة للنسبة الصفرية', undefined, 0, 0],
      ['الصادرات', undefined, 0, 0],
      ['المبيعات المعفاة', undefined, 0, 0],
      ['إجمالي المبيعات', undefined, 36.92, 5.54],
      ['توريدات خارج نطاق الضريبة', undefined, 0, 0],
    ]);
  });

  it('CSV: UTF-8 with BOM, Arabic readable, CRLF', async () => {
    const res = await download('report=invoiceline&format=csv&period=all');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('الصنف,الكمية\r\nشاي,6\r\nشاورما,4\r\n');
  });

  it('CSV of the monthly totals', async () => {
    const res = await download('report=totalmonth&format=csv');
    expect(res.rawPayload.subarray(3).toString('utf8')).toBe(
      'الشهر,الإجمالي\r\n2026-11,42.46\r\n2026-12,15.48\r\n',
    );
  });

  it('400 for an unknown report or format, or reversed VAT dates; 401; 403', async () => {
    for (const q of [
      'report=x&format=csv',
      'report=sales&format=pdf',
      'report=invoicesvat&format=csv&startdate=2026-12-01&enddate=2026-11-01',
    ]) {
      const res = await getApi(t, admin, `mengusha/reports/export?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const q = 'mengusha/reports/export?report=sales&format=csv';
    expect((await getApi(t, null, q)).statusCode).toBe(401);
    expect((await getApi(t, tokens.user, q)).statusCode).toBe(403);
    expect((await getApi(t, tokens.sales, q)).json().error.code).toBe('business_forbidden');
  });
});
