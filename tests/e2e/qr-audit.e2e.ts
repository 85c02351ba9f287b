// The QR tool and the audit log in Chromium (decision 0024): an administrator opens the QR tool
// from /admin, generates a code that
// reads back to the text, then reads the audit log (a category and a purchase made first show up
// in it, with Arabic action names and SAR amounts; decision 0050). Photographed at 1366×768, 1280×800
// and 800×1280.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
});
afterAll(async () => e?.close());

describe('QR tool and audit log in Chromium', () => {
  it('an admin generates a QR code and reads the audit log', async () => {
    await e.api('POST', '/kebrit/categories', {
      name: 'فئة للسجل',
      description: 'x',
      categoryEn: 'Audit test',
    });
    // A purchase: its total is recorded in halalas, shown in SAR with its supplier's name.
    const supplier = await e.api<{ UUID: string }>('POST', '/mengusha/suppliers', {
      name: 'بقالة الحي',
      address: '',
      vatid: '',
    });
    const date = Math.floor(Date.now() / 1000);
    await e.api('POST', '/mengusha/purchases', { supplier: supplier.UUID, total: 1234.5, date });
    const context = await e.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);

    await page.goto(`${e.baseUrl}/admin`);
    await page.getByTestId('admin-qr').waitFor();
    await screenshot(page, 'qr-audit-admin-home');
    await page.getByTestId('admin-qr').click();
    await page.waitForURL(`${e.baseUrl}/admin/qr`);
    await page.getByTestId('qr-text').fill('https://sanad.example/مرحبا');
    await page.getByTestId('qr-generate').click();
    await page.getByTestId('qr-result').locator('img').waitFor();
    const src = await page.getByTestId('qr-result').locator('img').getAttribute('src');
    expect(src).toMatch(/^data:image\/png;base64,/);
    await screenshot(page, 'qr-page');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${e.baseUrl}/admin/audit`);
    await page.getByTestId('audit-table').waitFor();
    // Decision 0050: Arabic action names, details as labelled fields with SAR amounts and names.
    await expect.poll(() => page.getByText('إنشاء تصنيف').count()).toBeGreaterThan(0);
    const purchase = page.locator('tr', { hasText: 'تسجيل فاتورة شراء' });
    await expect.poll(() => purchase.count()).toBe(1);
    const details = await purchase.getByTestId('audit-details').innerText();
    expect(details).toContain('1,234.50 ر.س');
    expect(details).toContain('بقالة الحي');
    expect(details).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    const actions = await page.getByTestId('audit-action-name').allInnerTexts();
    expect(actions.every((a) => /[\u0600-\u06FF]/.test(a))).toBe(true);
    await screenshot(page, 'audit-page');
    await page.setViewportSize({ width: 800, height: 1280 });
    await screenshot(page, 'audit-page-800');
    // The action filter lists the actions by their Arabic names; dates as Sanad writes them.
    await page.getByTestId('audit-action').click();
    await page.getByRole('option', { name: 'تسجيل فاتورة شراء' }).click();
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    await page.getByTestId('audit-from').fill(today);
    expect(await page.getByTestId('audit-from').getAttribute('placeholder')).toBe('YYYY-MM-DD');
    await page.getByTestId('audit-apply').click();
    await expect.poll(() => page.getByTestId('audit-action-name').count()).toBe(1);
    await screenshot(page, 'audit-page-filtered-800');
    await context.close();
  });
});
