import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductPng } from '../../src/server/demo/images';
import { ARTIFACTS, screenshot, signIn, startE2E, type E2E } from './harness';
import { clippedTexts, scan, smallTouchTargets } from './pos-checks';

const exec = promisify(execFile);
let e: E2E;
const products: Record<string, number> = {};

const JUICE_BARCODE = '6281007035546';

/**
 * Creates a category and four products with images in mengusha through the API: names that end
 * in ي and one long enough for two lines and an ellipsis on a tile; the juice has a barcode.
 */
async function seedMenu() {
  const cat = await e.api<{ UUID: string }>('POST', '/mengusha/categories', {
    name: 'المشويات',
    description: 'مشويات على الفحم',
    categoryEn: 'Grills',
  });
  const items = [
    ['شيش طاووق مشوي', 'Shish Tawook', 32, 36],
    ['منقوشة زعتر', "Za'atar Manoushe", 6, 8],
    ['عصير برتقال', 'Orange Juice', 12.5, 14],
    ['دجاج مشوي كامل على الفحم مع أرز بسمتي وسلطة وخبز عربي', 'Whole Grilled Chicken', 55, 60],
  ] as const;
  for (const [ar, en, price, dv] of items) {
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(demoProductPng(ar, en, '#c92a2a'))], { type: 'image/png' }),
      'p.png',
    );
    const { image } = await e.api<{ image: string }>('POST', '/mengusha/images', form);
    const p = await e.api<{ newid: number }>('POST', '/mengusha/products', {
      categoryid: cat.UUID,
      name: ar,
      productName: en,
      descriptionEn: en,
      image,
      price,
      pricedv: dv,
      calories: 300,
      quantity: 50,
      barcode: en === 'Orange Juice' ? JUICE_BARCODE : '',
    });
    products[en] = p.newid;
  }
}

beforeAll(async () => {
  e = await startE2E();
  await seedMenu();
  await e.api('POST', '/users', {
    username: 'cashier1',
    email: '',
    password: 'cashier-pass-1',
    role: 'casher',
  });
});
afterAll(async () => e?.close());

describe('a cashier sells at the mengusha POS, in Chromium', () => {
  it('taps, scans and discounts, sells for cash, sees the invoice number and receipt, views the invoice and downloads its PDF', async () => {
    const context = await e.browser.newContext({
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, 'cashier1', 'cashier-pass-1');
    await page.getByTestId('business-card-mengusha').click();
    await page.getByTestId('tile-pos').click();

    const tawook = products['Shish Tawook']!;
    const manoushe = products["Za'atar Manoushe"]!;
    const juice = products['Orange Juice']!;
    const chicken = products['Whole Grilled Chicken']!;
    // each tap adds one (decision 0048): three taps on one tile are quantity 3
    for (let i = 0; i < 3; i++) await page.getByTestId(`pos-product-${tawook}`).click();
    await page.getByTestId(`pos-product-${manoushe}`).click();
    await page.getByTestId(`pos-product-${chicken}`).click();
    expect(await page.getByTestId(`pos-line-${tawook}-qty`).innerText()).toContain('3');
    expect(await page.getByTestId(`pos-product-${tawook}-count`).innerText()).toContain('3');

    // a wedge scanner types the code and Enter while a tile has the focus: the product is added
    // (the tile's own Enter is the jsdom test's, PosPage.test.tsx)
    await scan(page, JUICE_BARCODE);
    await page.getByTestId(`pos-line-${juice}`).waitFor();
    expect(await page.getByTestId(`pos-line-${chicken}-qty`).innerText()).toContain('1');
    await scan(page, '999000111');
    await page.getByText('لا يوجد صنف بالرمز').waitFor();
    expect(await page.locator('[data-testid^="pos-line-"][data-testid$="-qty"]').count()).toBe(4);

    // no Arabic glyph clipped on a tile or a cart line, landscape and portrait; touch targets
    // of the POS, its header and the toast's close button are 44 px at least
    for (const size of [
      { width: 1280, height: 800 },
      { width: 800, height: 1280 },
    ]) {
      await page.setViewportSize(size);
      await page.getByTestId(`pos-product-${chicken}`).waitFor();
      expect(await clippedTexts(page, 'button.pos-tile')).toEqual([]);
      expect(await clippedTexts(page, '.pos-line')).toEqual([]);
      expect(await clippedTexts(page, '.pos-cart-head')).toEqual([]);
      expect(
        await smallTouchTargets(
          page,
          '.pos-root, .mantine-AppShell-header, .mantine-Notification-root',
        ),
      ).toEqual([]);
      await screenshot(page, `pos-cart-${size.width}x${size.height}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId(`pos-line-${chicken}-remove`).click();

    // the discount changed twice before saving: the lines are priced at the last one
    await page.getByTestId('pos-discount').selectOption('10');
    await page.getByTestId('pos-discount').selectOption('20');
    await page.getByTestId('pos-pay-10').click();
    // (3 × 32 + 6 + 12.50) × 80 % = 91.60 SAR with VAT
    expect(await page.getByTestId('pos-total').innerText()).toContain('91.60');
    await screenshot(page, 'pos-cart');
    await page.getByTestId('pos-save').click();

    await page.getByTestId('pos-receipt').waitFor();
    expect((await page.getByTestId('pos-invoice-number').innerText()).trim()).toContain('1');
    expect(await page.getByTestId('pos-receipt').getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(await page.getByTestId('pos-save').isDisabled()).toBe(true);
    await screenshot(page, 'pos-after-sale');

    const [invoice] = await e.api<
      Array<{
        UUID: string;
        ID: number;
        TaxInclusiveAmount: number;
        PaymentMeansCode: string;
        EmployeeName: string;
      }>
    >('GET', '/mengusha/invoicestodayall');
    expect(invoice).toMatchObject({
      ID: 1,
      TaxInclusiveAmount: 91.6,
      PaymentMeansCode: '10',
      EmployeeName: 'cashier1',
    });
    const { invoice: saved } = await e.api<{
      invoice: {
        DiscountPercent: number;
        InvoiceLine: { ItemName: string; InvoicedQuantity: number }[];
      };
    }>('GET', `/mengusha/invoices/${invoice!.UUID}`);
    expect(saved.DiscountPercent).toBe(20);
    expect(saved.InvoiceLine.map((l) => [l.ItemName, l.InvoicedQuantity])).toEqual([
      ['شيش طاووق مشوي', 3],
      ['منقوشة زعتر', 1],
      ['عصير برتقال', 1],
    ]);

    await page.goto(`${e.baseUrl}/mengusha/invoices`);
    await page.getByTestId('invoice-row-1').waitFor();
    await page.getByTestId('invoice-view-1').click();
    await page.getByTestId('invoice-doc').waitFor();
    await page.getByTestId('invoice-qr').waitFor();
    expect(await page.getByTestId('invoice-overdue').count()).toBe(0);
    await screenshot(page, 'invoice-view');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('invoice-download-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoice1.pdf');
    const pdfPath = path.join(ARTIFACTS, 'invoice1.pdf');
    await download.saveAs(pdfPath);
    expect(fs.readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    const { stdout } = await exec('pdftotext', ['-layout', pdfPath, '-']);
    expect(stdout).toContain('فاتورة ضريبية مبسطة');
    expect(stdout).toContain('مطعم ومشويات منقوشة');
    await context.close();
  });
});
