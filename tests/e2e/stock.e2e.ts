// Issue #7 §1–§2 in Chromium: a manager records a purchase with a receipt photo (a generated PNG
// file) on purchases/new, lands on its items, adds two items linked to products by search, saves,
// and sees those products' received and remaining stock increase on the stock screen.
// Photographed at 1366×768 and 800×1280.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, MENGUSHA_ID } from '../../src/server/testing/catalogue-fixtures';
import { solidImage } from '../../src/server/testing/images';
import { ARTIFACTS, screenshot, signIn, startE2E, type E2E } from './harness';

const MANAGER = { username: 'manager_stock', password: 'manager-pass-7' };
let e: E2E;
let photo: string;
beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
  const db = e.app.ctx.db;
  await insertTestProduct(db, MENGUSHA_ID, { name: 'دجاج مشوي', price: 2500 });
  await insertTestProduct(db, MENGUSHA_ID, { name: 'أرز بسمتي', price: 900 });
  await e.api('POST', '/mengusha/suppliers', {
    name: 'شركة الوطنية للدواجن',
    address: 'الرياض',
    vatid: '300112233400003',
  });
  await e.api('POST', '/users', { ...MANAGER, email: '', role: 'manager' });
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  photo = path.join(ARTIFACTS, 'receipt-photo.png');
  fs.writeFileSync(photo, await solidImage(600, 800, 'png'));
});
afterAll(async () => e?.close());

type Stock = { name: string; received: number; remaining: number }[];
const stockOf = async (name: string) =>
  (await e.api<Stock>('GET', '/mengusha/stock')).find((r) => r.name === name)!;

describe('a purchase adds to stock, in Chromium (issue #7 §1, §2)', () => {
  for (const [w, h] of [
    [1366, 768],
    [800, 1280],
  ] as const)
    it(`a manager records a purchase with a photo and two items at ${w}×${h}`, async () => {
      const before = [await stockOf('دجاج مشوي'), await stockOf('أرز بسمتي')];
      const context = await e.browser.newContext({ viewport: { width: w, height: h } });
      const page = await context.newPage();
      await signIn(page, e.baseUrl, MANAGER.username, MANAGER.password);
      await page.goto(`${e.baseUrl}/mengusha/purchases`);
      await page.getByTestId('purchases-new').click();
      await page.getByTestId('purchase-form').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.getByTestId('purchase-supplier').click();
      await page.getByRole('option', { name: 'شركة الوطنية للدواجن' }).click();
      await page.getByTestId('purchase-total').fill('345');
      await page.getByTestId('purchase-file').setInputFiles(photo);
      await page.getByTestId('purchase-preview').waitFor();
      await screenshot(page, `purchase-new-${w}x${h}`);
      await page.getByTestId('purchase-submit').click();
      await page.getByTestId('purchase-items-form').waitFor();
      expect(page.url()).toMatch(/\/mengusha\/purchases\/edit\/[0-9a-f-]{36}$/);

      await page.getByTestId('item-add').click();
      const rows = page.getByTestId('purchase-item-row');
      for (const [i, product, price, quantity] of [
        [0, 'دجاج مشوي', '20', '12'],
        [1, 'أرز بسمتي', '7.5', '14'],
      ] as const) {
        const row = rows.nth(i);
        await row.getByTestId('item-product').click();
        await row.getByTestId('item-product').fill(product.slice(0, 3));
        await page.getByRole('option', { name: product }).click();
        await row.getByTestId('item-price').fill(price);
        await row.getByTestId('item-quantity').fill(quantity);
      }
      // 20 × 12 + 7.50 × 14 = 345.00
      await expect.poll(() => page.getByTestId('items-total').textContent()).toContain('345.00');
      await screenshot(page, `purchase-items-${w}x${h}`);
      await page.getByTestId('items-submit').click();
      await page.getByTestId('purchase-table').waitFor();

      await page.goto(`${e.baseUrl}/mengusha/stock`);
      await page.getByTestId('stock-card').first().waitFor();
      const card = (name: string) => page.getByTestId('stock-card').filter({ hasText: name });
      await expect
        .poll(() => card('دجاج مشوي').textContent())
        .toContain(String(before[0]!.remaining + 12));
      expect(await card('أرز بسمتي').textContent()).toContain(String(before[1]!.remaining + 14));
      const after = [await stockOf('دجاج مشوي'), await stockOf('أرز بسمتي')];
      expect(after.map((r, i) => r.remaining - before[i]!.remaining)).toEqual([12, 14]);
      expect(after.map((r, i) => r.received - before[i]!.received)).toEqual([12, 14]);
      await screenshot(page, `stock-${w}x${h}`);
      await context.close();
    });
});
