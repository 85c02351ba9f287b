// Decision 0010: the built app passes its own Content-Security-Policy on every screen, in
// Chromium: no `securitypolicyviolation` event and no CSP error in the console.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { demoProductPng } from '../../src/server/demo/images';
import { ADMIN, screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
/** Per business: a category, a product, a sale; and one more user to open. */
const data: Record<string, { category: string; product: string; productId: number; sale: string }> =
  {};
let userUuid = '';

/** Uploads `bytes` as a multipart file under `field` and answers the JSON. */
function upload<T>(url: string, field: string, bytes: Buffer): Promise<T> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'x.png');
  return e.api<T>('POST', url, form);
}

async function seed(business: string, color: string) {
  await upload(`/businesses/${business}/logo`, 'file', demoProductPng('سند', 'Sanad', color));
  const category = await e.api<{ UUID: string }>('POST', `/${business}/categories`, {
    name: 'أصناف',
    description: 'أصناف للاختبار',
    categoryEn: 'Items',
  });
  const { image } = await upload<{ image: string }>(
    `/${business}/images`,
    'image',
    demoProductPng('قهوة', 'Coffee', color),
  );
  const created = await e.api<{ newid: number }>('POST', `/${business}/products`, {
    categoryid: category.UUID,
    name: 'قهوة',
    productName: 'Coffee',
    descriptionEn: 'Coffee',
    image,
    price: 12,
    calories: 5,
    quantity: 40,
  });
  const products = await e.api<Array<{ ID: number; UUID: string }>>('GET', `/${business}/products`);
  const product = products.find((p) => p.ID === created.newid)!;
  const sale = await e.api<{ UUID: string }>('POST', `/${business}/orderpos`, {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: product.ID, InvoicedQuantity: 2 }],
  });
  data[business] = {
    category: category.UUID,
    product: product.UUID,
    productId: product.ID,
    sale: sale.UUID,
  };
}

beforeAll(async () => {
  e = await startE2E();
  await seed('mengusha', '#c92a2a');
  await seed('kebrit', '#1864ab');
  await e.api('POST', '/users', {
    username: 'sales1',
    email: '',
    password: 'sales-pass-123',
    role: 'sales',
  });
  const users = await e.api<Array<{ username: string; UUID: string }>>('GET', '/users');
  userUuid = users.find((u) => u.username === 'sales1')!.UUID;
});
afterAll(async () => e?.close());

/** Every screen of src/web/app/router.tsx and the feature route files, with what shows it rendered. */
function screens(): Array<[name: string, path: string, ready: string]> {
  const list: Array<[string, string, string]> = [
    ['home', '/', '[data-testid="business-card-kebrit"]'],
    ['users', '/users', '[data-testid="users-table"]'],
    ['users-new', '/users/new', '[data-testid="create-user"]'],
    ['user-view', `/users/view/${userUuid}`, '[data-testid="save-role"]'],
    ['users-me', '/users/me', '[data-testid="me-exit"]'],
    ['admin', '/admin', 'main'],
    ['not-found', '/no-such-screen', 'main'],
  ];
  for (const b of ['mengusha', 'kebrit']) {
    const d = data[b]!;
    list.push(
      [`${b}-home`, `/${b}`, '[data-testid="tile-pos"]'],
      [`${b}-products`, `/${b}/products`, '[data-testid="category-tile"]'],
      [
        `${b}-category`,
        `/${b}/products/category/${d.category}`,
        '[data-testid="products-grid"] img',
      ],
      [`${b}-newcategory`, `/${b}/newcategory`, '[data-testid="category-submit"]'],
      [`${b}-editcategory`, `/${b}/editcategory/${d.category}`, '[data-testid="category-submit"]'],
      [`${b}-newproduct`, `/${b}/newproduct/${d.category}`, '[data-testid="product-submit"]'],
      [`${b}-editproduct`, `/${b}/editproduct/${d.product}`, '[data-testid="product-submit"]'],
      [`${b}-pos`, `/${b}/pos`, `[data-testid="pos-product-${d.productId}"]`],
      [`${b}-invoices`, `/${b}/invoices`, '[data-testid="invoice-row-1"]'],
      [`${b}-invoice-view`, `/${b}/invoices/view/${d.sale}`, '[data-testid="invoice-qr"]'],
      [`${b}-invoicex`, `/${b}/invoicex`, '[data-testid="invoice-row-1"]'],
      [`${b}-invoicex-view`, `/${b}/invoicex/view/${d.sale}`, '[data-testid="invoice-qr"]'],
      [`${b}-profile`, `/admin/businesses/${b}`, '[data-testid="logo-image"]'],
      [`${b}-purchases`, `/${b}/purchases`, '[data-testid="purchases-suppliers"]'],
      [`${b}-suppliers`, `/${b}/purchases/suppliers`, '[data-testid="supplier-submit"]'],
    );
  }
  return list;
}

