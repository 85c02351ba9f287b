// Credit notes in Chromium (decision 0034): on an invoice's view the administrator opens «إشعار
// دائن / مرتجع»,
// returns one piece with a reason and a confirmation, lands on the new note's view (title
// إشعار دائن, the original's number and the reason), and the till list shows the note's type. The
// dialog and the note are photographed at 1280×800, 1024×768 and 768×1024 (NOTES_SHOTS_DIR).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, MENGUSHA_ID } from '../../src/server/testing/catalogue-fixtures';
import { ADMIN, signIn, startE2E, type E2E } from './harness';

let e: E2E;
let sale: { UUID: string; ID: number };
const SHOTS = process.env.NOTES_SHOTS_DIR ?? path.resolve('tests/e2e/artifacts');

beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
  const db = e.app.ctx.db;
  const grill = await insertTestProduct(db, MENGUSHA_ID, { name: 'شيش طاووق', price: 3200 });
  const juice = await insertTestProduct(db, MENGUSHA_ID, { name: 'عصير برتقال', price: 1250 });
  sale = await e.api('POST', '/mengusha/orderpos', {
    PaymentMeansCode: '10',
    InvoiceLine: [
      { ID: grill, InvoicedQuantity: 2 },
      { ID: juice, InvoicedQuantity: 3 },
    ],
  });
  fs.mkdirSync(SHOTS, { recursive: true });
}, 60_000);

afterAll(async () => e?.close());

describe('credit note from the invoice view', () => {
  it('returns one juice with a reason and opens the note', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ar' });
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${e.baseUrl}/mengusha/invoices/view/${sale.UUID}`);
    await page.getByTestId('invoice-credit-note').click();
    await page.getByTestId('note-submit').click();
    await expect.poll(() => page.getByText('اكتب سبب الإشعار').count()).toBeGreaterThan(0);
    await page.getByTestId('credit-qty-2').fill('1');
    // The exact total the note will have (decision 0052), never «تقريباً»: one juice, 12.50.
    const total = await page.getByTestId('note-total').innerText();
    expect(total).toContain('إجمالي الإشعار شامل الضريبة');
    expect(total).toContain('12.50');
    await page.getByTestId('note-reason').fill('العصير وصل دافئاً');
    await page.getByTestId('note-confirm').check();
    for (const [w, h] of [
      [1280, 800],
      [1024, 768],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: path.join(SHOTS, `credit-dialog-${w}x${h}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('note-submit').click();
    await page.waitForURL(
      (u) => u.pathname.includes('/invoices/view/') && !u.pathname.includes(sale.UUID),
    );
    await expect.poll(() => page.getByTestId('invoice-title').textContent()).toBe('إشعار دائن');
    expect(await page.getByTestId('invoice-instruction-note').textContent()).toContain(
      'العصير وصل دافئاً',
    );
    expect(await page.getByTestId('note-original').textContent()).toContain(String(sale.ID));
    for (const [w, h] of [
      [1280, 800],
      [1024, 768],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({
        path: path.join(SHOTS, `credit-note-${w}x${h}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${e.baseUrl}/mengusha/invoices`);
    await expect.poll(() => page.getByTestId('type-381').count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, `invoices-list-1280x800.png`) });
    await page.goto(`${e.baseUrl}/mengusha/invoices/view/${sale.UUID}`);
    await page.getByTestId('invoice-debit-note').click();
    await page.getByTestId('debit-name-0').fill('فرق سعر');
    await page.getByTestId('debit-price-0').fill('5.75');
    await page.screenshot({ path: path.join(SHOTS, `debit-dialog-1280x800.png`) });
    await page.close();
  }, 90_000);
});
