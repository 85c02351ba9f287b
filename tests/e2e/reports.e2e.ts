// Reports in Chromium (decision 0030): after three sales today a manager-level user opens the
// reports, the
// item report, the VAT report, the till dashboard and the profit / cashier / hour report, photographed at 1366×768 and 800×1280, and
// downloads the sales report as Excel, which is read back (exceljs).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, MENGUSHA_ID } from '../../src/server/testing/catalogue-fixtures';
import { ADMIN, screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
  const db = e.app.ctx.db;
  const tea = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي أحمر', price: 300 });
  const grill = await insertTestProduct(db, MENGUSHA_ID, { name: 'مشاوي مشكلة', price: 4500 });
  for (const [ID, q, means] of [
    [tea, 3, '10'],
    [grill, 1, '48'],
    [grill, 2, '42'],
  ] as const)
    await e.api('POST', '/mengusha/orderpos', {
      PaymentMeansCode: means,
      InvoiceLine: [{ ID, InvoicedQuantity: q }],
    });
});
afterAll(async () => e?.close());

describe('report screens in Chromium', () => {
  for (const [w, h] of [
    [1366, 768],
    [800, 1280],
  ] as const) {
    it(`reports, invoicesline, invoicesvat and till at ${w}×${h}`, async () => {
      const context = await e.browser.newContext({
        viewport: { width: w, height: h },
        acceptDownloads: true,
      });
      const page = await context.newPage();
      await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${e.baseUrl}/mengusha/reports`);
      await page.getByTestId('sales-by-day').waitFor();
      await page.locator('.report-chart svg').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await screenshot(page, `reports-${w}x${h}`);

      if (w === 1366) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('export-sales-xlsx').click(),
        ]);
        expect(download.suggestedFilename()).toBe('sales-mengusha.xlsx');
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
        const ws = wb.worksheets[0]!;
        expect(ws.name).toBe('المبيعات اليومية');
        expect(ws.getRow(2).getCell(3).value).toBe(9 + 45 + 90);
      }

      await page.goto(`${e.baseUrl}/mengusha/invoicesline`);
      await page.getByTestId('items-table').waitFor();
      await screenshot(page, `invoicesline-${w}x${h}`);
      await page.goto(`${e.baseUrl}/mengusha/invoicesvat`);
      await page.getByTestId('vat-total').waitFor();
      await screenshot(page, `invoicesvat-${w}x${h}`);
      await page.goto(`${e.baseUrl}/mengusha/till`);
      await page.getByTestId('till-invoices').waitFor();
      expect(await page.getByTestId('till-total-all').textContent()).toContain('144.00');
      await screenshot(page, `till-${w}x${h}`);
      // Decision 0051: gross profit (no cost price entered: all of the sales without one), per
      // cashier, per Riyadh hour; the period rule stated under the dates.
      await page.goto(`${e.baseUrl}/mengusha/insights`);
      await page.getByTestId('sales-by-hour').waitFor();
      expect(await page.getByTestId('uncosted-share').textContent()).toContain('100٪');
      expect(await page.getByTestId('sales-by-cashier').textContent()).toContain('144.00');
      await page.getByTestId('period-rule').waitFor();
      await screenshot(page, `insights-${w}x${h}`);
      await context.close();
    });
  }
});
