// Issue #7 §3 in Chromium: a manager opens the VAT return of this quarter (one sale and two
// purchases today), sees output, input and net, downloads it as Excel, which is read back with
// exceljs; the purchases/vat screen is photographed too (1366×768 and 800×1280).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, MENGUSHA_ID } from '../../src/server/testing/catalogue-fixtures';
import { screenshot, signIn, startE2E, type E2E } from './harness';

const MANAGER = { username: 'manager_vat', password: 'manager-pass-123' };
let e: E2E;

/*
 * By hand: sale 3 × 3.00 = 9.00 cash → before VAT round½↑(900 × 100 / 115) = 7.83, VAT 1.17.
 * Purchases now: 230.00 (200.00 + 30.00) from a supplier with a VAT number and 11.50 (10.00 +
 * 1.50) from one without → input VAT 31.50 over 2 purchases; net 1.17 − 31.50 = −30.33.
 */
beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
  await e.api('POST', '/users', { ...MANAGER, email: '', role: 'manager' });
  const tea = await insertTestProduct(e.app.ctx.db, MENGUSHA_ID, { name: 'شاي أحمر', price: 300 });
  await e.api('POST', '/mengusha/orderpos', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: tea, InvoicedQuantity: 3 }],
  });
  const withVat = await e.api<{ UUID: string }>('POST', '/mengusha/suppliers', {
    name: 'شركة الوطنية للدواجن',
    address: 'الرياض',
    vatid: '300112233400003',
  });
  const without = await e.api<{ UUID: string }>('POST', '/mengusha/suppliers', {
    name: 'بقالة الحي',
    address: '',
    vatid: '',
  });
  const date = Math.floor(Date.now() / 1000);
  await e.api('POST', '/mengusha/purchases', { supplier: withVat.UUID, total: 230, date });
  await e.api('POST', '/mengusha/purchases', { supplier: without.UUID, total: 11.5, date });
});
afterAll(async () => e?.close());

describe('VAT return in Chromium (issue #7 §3)', () => {
  for (const [w, h] of [
    [1366, 768],
    [800, 1280],
  ] as const) {
    it(`a manager opens the quarter's VAT return and purchases/vat at ${w}×${h}`, async () => {
      const context = await e.browser.newContext({
        viewport: { width: w, height: h },
        acceptDownloads: true,
      });
      const page = await context.newPage();
      await signIn(page, e.baseUrl, MANAGER.username, MANAGER.password);
      await page.goto(`${e.baseUrl}/mengusha/reports`);
      await page.getByRole('link', { name: 'الإقرار الضريبي' }).click();
      await page.waitForURL(`${e.baseUrl}/mengusha/vatreturn`);
      await page.getByTestId('vatreturn-output').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await page.getByTestId('vatreturn-output').textContent()).toContain('1.17');
      expect(await page.getByTestId('vatreturn-input').textContent()).toContain('31.50');
      expect(await page.getByTestId('vatreturn-input').textContent()).toContain('من 2 فاتورة');
      expect(await page.getByTestId('vatreturn-net').textContent()).toContain('30.33');
      await page.locator('.report-chart svg').first().waitFor();
      await screenshot(page, `vatreturn-${w}x${h}`);

      if (w === 1366) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('export-vatreturn-xlsx').click(),
        ]);
        expect(download.suggestedFilename()).toBe('vatreturn-mengusha.xlsx');
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
        const ws = wb.worksheets[0]!;
        expect(ws.name).toMatch(/^إقرار ضريبي \d{4} ر[1-4]$/);
        expect(ws.views[0]?.rightToLeft).toBe(true);
        const row = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
        expect(row(2)).toEqual(['ضريبة المخرجات (المبيعات)', 1, 7.83, 1.17, 9]);
        expect(row(3)).toEqual(['ضريبة المدخلات (المشتريات)', 2, 210, 31.5, 241.5]);
        expect(row(4)[0]).toBe('صافي الضريبة المستحقة');
        expect(row(4)[3]).toBe(-30.33);
      }

      await page.goto(`${e.baseUrl}/mengusha/purchases/vat`);
      await page.getByTestId('purchases-vat-suppliers').waitFor();
      expect(await page.getByTestId('purchases-vat-tax').textContent()).toContain('31.50');
      await screenshot(page, `purchases-vat-${w}x${h}`);
      await context.close();
    });
  }
});
