// Purchases and stock end to end in Chromium, one flow (decision 0029): a manager records a
// purchase with a receipt photo
// on purchases/new, adds two items linked to products, sees those products' stock rise on the
// stock screen, opens the quarter's VAT return and downloads it as Excel, which is read back with
// exceljs and its figures checked against hand-computed ones; purchases/vat agrees. Then, at
// tablet size, the purchases tools: all items (search), purchased products, the receipt gallery
// (thumbnail → full size) and the supplier edit, and its delete refused in Arabic while it has
// purchases. (Replaces stock.e2e.ts and vatreturn.e2e.ts, whose steps are all here.)
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct, MENGUSHA_ID } from '../../src/server/testing/catalogue-fixtures';
import { solidImage } from '../../src/server/testing/images';
import { ARTIFACTS, screenshot, signIn, startE2E, type E2E } from './harness';

const MANAGER = { username: 'manager_flow', password: 'manager-pass-7' };
/** A small whole PDF (header, one empty page, trailer and end marker). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const SUPPLIER = 'شركة الوطنية للدواجن';
let e: E2E;
let photo: string;

/*
 * By hand. Sale today: 3 × 3.00 = 9.00 cash → before VAT round½↑(900 × 100 / 115) = 7.83, VAT 1.17.
 * Purchases this quarter: 11.50 from a supplier without VAT number (set up: 10.00 + 1.50), and the
 * one the manager records: 20.00 × 12 + 7.50 × 14 = 345.00 → 300.00 + VAT 45.00.
 * Input VAT 1.50 + 45.00 = 46.50 over 2 purchases, before VAT 10.00 + 300.00 = 310.00, with VAT
 * 356.50; net 1.17 − 46.50 = −45.33.
 */
beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
  const db = e.app.ctx.db;
  await insertTestProduct(db, MENGUSHA_ID, { name: 'دجاج مشوي', price: 2500 });
  await insertTestProduct(db, MENGUSHA_ID, { name: 'أرز بسمتي', price: 900 });
  const tea = await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي أحمر', price: 300 });
  await e.api('POST', '/mengusha/orderpos', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: tea, InvoicedQuantity: 3 }],
  });
  await e.api('POST', '/mengusha/suppliers', {
    name: SUPPLIER,
    address: 'الرياض',
    vatid: '300112233400003',
  });
  const local = await e.api<{ UUID: string }>('POST', '/mengusha/suppliers', {
    name: 'بقالة الحي',
    address: '',
    vatid: '',
  });
  const date = Math.floor(Date.now() / 1000);
  await e.api('POST', '/mengusha/purchases', { supplier: local.UUID, total: 11.5, date });
  await e.api('POST', '/users', { ...MANAGER, email: '', role: 'manager' });
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  photo = path.join(ARTIFACTS, 'receipt-photo.png');
  fs.writeFileSync(photo, await solidImage(600, 800, 'png'));
});
afterAll(async () => e?.close());

type Stock = { name: string; received: number; remaining: number }[];
const stockOf = async (name: string) =>
  (await e.api<Stock>('GET', '/mengusha/stock')).find((r) => r.name === name)!;

