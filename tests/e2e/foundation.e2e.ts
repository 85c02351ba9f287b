import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductPng } from '../../src/server/demo/images';
import { ADMIN, screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());

describe('foundation, in Chromium', () => {
  it('admin signs in, sees both businesses, creates a category and a product with an image in mengusha', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
    await expect.poll(() => page.getByTestId('business-card-kebrit').count()).toBe(1);
    expect(await page.getByTestId('business-card-mengusha').count()).toBe(1);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'home-admin');

    await page.getByTestId('business-card-mengusha').click();
    await page.getByTestId('tile-products').click();
    await page.getByTestId('new-category').first().click();
    await page.getByTestId('category-name').fill('المشويات');
    await page.getByTestId('category-en').fill('Grills');
    await page.getByTestId('category-description').fill('مشويات على الفحم');
    await page.getByTestId('category-submit').click();
    await page.waitForURL(`${e.baseUrl}/mengusha/products`);
    await page.getByTestId('category-tile').filter({ hasText: 'المشويات' }).click();

    await page.getByTestId('new-product').first().click();
    await page.getByTestId('product-name').fill('شيش طاووق');
    await page.getByTestId('product-productName').fill('Shish Tawook');
    await page.getByTestId('product-descriptionEn').fill('Grilled chicken skewers');
    await page.getByTestId('product-form').getByTestId('product-price').fill('32.50');
    await page.getByTestId('product-pricedv').fill('36');
    await page.getByTestId('product-calories').fill('540');
    await page.getByTestId('product-quantity').fill('20');
    const img = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-img-')), 'tawook.png');
    fs.writeFileSync(img, demoProductPng('شيش طاووق', 'Shish Tawook', '#c92a2a'));
    await page.getByTestId('product-image-input').setInputFiles(img);
    await page.getByTestId('product-image-preview').locator('img').waitFor();
    await page.getByTestId('product-submit').click();

    const tile = page.getByTestId('product-tile').filter({ hasText: 'شيش طاووق' });
    await tile.waitFor();
    expect(await tile.getByTestId('product-price').innerText()).toContain('32.50');
    // the tile's image is the uploaded one, served from /static/images/mengusha/
    const src = await tile.locator('img').first().getAttribute('src');
    expect(src).toMatch(/^\/static\/images\/mengusha\/[0-9a-f]{32}\.webp$/);
    const served = await fetch(`${e.baseUrl}${src}`);
    expect(served.status).toBe(200);
    await screenshot(page, 'mengusha-products');

    const products = await e.api<Array<{ name: string; price: number }>>(
      'GET',
      '/mengusha/products',
    );
    expect(products).toEqual([
      expect.objectContaining({ name: 'شيش طاووق', price: 32.5, pricedv: 36 }),
    ]);

    // A product saved with name, price and category only (decision 0051): a clean placeholder
    // in the catalogue and on the POS tile.
    await page.getByTestId('new-product').first().click();
    await page.getByTestId('product-name').fill('ماء معدني');
    await page.getByTestId('product-form').getByTestId('product-price').fill('2');
    await page.getByTestId('product-submit').click();
    const plain = page.getByTestId('product-tile').filter({ hasText: 'ماء معدني' });
    await plain.getByLabel('لا توجد صورة').waitFor();
    expect(await plain.locator('img').count()).toBe(0);
    await page.goto(`${e.baseUrl}/mengusha/pos`);
    const water = page.locator('[data-testid^="pos-product-"]').filter({ hasText: 'ماء معدني' });
    await water.locator('.pos-tile-noimage').waitFor();
    await page.close();
  });

  it('a casher sees only mengusha and is refused kebrit; their sign-in lasts across tabs, they change their password from the account menu', async () => {
    await e.api('POST', '/users', {
      username: 'cashier1',
      email: '',
      password: 'cashier-pass-1',
      role: 'casher',
    });
    // One browser context: its tabs share localStorage, as a browser's do.
    const browser = await e.browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await browser.newPage();
    await signIn(page, e.baseUrl, 'cashier1', 'cashier-pass-1');
    await page.getByTestId('business-card-mengusha').waitFor();
    expect(await page.getByTestId('business-card-kebrit').count()).toBe(0);
    await screenshot(page, 'home-casher');
    await page.goto(`${e.baseUrl}/kebrit`);
    await page.getByText('403').waitFor();

    // A second tab of the same browser is signed in (decision 0049).
    const tab = await browser.newPage();
    await tab.goto(`${e.baseUrl}/`);
    await tab.getByTestId('business-card-mengusha').waitFor();
    expect(tab.url()).toBe(`${e.baseUrl}/`);

    // One tap on the name opens the account menu; it does not sign out.
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).waitFor();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual([
      'معلوماتي',
      'تغيير كلمة المرور',
      'تسجيل الخروج',
    ]);
    await screenshot(page, 'account-menu');
    await page.getByTestId('menu-me').click();
    await page.waitForURL(`${e.baseUrl}/users/me`);
    expect(await page.getByTestId('user-name').innerText()).toBe('cashier1');
    expect(await page.getByTestId('me-businesses').innerText()).toContain('كاشير');

    // Their own password: a wrong current one and a weak new one are refused in Arabic.
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-password').click();
    await page.waitForURL(`${e.baseUrl}/users/me/password`);
    await page.getByTestId('current-password').fill('not-my-password');
    await page.getByTestId('new-password').fill('short');
    await page.getByTestId('confirm-password').fill('short');
    await page.getByTestId('save-password').click();
    await page.getByText('كلمة المرور 8 أحرف على الأقل').first().waitFor();
    await page.getByTestId('new-password').fill('cashier-new-2');
    await page.getByTestId('confirm-password').fill('cashier-new-2');
    await page.getByTestId('save-password').click();
    await page.getByText('كلمة المرور الحالية غير صحيحة').first().waitFor();
    await screenshot(page, 'change-password-errors');
    await page.getByTestId('current-password').fill('cashier-pass-1');
    await page.getByTestId('save-password').click();
    await page.waitForURL(`${e.baseUrl}/users/me`);
    await page.getByText('تم تغيير كلمة المرور').waitFor();

    // Signing out in one tab signs the other out; the new password signs in.
    await page.getByTestId('account-menu').click();
    await page.getByTestId('signout').click();
    await page.waitForURL(`${e.baseUrl}/login`);
    await tab.waitForURL(/\/login/);
    await signIn(tab, e.baseUrl, 'cashier1', 'cashier-new-2');
    await tab.getByTestId('business-card-mengusha').waitFor();
    await browser.close();
  });

  it('shows the Arabic 404 page for an unknown route', async () => {
    const page = await e.browser.newPage();
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${e.baseUrl}/no/such/page`);
    await page.getByText('الصفحة غير موجودة').waitFor();
    await page.close();
  });
});
