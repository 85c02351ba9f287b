// The QR tool and the audit log in Chromium (decision 0024): an administrator opens the QR tool
// from /admin, generates a code that
// reads back to the text, then reads the audit log (a category made first shows up in it).
// Photographed at 1366×768.
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

    await page.goto(`${e.baseUrl}/admin/audit`);
    await page.getByTestId('audit-table').waitFor();
    await expect.poll(() => page.getByText('إنشاء فئة').count()).toBeGreaterThan(0);
    await screenshot(page, 'audit-page');
    await context.close();
  });
});
