// Sales that cannot be doubled or lost, in Chromium: a double tap on
// "حفظ الفاتورة" saves one invoice; a session that ends before the save keeps the cart across the
// sign-in and comes back to the POS; a deep link opened signed out comes back after the sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoProductPng } from '../../src/server/demo/images';
import { screenshot, startE2E, type E2E } from './harness';

let e: E2E;
const products: Record<string, number> = {};
const CASHIER = { username: 'cashier_safety', password: 'cashier-pass-2' };

/** A category and two products with images in mengusha, through the API. */
async function seedMenu() {
  const cat = await e.api<{ UUID: string }>('POST', '/mengusha/categories', {
    name: 'المشروبات',
    description: 'مشروبات باردة وساخنة',
    categoryEn: 'Drinks',
  });
  const items = [
    ['شاي كرك', 'Karak Tea', 4],
    ['قهوة عربية', 'Arabic Coffee', 9.5],
  ] as const;
  for (const [ar, en, price] of items) {
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(demoProductPng(ar, en, '#1c7ed6'))], { type: 'image/png' }),
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
      calories: 10,
      quantity: 50,
    });
    products[en] = p.newid;
  }
}

beforeAll(async () => {
  e = await startE2E();
  await seedMenu();
  await e.api('POST', '/users', { ...CASHIER, email: '', role: 'casher' });
});
afterAll(async () => e?.close());

async function invoiceCount(): Promise<number> {
  return (await e.api<unknown[]>('GET', '/mengusha/invoices')).length;
}

/** Fills the sign-in form already on screen and submits it. */
async function submitSignIn(page: Page) {
  await page.getByLabel('اسم المستخدم').fill(CASHIER.username);
  await page.getByLabel('كلمة المرور').fill(CASHIER.password);
  await page.getByRole('button', { name: 'دخول' }).click();
}

async function openPos(page: Page) {
  await page.goto(`${e.baseUrl}/login`);
  await submitSignIn(page);
  await page.waitForURL(`${e.baseUrl}/`);
  await page.goto(`${e.baseUrl}/mengusha/pos`);
  await page.getByTestId('pos').waitFor();
}

/** Puts one karak tea in a fresh cart and waits until the save button can be pressed. */
async function fillCart(page: Page) {
  await page.getByTestId(`pos-product-${products['Karak Tea']}`).click();
  await page.getByTestId(`pos-line-${products['Karak Tea']}`).waitFor();
}

async function expectOneMoreInvoice(page: Page, before: number) {
  await page.getByTestId('pos-receipt').waitFor();
  // Give a second request, had one been sent, time to land before counting.
  await page.waitForTimeout(1_000);
  expect(await invoiceCount()).toBe(before + 1);
  await page.getByTestId('pos-new-sale').click();
}

describe('one tap, one invoice', () => {
  it('a double click, two rapid clicks and two clicks in one task each save exactly one invoice', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openPos(page);
    const save = page.getByTestId('pos-save');

    let before = await invoiceCount();
    await fillCart(page);
    await save.dblclick();
    await expectOneMoreInvoice(page, before);

    before = await invoiceCount();
    await fillCart(page);
    const box = (await save.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await page.mouse.click(x, y);
    await expectOneMoreInvoice(page, before);

    before = await invoiceCount();
    await fillCart(page);
    // Both clicks before React can re-render: only the synchronous guard stands between them.
    await save.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expectOneMoreInvoice(page, before);
    await screenshot(page, 'pos-after-double-tap');
    await context.close();
  });
});

describe('a session that ends before the save', () => {
  it('goes to sign-in with the reason, keeps the cart, comes back to the POS and saves it once', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openPos(page);
    const tea = products['Karak Tea']!;
    const coffee = products['Arabic Coffee']!;
    await page.getByTestId(`pos-product-${tea}`).click();
    await page.getByTestId(`pos-product-${coffee}`).click();
    await page.getByTestId(`pos-line-${coffee}-plus`).click();
    await page.getByTestId('pos-pay-48').click();
    // 4 + 2 × 9.50 = 23.00 SAR with VAT
    expect(await page.getByTestId('pos-total').innerText()).toContain('23.00');
    const before = await invoiceCount();

    // The server ends the session (as an expiry or a revoke from another screen would).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const out = await fetch(`${e.baseUrl}/api/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.ok).toBe(true);

    await page.getByTestId('pos-save').click();
    await page.waitForURL(`${e.baseUrl}/login?next=%2Fmengusha%2Fpos&reason=expired`);
    const notice = page.getByTestId('login-session-expired');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('انتهت');
    expect(await notice.innerText()).toContain('سلة نقطة البيع محفوظة');
    await screenshot(page, 'login-session-expired');
    expect(await invoiceCount()).toBe(before);

    await submitSignIn(page);
    await page.waitForURL(`${e.baseUrl}/mengusha/pos`);
    await page.getByTestId(`pos-line-${coffee}`).waitFor();
    expect(await page.getByTestId(`pos-line-${tea}-qty`).innerText()).toContain('1');
    expect(await page.getByTestId(`pos-line-${coffee}-qty`).innerText()).toContain('2');
    expect(await page.getByTestId('pos-total').innerText()).toContain('23.00');
    await screenshot(page, 'pos-cart-after-sign-in');

    await page.getByTestId('pos-save').click();
    await page.getByTestId('pos-receipt').waitFor();
    await page.waitForTimeout(500);
    expect(await invoiceCount()).toBe(before + 1);
    const [latest] = await e.api<Array<{ TaxInclusiveAmount: number; PaymentMeansCode: string }>>(
      'GET',
      '/mengusha/invoices',
    );
    expect(latest).toMatchObject({ TaxInclusiveAmount: 23, PaymentMeansCode: '48' });
    // The saved cart is gone: a reload starts an empty sale.
    await page.getByTestId('pos-new-sale').click();
    await page.reload();
    await page.getByTestId('pos').waitFor();
    expect(await page.getByTestId(`pos-line-${tea}`).count()).toBe(0);
    await context.close();
  });
});

describe('deep links', () => {
  it('opening /mengusha/invoices signed out signs in and lands there; a foreign next goes home', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${e.baseUrl}/mengusha/invoices`);
    await page.waitForURL(`${e.baseUrl}/login?next=%2Fmengusha%2Finvoices`);
    await page.getByTestId('login-continue').waitFor();
    await submitSignIn(page);
    await page.waitForURL(`${e.baseUrl}/mengusha/invoices`);

    await page.getByTestId('account-menu').click();
    await page.getByTestId('signout').click();
    await page.waitForURL(`${e.baseUrl}/login`);
    await page.goto(`${e.baseUrl}/login?next=${encodeURIComponent('//evil.example/x')}`);
    await submitSignIn(page);
    await page.waitForURL(`${e.baseUrl}/`);
    await context.close();
  });
});
