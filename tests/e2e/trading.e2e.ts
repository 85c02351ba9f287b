// Trading documents end to end in Chromium (decisions 0069, 0070), at the office's desktop
// (1366×768) and at a tablet held upright (800×1280): a purchase order made on its form, sent and
// received in part with a lot and an expiry date, whose pieces then show in the stock, the lots
// and the near-expiry list; and a sale order confirmed, delivered in part with the receiver's
// signature drawn on the screen, invoiced for what left, delivered in full and invoiced again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riyadhDate } from '../../src/domain/riyadh-time';
import { insertTestProduct, KEBRIT_ID } from '../../src/server/testing/catalogue-fixtures';
import { clientInput } from '../../src/server/testing/clients';
import { screenshot, signIn, startE2E, ADMIN, type E2E } from './harness';

const SUPPLIER = 'مؤسسة الخليج للتوريدات';
const CLIENT = 'شركة الأفق للتجارة';
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
  await e.api('POST', '/kebrit/clients', clientInput({ RegistrationName: CLIENT }));
});
afterAll(async () => e?.close());

/** Picks `name` in the Mantine select labelled `label` (the nth such select). */
async function pick(page: Page, label: string, name: string, nth = 0) {
  await page.getByRole('textbox', { name: label }).nth(nth).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Draws a short stroke on the signature pad with the mouse (as a finger would). */
async function sign(page: Page) {
  const box = (await page.getByTestId('signature-pad').boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + 30 + i * 20, box.y + box.height / 2 + (i % 2 ? -15 : 15));
  await page.mouse.up();
}

/** Confirms the open confirmation dialog. */
const confirmDialog = (page: Page) => page.getByTestId('confirm-action').click();

type SaleOrder = {
  state: string;
  deliveries: { uuid: string }[];
  invoices: { uuid: string; number: number }[];
  lines: { delivered: number; invoiced: number }[];
};
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

    it(`sale order → partial delivery signed on screen → invoice → the rest → second invoice, at ${tag}`, async () => {
      const before = await remaining(product.sugar);
      const page = await (await e.browser.newContext({ viewport: size })).newPage();
      await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${e.baseUrl}/kebrit/sale_orders`);
      await page.getByTestId('so-add').click();
      await page.getByTestId('so-form').waitFor();
      await pick(page, 'العميل', CLIENT);
      await pick(page, 'الصنف', 'سكر أبيض 5 كغ');
      await page.getByRole('textbox', { name: 'الكمية' }).fill('5');
      await screenshot(page, `trading-so-form-${tag}`);
      await page.getByTestId('so-save').click();
      await page.waitForURL(/\/kebrit\/sale_orders\/[0-9a-f-]{36}$/);
      const uuid = page.url().split('/').pop()!;
      const order = () => e.api<SaleOrder>('GET', `/kebrit/sale_orders/${uuid}`);

      await page.getByTestId('so-confirm').click();
      await confirmDialog(page);
      await expect.poll(async () => (await order()).state).toBe('confirmed');

      // Two of five pieces leave, signed for on the screen.
      await page.getByTestId('so-deliver').click();
      const form = page.getByTestId('delivery-form');
      await form.getByRole('textbox', { name: 'القطع: سكر أبيض 5 كغ' }).fill('2');
      await sign(page);
      await screenshot(page, `trading-so-deliver-${tag}`);
      await page.getByTestId('delivery-submit').click();
      await expect.poll(async () => (await order()).state).toBe('partly_delivered');
      expect(await remaining(product.sugar)).toBe(before - 2);
      const note = (await order()).deliveries[0]!.uuid;
      const signature = await fetch(
        `${e.baseUrl}/api/v1/kebrit/delivery_orders/${note}/signature.png`,
        { headers: { authorization: `Bearer ${e.adminToken}` } },
      );
      expect(signature.status).toBe(200);
      expect(signature.headers.get('content-type')).toContain('image/png');

      // The invoice bills the two delivered pieces and moves no stock again.
      await page.getByTestId('so-invoice').click();
      await confirmDialog(page);
      await page.getByTestId('so-issued').waitFor();
      await screenshot(page, `trading-so-invoiced-${tag}`);
      expect((await order()).lines[0]).toMatchObject({ delivered: 2, invoiced: 2 });
      expect(await remaining(product.sugar)).toBe(before - 2);

      // The rest (three pieces, the dialog's default), then the second invoice.
      await page.getByTestId('so-deliver').click();
      await sign(page);
      await page.getByTestId('delivery-submit').click();
      await expect.poll(async () => (await order()).state).toBe('delivered');
      await page.getByTestId('so-invoice').click();
      await confirmDialog(page);
      await expect.poll(async () => (await order()).state).toBe('invoiced');
      const done = await order();
      expect(done.invoices).toHaveLength(2);
      expect(done.lines[0]).toMatchObject({ delivered: 5, invoiced: 5 });
      expect(await remaining(product.sugar)).toBe(before - 5);
      await page.getByText('مفوتر').first().waitFor();
      await screenshot(page, `trading-so-done-${tag}`);
      await page.context().close();
    });
  }
});