describe.sequential('purchase → stock → VAT return → Excel, in Chromium', () => {
  it('a manager records a purchase with a photo and two linked items, sees stock, downloads the VAT return', async () => {
    const before = [await stockOf('دجاج مشوي'), await stockOf('أرز بسمتي')];
    const context = await e.browser.newContext({
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, MANAGER.username, MANAGER.password);
    await page.goto(`${e.baseUrl}/mengusha/purchases`);
    await page.getByTestId('purchases-new').click();
    await page.getByTestId('purchase-form').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByTestId('purchase-supplier').click();
    await page.getByRole('option', { name: SUPPLIER }).click();
    await page.getByTestId('purchase-total').fill('345');
    await page.getByTestId('purchase-file').setInputFiles(photo);
    await page.getByTestId('purchase-preview').waitFor();
    await screenshot(page, 'flow-purchase-new-1280x800');
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
    await expect.poll(() => page.getByTestId('items-total').textContent()).toContain('345.00');
    await screenshot(page, 'flow-purchase-items-1280x800');
    await page.getByTestId('items-submit').click();
    await page.getByTestId('purchase-table').waitFor();
    // The new purchase shows its receipt thumbnail in the list.
    await page.getByTestId('purchase-receipt').first().locator('img').waitFor();

    await page.goto(`${e.baseUrl}/mengusha/stock`);
    await page.getByTestId('stock-card').first().waitFor();
    const card = (name: string) => page.getByTestId('stock-card').filter({ hasText: name });
    await expect
      .poll(() => card('دجاج مشوي').textContent())
      .toContain(String(before[0]!.remaining + 12));
    expect(await card('أرز بسمتي').textContent()).toContain(String(before[1]!.remaining + 14));
    const after = [await stockOf('دجاج مشوي'), await stockOf('أرز بسمتي')];
    expect(after.map((r, i) => r.received - before[i]!.received)).toEqual([12, 14]);
    await screenshot(page, 'flow-stock-1280x800');

    await page.goto(`${e.baseUrl}/mengusha/reports`);
    await page.getByRole('link', { name: 'الإقرار الضريبي' }).click();
    await page.waitForURL(`${e.baseUrl}/mengusha/vatreturn`);
    await page.getByTestId('vatreturn-output').waitFor();
    expect(await page.getByTestId('vatreturn-output').textContent()).toContain('1.17');
    expect(await page.getByTestId('vatreturn-input').textContent()).toContain('46.50');
    expect(await page.getByTestId('vatreturn-input').textContent()).toContain('من فاتورتي مشتريات');
    expect(await page.getByTestId('vatreturn-net').textContent()).toContain('45.33');
    await page.locator('.report-chart svg').first().waitFor();
    await screenshot(page, 'flow-vatreturn-1280x800');

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
    expect(row(3)).toEqual(['ضريبة المدخلات (المشتريات)', 2, 310, 46.5, 356.5]);
    expect(row(4)[0]).toBe('صافي الضريبة المستحقة');
    expect(row(4)[3]).toBe(-45.33);

    await page.goto(`${e.baseUrl}/mengusha/purchases/vat`);
    await page.getByTestId('purchases-vat-suppliers').waitFor();
    expect(await page.getByTestId('purchases-vat-tax').textContent()).toContain('46.50');
    await screenshot(page, 'flow-purchases-vat-1280x800');
    await context.close();
  });

  it('at tablet size: all items, purchased products, the receipt gallery and the supplier edit', async () => {
    // A supplier's PDF receipt (a purchase without items), for the gallery's PDF icon.
    const local = (
      await e.api<{ UUID: string; name: string }[]>('GET', '/mengusha/suppliers')
    ).find((s) => s.name === 'بقالة الحي')!;
    const form = new FormData();
    form.set('supplier', local.UUID);
    form.set('total', '23.00');
    form.set('date', String(Math.floor(Date.now() / 1000)));
    form.set('image', new Blob([PDF], { type: 'application/pdf' }), 'receipt.pdf');
    await e.api('POST', '/mengusha/purchases', form);
    const context = await e.browser.newContext({ viewport: { width: 768, height: 1024 } });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, MANAGER.username, MANAGER.password);
    await page.goto(`${e.baseUrl}/mengusha/purchases`);
    await page.getByTestId('purchases-tools').click();
    await page.getByTestId('purchases-items-link').click();
    await page.waitForURL(`${e.baseUrl}/mengusha/purchases/items`);
    await page.getByTestId('all-items-table').waitFor();
    expect(await page.getByTestId('all-items-row').count()).toBe(2);
    expect(await page.getByTestId('all-items-totals').textContent()).toContain('345.00');
    await page.getByTestId('items-search').fill('أرز');
    await expect.poll(() => page.getByTestId('all-items-row').count()).toBe(1);
    expect(await page.getByTestId('all-items-row').textContent()).toContain('105.00');
    await screenshot(page, 'flow-all-items-768x1024');

    await page.goto(`${e.baseUrl}/mengusha/purchases/products`);
    await page.getByTestId('purchased-table').waitFor();
    const chicken = page.getByTestId('purchased-row').filter({ hasText: 'دجاج مشوي' });
    expect(await chicken.textContent()).toContain('240.00');
    await screenshot(page, 'flow-purchased-products-768x1024');
    await chicken.getByTestId('purchased-items-link').click();
    await page.getByTestId('items-product-filter').waitFor();
    await expect.poll(() => page.getByTestId('all-items-row').count()).toBe(1);

    await page.goto(`${e.baseUrl}/mengusha/purchases/images`);
    await page.getByTestId('receipt-card').first().waitFor();
    expect(await page.getByTestId('receipt-card').count()).toBe(2); // the 11.50 one has none
    await expect
      .poll(() =>
        page
          .getByTestId('receipt-thumb')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight),
      )
      .toBe(320);
    await screenshot(page, 'flow-receipts-768x1024');
    await page.getByTestId('receipt-open').press('Enter'); // by keyboard
    await expect
      .poll(() =>
        page
          .getByTestId('receipt-full')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(600);
    await page.keyboard.press('Escape');
    // The PDF opens in a new tab by a signed link, without the bearer header, sandboxed.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('receipt-open-pdf').click(),
    ]);
    await tab.waitForURL(/\/api\/v1\/mengusha\/purchases\/sendfile\/[0-9a-f]{32}\.pdf\?sig=/);
    const opened = await fetch(tab.url());
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-security-policy')).toMatch(/^sandbox/);
    await tab.close();

    await page.goto(`${e.baseUrl}/mengusha/purchases/suppliers`);
    const row = page.getByTestId('supplier-row').filter({ hasText: SUPPLIER });
    await row.getByTestId('supplier-edit').click();
    await page.getByTestId('supplier-edit-vatid').fill('123');
    await page.getByTestId('supplier-edit-submit').click();
    await page.getByText('الرقم الضريبي 15 رقماً يبدأ بـ 3 وينتهي بـ 3').waitFor();
    await page.getByTestId('supplier-edit-vatid').fill('300112233400003');
    await page.getByTestId('supplier-edit-address').fill('الرياض، حي السلي');
    await page.getByTestId('supplier-edit-submit').click();
    await page.getByText('حُفظت بيانات المورّد').waitFor();
    await page.getByTestId('supplier-row').filter({ hasText: 'الرياض، حي السلي' }).waitFor();
    await row.getByTestId('supplier-delete').click();
    await page.getByTestId('confirm-delete').click();
    await page.getByText('لا يمكن حذف مورّد له مشتريات مسجّلة').waitFor();
    await screenshot(page, 'flow-suppliers-768x1024');
    await context.close();
  });
});