/**
 * A browser context whose pages report every CSP violation (the DOM event, from any frame) and
 * every console message or page error that speaks of the Content Security Policy.
 */
async function watchedContext(): Promise<{ context: BrowserContext; violations: string[] }> {
  const violations: string[] = [];
  const context = await e.browser.newContext({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  trackRequests(context);
  await context.exposeBinding('__cspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (ev) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
      report(`${ev.violatedDirective} blocked ${ev.blockedURI || '(inline)'} at ${ev.sourceFile}`);
    });
  });
  context.on('console', (msg) => {
    if (/content security policy|refused to/i.test(msg.text()))
      violations.push(`console ${msg.type()}: ${msg.text()}`);
  });
  context.on('weberror', (err) => violations.push(`page error: ${err.error().message}`));
  return { context, violations };
}

/**
 * Requests in flight per page, leaving out the kitchen's event stream (a restaurant's POS and
 * kitchen display keep it open, so the network is never idle in Playwright's sense).
 */
const inFlight = new WeakMap<Page, Set<unknown>>();
const EVENT_STREAM = /\/kitchen\/events$/;

function trackRequests(context: BrowserContext) {
  context.on('page', (page) => {
    const open = new Set<unknown>();
    inFlight.set(page, open);
    page.on('request', (r) => {
      if (!EVENT_STREAM.test(new URL(r.url()).pathname)) open.add(r);
    });
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
  });
}

/** Waits until no request but the event stream has been in flight for 500 ms. */
async function quietNetwork(page: Page) {
  const open = inFlight.get(page)!;
  let quietSince = Date.now();
  for (const end = Date.now() + 30_000; Date.now() < end;) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`network still busy: ${open.size} requests`);
}

/** Waits until `ready` is visible, every image has loaded and the network is quiet. */
async function settle(page: Page, ready: string) {
  await page.locator(ready).first().waitFor({ state: 'visible' });
  await quietNetwork(page);
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete && img.naturalWidth > 0),
  );
}

describe('Content-Security-Policy in Chromium', () => {
  it('no violation on the login screen and on every screen of the app (admin, both businesses)', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await page.goto(`${e.baseUrl}/login`);
    await settle(page, 'button[type="submit"]');
    await screenshot(page, 'csp-login');
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);

    const seen: string[] = [];
    for (const [name, path, ready] of screens()) {
      await page.goto(`${e.baseUrl}${path}`);
      await settle(page, ready);
      expect(new URL(page.url()).pathname, name).toBe(path);
      await screenshot(page, `csp-${name}`);
      seen.push(name);
    }
    expect(seen).toHaveLength(screens().length);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('no violation while selling at the POS, printing the receipt and downloading the PDF', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
    const d = data.mengusha!;
    await page.goto(`${e.baseUrl}/mengusha/pos`);
    await settle(page, `[data-testid="pos-product-${d.productId}"]`);
    await page.getByTestId(`pos-product-${d.productId}`).click();
    await page.getByTestId('pos-pay-10').click();
    await page.getByTestId('pos-save').click();
    await page.getByTestId('pos-receipt').waitFor();
    await settle(page, '[data-testid="pos-receipt"]');
    await screenshot(page, 'csp-pos-after-sale');

    // printing a receipt writes it into an about:blank frame with its own inline style
    await page.goto(`${e.baseUrl}/mengusha/invoices`);
    await settle(page, '[data-testid="invoice-row-1"]');
    await page.getByTestId('invoice-print-1').click();
    await page.waitForFunction(() => {
      const frame = document.querySelector('iframe');
      const img = frame?.contentDocument?.querySelector('img');
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });

    await page.goto(`${e.baseUrl}/mengusha/invoices/view/${d.sale}`);
    await settle(page, '[data-testid="invoice-qr"]');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('invoice-download-pdf').click(),
    ]);
    const pdf = await download.path();
    expect(fs.readFileSync(pdf!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the API documentation (/api/docs) renders under the policy', async () => {
    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await page.goto(`${e.baseUrl}/api/docs`);
    await page.locator('.swagger-ui .opblock').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'csp-api-docs');
    expect(violations).toEqual([]);
    await context.close();
  });
});
