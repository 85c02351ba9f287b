// Businesses as data in Chromium (decision 0014, docs/screens/0017-businesses-screens.md): an
// administrator creates a business on the businesses screen, fills its
// catalogue, sells at its POS and gets a receipt and a PDF under the new business's own name;
// memberships are edited on the users screen (removing the last one locks the user out at once);
// archive asks first and restore brings the business back. Screens are photographed at
// 1366×768 and 800×1280.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeZatcaQr } from '../../src/domain/zatca-qr';
import { demoProductPng } from '../../src/server/demo/images';
import { readQr } from '../../src/server/testing/documents';
import { ADMIN, ARTIFACTS, screenshot, signIn, startE2E, type E2E } from './harness';

const exec = promisify(execFile);
let e: E2E;

/** The new business, as the administrator types it. */
const SHOP = {
  key: 'bait-shawarma',
  nameAr: 'مطعم بيت الشاورما',
  nameEn: 'Bait Al Shawarma',
  vatNumber: '311111111100003',
  crNumber: '4030123456',
  street: 'شارع التحلية',
  buildingNumber: '7421',
  district: 'حي الروضة',
  city: 'جدة',
  postalCode: '23435',
};
const WIDE = { width: 1366, height: 768 };
const TABLET = { width: 800, height: 1280 };

beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());

async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Types the profile fields of the new-business form (labels as a person reads them). */
async function fillProfile(page: Page) {
  await page.getByLabel('الاسم بالعربية').fill(SHOP.nameAr);
  await page.getByLabel('الاسم بالإنجليزية').fill(SHOP.nameEn);
  await page.getByLabel('الرقم الضريبي').fill(SHOP.vatNumber);
  await page.getByLabel('رقم السجل التجاري').fill(SHOP.crNumber);
  await page.getByLabel('الشارع').fill(SHOP.street);
  await page.getByLabel('رقم المبنى').fill(SHOP.buildingNumber);
  await page.getByLabel('الحي').fill(SHOP.district);
  await page.getByLabel('المدينة').fill(SHOP.city);
  await page.getByLabel('الرمز البريدي').fill(SHOP.postalCode);
}

/** The error text Mantine shows under the input with this test id. */
async function fieldError(page: Page, testId: string): Promise<string> {
  const input = page.getByTestId(testId);
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const id = (await input.getAttribute('aria-describedby'))!
    .split(' ')
    .find((x) => /error/.test(x));
  return page.locator(`[id="${id}"]`).innerText();
}

function tempPng(name: string, ar: string, en: string, color: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-img-')), name);
  fs.writeFileSync(file, demoProductPng(ar, en, color));
  return file;
}

