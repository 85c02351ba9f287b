// Quotations in Chromium: a sales user of kebrit creates a client, makes a two-line
// credit quotation, approves it, sees the standard tax invoice (title, buyer) and its PDF, collects
// it on the client statement, and the statement balance goes to zero. Then the quotation screens
// (orders, orderx, approve, adminx, the form) are photographed at 1366x768 and 800x1280.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductPng } from '../../src/server/demo/images';
import { ADMIN, ARTIFACTS, screenshot, signIn, startE2E, type E2E } from './harness';

const exec = promisify(execFile);
let e: E2E;
const VAT = '311111111111113';
const CLIENT = 'شركة الساحل للمقاولات';

async function product(category: string, name: string, price: number, color: string) {
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(demoProductPng(name, 'Item', color))], { type: 'image/png' }),
    'p.png',
  );
  const { image } = await e.api<{ image: string }>('POST', '/kebrit/images', form);
  await e.api('POST', '/kebrit/products', {
    categoryid: category,
    name,
    productName: 'Item',
    descriptionEn: 'Item',
    image,
    price,
    calories: 0,
    quantity: 100,
  });
}

beforeAll(async () => {
  e = await startE2E();
  const cat = await e.api<{ UUID: string }>('POST', '/kebrit/categories', {
    name: 'مواد بناء',
    description: 'مواد',
    categoryEn: 'Building materials',
  });
  await product(cat.UUID, 'أسمنت مقاوم', 115, '#1971c2');
  await product(cat.UUID, 'حديد تسليح', 23, '#e8590c');
  await e.api('POST', '/users', {
    username: 'sales1',
    email: '',
    password: 'sales-pass-1',
    role: 'sales',
  });
});
afterAll(async () => e?.close());

