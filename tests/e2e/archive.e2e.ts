// The invoice image archive in Chromium (decision 0027): after a sale at the POS, a cashier opens
// today's invoice image archive
// from the home tile, sees the receipt thumbnails newest first (images loaded through the signed
// base_url, decision 0027), previews one full screen and closes it with Escape. A day of receipts
// is photographed at 1366×768 and 800×1280.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductPng } from '../../src/server/demo/images';
import { screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
const products: number[] = [];

async function seedMenu() {
  const cat = await e.api<{ UUID: string }>('POST', '/mengusha/categories', {
    name: 'المشويات',
    description: 'مشويات على الفحم',
    categoryEn: 'Grills',
  });
  const items = [
    ['شيش طاووق', 'Shish Tawook', 32],
    ['منقوشة زعتر', "Za'atar Manoushe", 6],
    ['عصير برتقال', 'Orange Juice', 12.5],
    ['كباب لحم', 'Lamb Kebab', 45],
  ] as const;
  for (const [ar, en, price] of items) {
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
      pricedv: price + 4,
      calories: 300,
      quantity: 500,
    });
    products.push(p.newid);
  }
}

beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
  await seedMenu();
  await e.api('POST', '/users', {
    username: 'cashier1',
    email: '',
    password: 'cashier-pass-1',
    role: 'casher',
  });
  // Earlier sales of the day, made through the POS API like the till makes them.
  for (let i = 0; i < 7; i++) {
    await e.api('POST', '/mengusha/orderpos', {
      PaymentMeansCode: i % 2 ? '48' : '10',
      InvoiceLine: [
        { ID: products[i % 4]!, InvoicedQuantity: 1 + (i % 3) },
        { ID: products[(i + 1) % 4]!, InvoicedQuantity: 1 },
      ],
    });
  }
});
afterAll(async () => e?.close());

/** Width in px of a loaded <img> (0 while it has not loaded or failed). */
const naturalWidth = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img) => (img as HTMLImageElement).naturalWidth);

describe("today's invoice image archive in Chromium", () => {
  it('a cashier sells at the POS, opens the archive, previews the receipt and closes it with Escape', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, 'cashier1', 'cashier-pass-1');
    await page.getByTestId('business-card-mengusha').click();
    await page.getByTestId('tile-pos').click();
    await page.getByTestId(`pos-product-${products[0]}`).click();
    await page.getByTestId(`pos-product-${products[2]}`).click();
    await page.getByTestId('pos-pay-10').click();
    await page.getByTestId('pos-save').click();
    await page.getByTestId('pos-receipt').waitFor();
    const number = Number(
      (await page.getByTestId('pos-invoice-number').innerText()).replace(/\D/g, ''),
    );
    expect(number).toBe(8);

    await page.goto(`${e.baseUrl}/mengusha`);
    await page.getByTestId('tile-files').click();
    await page.waitForURL(`${e.baseUrl}/mengusha/files`);
    const cards = page.locator('[data-testid^="archive-item-"]');
    await expect.poll(() => cards.count()).toBe(8);
    // Newest first: the POS sale just made leads.
    const first = (await cards.first().getAttribute('data-testid'))!.replace('archive-item-', '');
    expect(first).toMatch(new RegExp(`^\\d{13}_${number}\\.png$`));
    const thumb = `[data-testid="archive-thumb-${first}"] img`;
    await expect.poll(() => naturalWidth(page, thumb)).toBe(240);
    // Every thumbnail loaded (signed links, no bearer header on <img>).
    await expect
      .poll(() =>
        page
          .locator('[data-testid^="archive-thumb-"] img')
          .evaluateAll(
            (imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 240).length,
          ),
      )
      .toBe(8);
    await screenshot(page, 'archive-1366');

    await page.locator(`[data-testid="archive-thumb-${first}"]`).click();
    const preview = '[data-testid="archive-preview-image"]';
    await page.locator(preview).waitFor();
    await expect.poll(() => naturalWidth(page, preview)).toBe(576);
    await page.waitForTimeout(300); // the modal's fade-in, for the photograph
    await screenshot(page, 'archive-preview');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(preview).count()).toBe(0);

    // The image link opens in a browser without any session (a copied link), until it expires.
    const href = await page
      .locator(`[data-testid="archive-item-${first}"] a[target="_blank"]`)
      .getAttribute('href');
    const stranger = await e.browser.newContext();
    const res = await stranger.request.get(`${e.baseUrl}${href}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    await stranger.close();

    await page.setViewportSize({ width: 800, height: 1280 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1),
    ).toBe(false);
    await screenshot(page, 'archive-800');
    await context.close();
  });
});