describe('businesses as data, in Chromium', () => {
  it('an admin creates a restaurant, adds a category and a product, sells at its POS, and gets its receipt and PDF under its own name', async () => {
    const context = await e.browser.newContext({ viewport: WIDE, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);

    // Admin home → the businesses screen (one card, not one per business).
    await page.goto(`${e.baseUrl}/admin`);
    expect(await page.locator('[data-testid^="admin-settings-"]').count()).toBe(0);
    await page.getByTestId('admin-businesses').click();
    await page.waitForURL(`${e.baseUrl}/admin/businesses`);
    await page.getByTestId('business-row-kebrit').waitFor();
    expect(await page.getByTestId('businesses-count').innerText()).toBe('2 من 2');

    // The new-business form: the server's zod schema judges it in the browser first…
    await page.getByTestId('new-business').click();
    await page.waitForURL(`${e.baseUrl}/admin/new-business`);
    await page.getByTestId('create-business').click();
    await page.getByText('اختر نوع المنشأة').waitFor();
    expect(await fieldError(page, 'business-key')).toContain('الرمز من 2 إلى 32 خانة');
    await page.getByTestId('business-kind-restaurant').click();
    // A restaurant is offered selling with shifts, ticked (decision 0055); this test sells
    // without one, so it unticks it.
    expect(await page.getByTestId('require-shift').isChecked()).toBe(true);
    await page.getByTestId('require-shift').uncheck();
    await page.getByTestId('business-key').fill('admin');
    await fillProfile(page);
    await page.getByTestId('create-business').click();
    expect(await fieldError(page, 'business-key')).toBe(
      'هذا الرمز محجوز لصفحة في سند؛ اختر رمزاً آخر',
    );
    // …and a key another business has is the server's 409, shown on the key field.
    await page.getByTestId('business-key').fill('kebrit');
    await page.getByTestId('create-business').click();
    expect(await fieldError(page, 'business-key')).toBe('الرمز مستخدم لمنشأة أخرى');
    await screenshot(page, 'new-business-key-taken');

    await page.getByTestId('business-key').fill(SHOP.key);
    await page.getByTestId('create-business').click();
    await page.waitForURL(`${e.baseUrl}/admin/businesses/${SHOP.key}`);
    await page.getByTestId('logo-card').waitFor();
    // A restaurant: the delivery apps (42, 45) are among its payment means.
    expect(await page.getByTestId('payment-means').innerText()).toContain('45');
    await page
      .getByTestId('logo-card')
      .locator('input[type="file"]')
      .setInputFiles(tempPng('logo.png', 'بيت الشاورما', 'Bait Al Shawarma', '#e8590c'));
    await page.getByTestId('upload-logo').click();
    await page.getByTestId('logo-image').waitFor();
    await screenshot(page, 'business-profile-new');

    // Its catalogue, through the ordinary screens.
    await page.getByTestId('open-business').click();
    await page.waitForURL(`${e.baseUrl}/${SHOP.key}`);
    await page.getByTestId('tile-products').click();
    await page.getByTestId('new-category').first().click();
    await page.getByTestId('category-name').fill('الشاورما');
    await page.getByTestId('category-en').fill('Shawarma');
    await page.getByTestId('category-description').fill('شاورما على الفحم');
    await page.getByTestId('category-submit').click();
    await page.waitForURL(`${e.baseUrl}/${SHOP.key}/products`);
    await page.getByTestId('category-tile').filter({ hasText: 'الشاورما' }).click();
    await page.getByTestId('new-product').first().click();
    await page.getByTestId('product-name').fill('شاورما دجاج');
    await page.getByTestId('product-productName').fill('Chicken Shawarma');
    await page.getByTestId('product-descriptionEn').fill('Chicken shawarma wrap');
    await page.getByTestId('product-form').getByTestId('product-price').fill('14');
    await page.getByTestId('product-pricedv').fill('16');
    await page.getByTestId('product-calories').fill('450');
    await page.getByTestId('product-quantity').fill('40');
    await page
      .getByTestId('product-image-input')
      .setInputFiles(tempPng('p.png', 'شاورما دجاج', 'Chicken Shawarma', '#2f9e44'));
    await page.getByTestId('product-image-preview').locator('img').waitFor();
    await page.getByTestId('product-submit').click();
    const tile = page.getByTestId('product-tile').filter({ hasText: 'شاورما دجاج' });
    await tile.waitFor();
    expect(await tile.locator('img').getAttribute('src')).toMatch(
      new RegExp(`^/static/images/${SHOP.key}/[0-9a-f]{32}\\.webp$`),
    );

    // A sale at its POS: two wraps for cash.
    await page.goto(`${e.baseUrl}/${SHOP.key}`);
    await page.getByTestId('tile-pos').click();
    const product = page
      .locator('[data-testid^="pos-product-"]')
      .filter({ hasText: 'شاورما دجاج' });
    await product.first().click();
    const id = (await product.first().getAttribute('data-testid'))!.replace('pos-product-', '');
    await page.getByTestId(`pos-line-${id}-plus`).click();
    await page.getByTestId('pos-pay-10').click();
    expect(await page.getByTestId('pos-total').innerText()).toContain('28.00');
    await page.getByTestId('pos-save').click();
    await page.getByTestId('pos-receipt').waitFor();
    // Invoice numbers are per business: the new one starts at 1.
    expect((await page.getByTestId('pos-invoice-number').innerText()).trim()).toContain('1');
    await screenshot(page, 'new-business-pos-after-sale');

    // The receipt image's ZATCA QR names the new business as the seller, with its VAT number.
    const receipt = (await page.getByTestId('pos-receipt').getAttribute('src'))!;
    const qr = await readQr(Buffer.from(receipt.replace(/^data:image\/png;base64,/, ''), 'base64'));
    const fields = decodeZatcaQr(qr!.text);
    expect(fields.sellerName).toBe(SHOP.nameAr);
    expect(fields.vatNumber).toBe(SHOP.vatNumber);
    expect(fields.total).toBe('28.00');

    // The invoice on screen and its PDF carry the new business's seller block.
    await page.getByTestId('pos-view-invoice').click();
    await page.getByTestId('invoice-doc').waitFor();
    const doc = await page.getByTestId('invoice-doc').innerText();
    expect(doc).toContain(SHOP.nameAr);
    expect(doc).toContain(SHOP.vatNumber);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('invoice-download-pdf').click(),
    ]);
    const pdfPath = path.join(ARTIFACTS, `${SHOP.key}-invoice1.pdf`);
    await download.saveAs(pdfPath);
    const { stdout } = await exec('pdftotext', ['-layout', pdfPath, '-']);
    expect(stdout).toContain('فاتورة ضريبية مبسطة');
    expect(stdout).toContain(SHOP.nameAr);
    expect(stdout).toContain(SHOP.nameEn);
    expect(stdout).toContain(SHOP.vatNumber);
    expect(stdout).not.toContain('منقوشة');
    await context.close();
  });

  it('memberships on the users screen: a cashier of the new business only; removing it locks them out at once', async () => {
    await e.api('POST', '/users', {
      username: 'cashier-bait',
      password: 'cashier-pass-1',
      role: 'casher',
      businesses: [SHOP.key],
    });
    const cashier = await e.browser.newPage({ viewport: WIDE });
    await signIn(cashier, e.baseUrl, 'cashier-bait', 'cashier-pass-1');
    await cashier.getByTestId(`business-card-${SHOP.key}`).waitFor();
    expect(await cashier.locator('[data-testid^="business-card-"]').count()).toBe(1);
    await cashier.getByTestId(`business-card-${SHOP.key}`).click();
    await cashier.getByTestId('tile-pos').waitFor();

    const admin = await e.browser.newPage({ viewport: WIDE });
    await signIn(admin, e.baseUrl, ADMIN.username, ADMIN.password);
    await admin.goto(`${e.baseUrl}/users`);
    const badges = admin.getByTestId('memberships-cashier-bait');
    expect(await badges.innerText()).toBe(`${SHOP.nameAr} · كاشير`);
    await screenshot(admin, 'users-memberships');
    await admin.getByRole('link', { name: 'cashier-bait', exact: true }).click();
    await admin.getByTestId(`membership-${SHOP.key}`).waitFor();
    await screenshot(admin, 'user-memberships-edit');
    await admin.getByTestId(`membership-remove-${SHOP.key}`).click();
    await admin.getByTestId('save-memberships').click();
    await admin.getByTestId('memberships-none').waitFor();
    await admin.getByText('لم يعد cashier-bait يفتح أي منشأة').waitFor();
    await screenshot(admin, 'user-memberships-none');

    // The cashier's very next request there is refused: the business screen says 403.
    await cashier.reload();
    await cashier.getByText('403').waitFor();
    await cashier.goto(`${e.baseUrl}/`);
    await cashier.getByText('لا توجد منشأة مسموح لك بفتحها').waitFor();

    // Given back (with a role chosen), the cashier opens it again.
    await admin.getByTestId('membership-add').click();
    await admin.getByRole('option', { name: new RegExp(SHOP.nameAr) }).click();
    await admin.getByTestId('save-memberships').click();
    await admin.getByText('حُفظت منشآت المستخدم').waitFor();
    await cashier.goto(`${e.baseUrl}/${SHOP.key}`);
    await cashier.getByTestId('tile-pos').waitFor();
    await cashier.close();
    await admin.close();
  });

  it('archive asks first, hides the business from the chooser, and restore brings it back', async () => {
    const page = await e.browser.newPage({ viewport: WIDE });
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${e.baseUrl}/admin/businesses`);
    await page.getByTestId(`archive-business-${SHOP.key}`).click();
    await page.getByTestId('confirm-archive').waitFor();
    await screenshot(page, 'businesses-archive-confirm');
    await page.getByTestId('confirm-archive').click();
    await page.getByText(`أُرشفت ${SHOP.nameAr}`).waitFor();
    await expect.poll(() => page.getByTestId(`business-row-${SHOP.key}`).count()).toBe(0);

    await page.goto(`${e.baseUrl}/`);
    await page.getByTestId('business-card-kebrit').waitFor();
    expect(await page.getByTestId(`business-card-${SHOP.key}`).count()).toBe(0);
    // Its invoices stay readable.
    await page.goto(`${e.baseUrl}/${SHOP.key}/invoices`);
    await page.getByTestId('invoice-row-1').waitFor();

    await page.goto(`${e.baseUrl}/admin/businesses`);
    await page.getByTestId('businesses-archived').click({ force: true });
    await page.waitForURL(`${e.baseUrl}/admin/businesses?archived=1`);
    const row = page.getByTestId(`business-row-${SHOP.key}`);
    await row.waitFor();
    expect(await row.getByTestId('business-status').innerText()).toBe('مؤرشفة');
    await screenshot(page, 'businesses-with-archived');
    await page.getByTestId(`restore-business-${SHOP.key}`).click();
    await page.getByText(`استُعيدت ${SHOP.nameAr}`).waitFor();
    await expect.poll(() => row.getByTestId('business-status').innerText()).toBe('نشطة');
    await page.close();
  });

  it('the new screens fit 1366×768 and 800×1280 without a horizontal scroll', async () => {
    const users = await e.api<Array<{ UUID: string; username: string }>>('GET', '/users');
    const cashier = users.find((u) => u.username === 'cashier-bait')!;
    const screens: Array<[string, string, string]> = [
      ['admin-home', '/admin', 'admin-businesses'],
      ['businesses', '/admin/businesses', `business-row-${SHOP.key}`],
      ['new-business', '/admin/new-business', 'new-business-form'],
      ['business-profile', `/admin/businesses/${SHOP.key}`, 'logo-image'],
      ['users', '/users', 'users-table'],
      ['user-view', `/users/view/${cashier.UUID}`, 'memberships-card'],
      ['new-user', '/users/new', 'new-user-businesses'],
    ];
    for (const [size, viewport] of [
      ['1366x768', WIDE],
      ['800x1280', TABLET],
    ] as const) {
      const page = await e.browser.newPage({ viewport });
      await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
      for (const [name, url, ready] of screens) {
        await page.goto(`${e.baseUrl}${url}`);
        await page.getByTestId(ready).first().waitFor();
        expect(await hasHorizontalScroll(page), `${name} at ${size}`).toBe(false);
        await screenshot(page, `${name}-${size}`);
      }
      await page.close();
    }
  });
});