/** Picks `name` in the Mantine select whose input has `testId`. */
async function pick(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Adds a line of the order form: product, quantity, add. */
async function addLine(page: Page, name: string, quantity: number) {
  await pick(page, 'order-product', name);
  await page.getByTestId('order-quantity').fill(String(quantity));
  await page.getByTestId('order-add').click();
}

describe('a sales user of kebrit quotes, approves and collects, in Chromium', () => {
  it('client → two-line credit quotation → standard tax invoice and PDF → collected, balance 0', async () => {
    const context = await e.browser.newContext({
      viewport: { width: 1366, height: 768 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, 'sales1', 'sales-pass-1');
    await page.goto(`${e.baseUrl}/kebrit`);
    expect(await page.getByTestId('tile-approve').getAttribute('href')).toBe('/kebrit/approve');
    await page.getByTestId('tile-clients').click();
    await page.getByTestId('client-new').click();
    await page.getByTestId('client-RegistrationName').fill(CLIENT);
    await page.getByTestId('client-VAT').fill(VAT);
    await page.getByTestId('client-CRN').fill('4030123456');
    // With a VAT number the national address is asked for (decision 0045).
    await page.getByTestId('client-BuildingNumber').fill('7421');
    await page.getByTestId('client-StreetName').fill('شارع التحلية');
    await page.getByTestId('client-CitySubdivisionName').fill('حي الروضة');
    await page.getByTestId('client-CityName').fill('جدة');
    await page.getByTestId('client-PostalZone').fill('23432');
    await page.getByTestId('client-submit').click();
    await page.waitForURL(`${e.baseUrl}/kebrit/clients`);

    // The quotation: credit, 2 × 115.00 + 3 × 23.00 = 299.00, nothing paid.
    await page.getByTestId('client-new-order').first().click();
    await page.waitForURL(/\/kebrit\/orders\/new\//);
    await pick(page, 'order-payment', 'آجل');
    await addLine(page, 'أسمنت مقاوم', 2);
    await addLine(page, 'حديد تسليح', 3);
    expect(await page.getByTestId('order-line').count()).toBe(2);
    expect(await page.getByTestId('order-total').innerText()).toBe('299.00');
    expect(await page.getByTestId('order-paid').innerText()).toBe('0.00');
    expect(await page.getByTestId('order-remaining').innerText()).toBe('299.00');
    await screenshot(page, 'order-form-1366');
    await page.getByTestId('order-save').click();
    await page.waitForURL(`${e.baseUrl}/kebrit/orders`);

    // Approve: the new invoice's number and a link to invoice/{UUID}.
    await page.getByTestId('order-approve').click();
    await page.getByTestId('confirm-approve').click();
    const outcome = page.getByTestId('approve-outcome');
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain('الفاتورة رقم 1');
    await page.getByTestId('approve-outcome-invoice').click();
    await page.waitForURL(/\/kebrit\/invoice\/[0-9a-f-]{36}$/);
    await page.getByTestId('invoice-buyer').waitFor();
    expect(await page.getByTestId('invoice-title').innerText()).toBe('فاتورة ضريبية');
    const buyer = await page.getByTestId('invoice-buyer').innerText();
    expect(buyer).toContain(CLIENT);
    expect(buyer).toContain(VAT);
    await screenshot(page, 'invoice-from-quotation-1366');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('invoice-download-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoice1.pdf');
    const pdfPath = path.join(ARTIFACTS, 'quotation-invoice1.pdf');
    await download.saveAs(pdfPath);
    expect(fs.readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    const { stdout } = await exec('pdftotext', ['-layout', pdfPath, '-']);
    const text = stdout.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
    expect(text).toContain('فاتورة ضريبية');
    expect(text).not.toContain('مبسطة');
    expect(text).toContain(CLIENT);
    expect(text).toContain(VAT);

    // Collect it on the client's statement: the balance goes to zero.
    await page.goto(`${e.baseUrl}/kebrit/clientx`);
    await page.getByTestId('client-card').first().getByRole('link').first().click();
    await page.getByTestId('statement-lines').waitFor();
    expect(await page.getByTestId('statement-closing').innerText()).toContain('299.00');
    await page.getByTestId('statement-collect').click();
    await page.getByTestId('collect-submit').click();
    await page.getByText('تم تسجيل التحصيل').waitFor();
    await page.getByTestId('collect-submit').waitFor({ state: 'detached' });
    await page.getByTestId('statement-closing').getByText('0.00').waitFor();
    expect(await page.getByTestId('statement-overdue').count()).toBe(0);
    await screenshot(page, 'statement-collected-1366');
    await context.close();
  });

  it('the quotation screens at 1366x768 and 800x1280', async () => {
    const [client] = await e.api<Array<{ UUID: string }>>('GET', '/kebrit/clients');
    const products = await e.api<Array<{ ID: number }>>('GET', '/kebrit/products');
    for (const means of ['24', '10']) {
      await e.api('POST', '/kebrit/orders', {
        Customer: { UUID: client!.UUID },
        PaymentMeansCode: means,
        InvoiceLine: products.map((p, i) => ({ ID: p.ID, InvoicedQuantity: i + 1 })),
      });
    }
    const pending = await e.api<Array<{ ID: number }>>('GET', '/kebrit/orders');
    // Numbered per business after the approved quotation 1, newest first (decision 0052).
    expect(pending.map((o) => o.ID)).toEqual([3, 2]);
    const context = await e.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, 'sales1', 'sales-pass-1');
    for (const [width, height] of [
      [1366, 768],
      [800, 1280],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const screen of ['orders', 'orderx', 'approve', 'adminx']) {
        await page.goto(`${e.baseUrl}/kebrit/${screen}`);
        await page.getByTestId('order-row').first().waitFor();
        const table = await page.getByTestId('order-table').boundingBox();
        expect(table!.x).toBeGreaterThanOrEqual(0);
        expect(table!.x + table!.width).toBeLessThanOrEqual(width);
        await screenshot(page, `${screen}-${width}`);
      }
      await page.goto(`${e.baseUrl}/kebrit/orders/edit/${pending[0]!.ID}`);
      await page.getByTestId('order-line').first().waitFor();
      await screenshot(page, `order-edit-${width}`);
    }
    // The orders list's prompt and orderx's control both change the means with PUT.
    await page.goto(`${e.baseUrl}/kebrit/orders`);
    await page.getByTestId('order-change-payment').first().click();
    await pick(page, 'payment-prompt-select', 'مدى');
    await screenshot(page, 'orders-prompt-800');
    await page.getByTestId('payment-prompt-save').click();
    await page.getByTestId('payment-prompt-select').waitFor({ state: 'detached' });
    await page.goto(`${e.baseUrl}/kebrit/orderx`);
    await page.getByTestId('order-row').first().waitFor();
    const means = await e.api<Array<{ PaymentMeansCode: string }>>('GET', '/kebrit/orders');
    expect(means.map((o) => o.PaymentMeansCode)).toContain('48');
    await context.close();
  });

  it("mengusha: the casher's approval tile and approve-only screen; orderx offers the restaurant's means", async () => {
    const cat = await e.api<{ UUID: string }>('POST', '/mengusha/categories', {
      name: 'مشويات',
      description: 'مشويات',
      categoryEn: 'Grills',
    });
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(demoProductPng('شواء', 'Grill', '#2f9e44'))], { type: 'image/png' }),
      'p.png',
    );
    const { image } = await e.api<{ image: string }>('POST', '/mengusha/images', form);
    const grill = await e.api<{ newid: number }>('POST', '/mengusha/products', {
      categoryid: cat.UUID,
      name: 'مشاوي مشكلة',
      productName: 'Mixed grill',
      descriptionEn: 'Mixed grill',
      image,
      price: 86.25,
      calories: 900,
      quantity: 100,
    });
    const client = await e.api<{ UUID: string }>('POST', '/mengusha/clients', {
      RegistrationName: 'شركة الضيافة الراقية',
      VAT: '312345678900003',
      StreetName: 'طريق الملك فهد',
      BuildingNumber: '3318',
      CitySubdivisionName: 'حي الفيصلية',
      CityName: 'الدمام',
      PostalZone: '32272',
    });
    await e.api('POST', '/mengusha/orders', {
      Customer: { UUID: client.UUID },
      PaymentMeansCode: '42',
      InvoiceLine: [{ ID: grill.newid, InvoicedQuantity: 4 }],
    });
    await e.api('POST', '/users', {
      username: 'cashier1',
      email: '',
      password: 'cashier-pass-1',
      role: 'casher',
    });
    const context = await e.browser.newContext({ viewport: { width: 800, height: 1280 } });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, 'cashier1', 'cashier-pass-1');
    await page.goto(`${e.baseUrl}/mengusha`);
    await page.getByTestId('tile-approve').click();
    await page.waitForURL(`${e.baseUrl}/mengusha/approve`);
    await page.getByTestId('order-row').first().waitFor();
    expect(await page.getByTestId('order-delete').count()).toBe(0);
    await screenshot(page, 'mengusha-approve-800');
    await context.close();

    const admin = await e.browser.newContext({ viewport: { width: 800, height: 1280 } });
    const adminPage = await admin.newPage();
    await signIn(adminPage, e.baseUrl, ADMIN.username, ADMIN.password);
    await adminPage.goto(`${e.baseUrl}/mengusha/orderx`);
    await adminPage.getByTestId('order-payment-control').first().click();
    const names = await adminPage.getByRole('option').allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['تطبيقات', 'تطبيقات نقداً', 'آجل']));
    await screenshot(adminPage, 'mengusha-orderx-control-800');
    await admin.close();
  });
});
