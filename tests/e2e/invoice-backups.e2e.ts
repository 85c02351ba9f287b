// Invoice backups in Chromium (decision 0026): an administrator opens the invoice backups from the
// admin home (mengusha
// first), exports all, sees the new file with its dates in Riyadh and UTC, imports it (nothing to
// bring back: said so), and sees a refusal in red. Photographed at 1366×768 and 800×1280.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../src/domain/errors';
import { demoProductPng } from '../../src/server/demo/images';
import { ADMIN, screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
  const cat = await e.api<{ UUID: string }>('POST', '/mengusha/categories', {
    name: 'المشويات',
    description: 'مشويات على الفحم',
    categoryEn: 'Grills',
  });
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(demoProductPng('شيش طاووق', 'Shish Tawook', '#c92a2a'))], {
      type: 'image/png',
    }),
    'p.png',
  );
  const { image } = await e.api<{ image: string }>('POST', '/mengusha/images', form);
  const p = await e.api<{ newid: number }>('POST', '/mengusha/products', {
    categoryid: cat.UUID,
    name: 'شيش طاووق',
    productName: 'Shish Tawook',
    descriptionEn: 'Shish Tawook',
    image,
    price: 32,
    calories: 300,
    quantity: 50,
  });
  for (let i = 1; i <= 3; i++)
    await e.api('POST', '/mengusha/orderpos', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: p.newid, InvoicedQuantity: i }],
    });
});
afterAll(async () => e?.close());

async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('invoice backups in Chromium', () => {
  it('exports, lists, imports and tells the truth, at 1366×768 and 800×1280', async () => {
    const context = await e.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${e.baseUrl}/admin`);
    await page.getByTestId('admin-backup').click();
    await page.waitForURL(`${e.baseUrl}/admin/backup`);
    await expect.poll(() => page.getByText('لا توجد نسخ فواتير').count()).toBe(1);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    await page.getByTestId('export-all').click();
    const message = page.getByTestId('backup-message');
    await expect.poll(() => message.innerText()).toContain('الفواتير: 3');
    expect(await message.getAttribute('data-ok')).toBe('true');
    const row = page.locator('[data-testid^="invoice-backup-inva"]');
    await expect.poll(() => row.count()).toBe(1);
    const name = (await row.getAttribute('data-testid'))!.replace('invoice-backup-', '');
    expect(name).toMatch(/^inva\d{10}$/);
    expect(await row.innerText()).toContain(' UTC');

    // Chosen from the list: each row has its own imports, no name to type (decision 0050).
    await page.getByTestId(`import-invoices-${name}`).click();
    await expect.poll(() => message.innerText()).toContain('كل فواتير النسخة موجودة');
    await screenshot(page, 'invoice-backups-1366');
    expect(await hasHorizontalScroll(page)).toBe(false);

    // mengusha's file uploaded into kebrit: refused in red with the server's reason, nothing
    // listed (decision 0050).
    const file = path.join(e.dataDir, 'invoice-backups', 'mengusha', `${name}.tar.gz`);
    await page.getByTestId('backup-business').getByText('مؤسسة كبريت').click();
    await expect.poll(() => page.getByText('لا توجد نسخ فواتير').count()).toBe(1);
    await page.locator('input[type=file]').setInputFiles(file);
    await expect
      .poll(() => message.innerText())
      .toContain(ERROR_MESSAGES.invoice_backup_other_business);
    expect(await message.getAttribute('data-ok')).toBe('false');
    expect(await page.getByText('لا توجد نسخ فواتير').count()).toBe(1);
    await screenshot(page, 'invoice-backups-refused-1366');

    await page.setViewportSize({ width: 800, height: 1280 });
    await page.goto(`${e.baseUrl}/backup`);
    await expect.poll(() => page.locator('[data-testid^="invoice-backup-inva"]').count()).toBe(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'invoice-backups-800');
    await context.close();
  });
});
