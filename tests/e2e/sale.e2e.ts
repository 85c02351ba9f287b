import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductPng } from '../../src/server/demo/images';
import { ARTIFACTS, screenshot, signIn, startE2E, type E2E } from './harness';

const exec = promisify(execFile);
let e: E2E;
const products: Record<string, number> = {};

/** Creates a category and three products with images in mengusha through the API. */
async function seedMenu() {
  const cat = await e.api<{ UUID: string }>('POST', '/mengusha/categories', {
    name: 'المشويات',
    description: 'مشويات على الفحم',
    categoryEn: 'Grills',
  });
  const items = [
    ['شيش طاووق', 'Shish Tawook', 32, 36],
    ['منقوشة زعتر', "Za'atar Manoushe", 6, 8],
    ['عصير برتقال', 'Orange Juice', 12.5, 14],
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
  it('sells three products for cash, sees the invoice number and receipt, views the invoice and downloads its PDF', async () => {
    const context = await e.browser.newContext({
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, 'cashier1', 'cashier-pass-1');
    await page.getByTestId('business-card-mengusha').click();
    await page.getByTestId('tile-pos').click();

    const tawook = products['Shish Tawook']!;
    await page.getByTestId(`pos-product-${tawook}`).click();
    await page.getByTestId(`pos-product-${products["Za'atar Manoushe"]}`).click();
    await page.getByTestId(`pos-product-${products['Orange Juice']}`).click();
    // a second tap on a product already in the cart is refused with a message
    await page.getByTestId(`pos-product-${tawook}`).click();
    await page.getByText('الصنف مضاف مسبقاً').first().waitFor();
    await page.getByTestId(`pos-line-${tawook}-plus`).click();
    expect(await page.getByTestId(`pos-line-${tawook}-qty`).innerText()).toContain('2');

    await page.getByTestId('pos-pay-10').click();
    // 2 × 32 + 6 + 12.50 = 82.50 SAR with VAT
    expect(await page.getByTestId('pos-total').innerText()).toContain('82.50');
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
      TaxInclusiveAmount: 82.5,
      PaymentMeansCode: '10',
      EmployeeName: 'cashier1',
    });

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
