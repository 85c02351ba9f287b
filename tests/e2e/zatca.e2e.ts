// ZATCA_MODE=offline in Chromium (decision 0032): a POS sale's invoice view shows
// «موقّعة — ICV 1», and «تنزيل XML» saves {ID}.xml, the signed document.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, KEBRIT_ID } from '../../src/server/testing/catalogue-fixtures';
import { screenshot, signIn, startE2E, ADMIN, type E2E } from './harness';

let e: E2E;
let sale: { UUID: string; ID: number };

beforeAll(async () => {
  e = await startE2E({ ZATCA_MODE: 'offline' });
  const rice = await insertTestProduct(e.app.ctx.db, KEBRIT_ID, {
    name: 'أرز بسمتي 10 كغ',
    price: 8999,
  });
  sale = await e.api('POST', '/kebrit/orderpos', {
    PaymentMeansCode: '10',
    DiscountPercent: 0,
    InvoiceLine: [{ ID: rice, InvoicedQuantity: 2 }],
  });
}, 60_000);
afterAll(async () => e?.close());

describe('invoice view with a signed ZATCA document, in Chromium', () => {
  it('shows the state line and downloads {ID}.xml', async () => {
    for (const [width, height] of [
      [1366, 768],
      [800, 1280],
    ] as const) {
      const page = await e.browser.newPage({ viewport: { width, height }, acceptDownloads: true });
      await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${e.baseUrl}/kebrit/invoices/view/${sale.UUID}`);
      const state = page.getByTestId('invoice-zatca-state');
      await state.waitFor();
      expect(await state.textContent()).toBe('الفوترة الإلكترونية: موقّعة — ICV 1');
      expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
      await screenshot(page, `zatca-invoice-view-${width}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('invoice-download-xml').click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${sale.ID}.xml`);
      const xml = fs.readFileSync((await download.path())!, 'utf8');
      expect(xml).toMatch(/<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>1<\/cbc:UUID>/);
      expect(xml).toContain(`<cbc:UUID>${sale.UUID}</cbc:UUID>`);
      await page.close();
    }
  }, 120_000);
});
