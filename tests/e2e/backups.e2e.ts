// Database backups in Chromium (decision 0020): an administrator creates a database backup on
// /admin/backupdp,
// downloads it (through a signed link, decision 0027), uploads it back from the browser (decision
// 0050), restores it after confirming and sees the
// truthful result; a damaged file is refused with the Arabic reason and nothing changes.
// Photographed at 1366×768 and 800×1280.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../src/domain/errors';
import { ADMIN, screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
});
afterAll(async () => e?.close());

const category = (name: string) =>
  e.api<{ UUID: string }>('POST', '/kebrit/categories', {
    name,
    description: name,
    categoryEn: 'Backup test',
  });

async function categoryNames(): Promise<string[]> {
  const list = await e.api<Array<{ name: string }>>('GET', '/kebrit/categories');
  return list.map((c) => c.name);
}

async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('database backups in Chromium', () => {
  it('an admin creates a backup, downloads it, restores it and sees the truthful result', async () => {
    await category('قبل النسخة');
    const context = await e.browser.newContext({
      viewport: { width: 1366, height: 768 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);

    await page.goto(`${e.baseUrl}/admin`);
    await page.getByTestId('admin-backupdp').waitFor();
    await screenshot(page, 'backups-admin-home');
    await page.getByTestId('admin-backupdp').click();
    await page.waitForURL(`${e.baseUrl}/admin/backupdp`);
    await expect.poll(() => page.getByText('لا توجد نسخ احتياطية بعد').count()).toBe(1);

    await page.getByTestId('create-backup').click();
    const row = page.locator('[data-testid^="backup-row-"]');
    await expect.poll(() => row.count()).toBe(1);
    const name = (await row.getAttribute('data-testid'))!.replace('backup-row-', '');
    expect(name).toMatch(/^sanad-\d{8}-\d{6}-manual-[a-z0-9]{6}\.tar\.gz$/);
    const file = path.join(e.dataDir, 'backups', name);
    await expect
      .poll(() => row.innerText())
      .toContain(fs.statSync(file).size.toLocaleString('en-US'));
    await screenshot(page, 'backups-1366');

    // Download: the browser saves the very file the server holds.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(`download-${name}`).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    // A plain link with its signature, no bearer header: what a new window could open.
    expect(download.url()).toMatch(
      /\/api\/v1\/admin\/backupdp\/sanad-[^?]+\?sig=[\w-]+\.[\w-]{43}$/,
    );
    const saved = await download.path();
    expect(fs.readFileSync(saved).equals(fs.readFileSync(file))).toBe(true);

    // As on a new machine (decision 0050): the file is not on the server; it comes back by upload
    // from the browser, checked first. A file that is not a backup is refused, nothing listed.
    fs.rmSync(file);
    await page.reload();
    await expect.poll(() => page.getByText('لا توجد نسخ احتياطية بعد').count()).toBe(1);
    const picker = page.locator('input[type=file]');
    await picker.setInputFiles({
      name: 'notes.tar.gz',
      mimeType: 'application/gzip',
      buffer: Buffer.from('ليست نسخة احتياطية'),
    });
    const uploaded = page.getByTestId('upload-result');
    await expect.poll(() => uploaded.innerText()).toContain(ERROR_MESSAGES.backup_foreign);
    expect(await row.count()).toBe(0);
    await picker.setInputFiles({
      name,
      mimeType: 'application/gzip',
      buffer: fs.readFileSync(saved),
    });
    await expect.poll(() => uploaded.innerText()).toContain('رُفعت النسخة');
    await expect.poll(() => row.count()).toBe(1);
    expect(fs.readFileSync(file).equals(fs.readFileSync(saved))).toBe(true);
    await screenshot(page, 'backups-uploaded');

    // A change after the backup, then restore: it is gone, what was there before stays.
    await category('بعد النسخة');
    expect(await categoryNames()).toContain('بعد النسخة');
    await page.getByTestId(`restore-${name}`).click();
    await expect.poll(() => page.getByText('ستُستبدل كل بيانات سند الحالية').count()).toBe(1);
    await page.waitForTimeout(400); // the dialog's fade-in, for the photograph
    await screenshot(page, 'backups-confirm');
    await page.getByTestId('confirm-restore').click();
    const result = page.getByTestId('restore-result');
    await expect.poll(() => result.innerText()).toContain('تمت الاستعادة');
    expect(await result.innerText()).toContain('safety');
    const names = await categoryNames();
    expect(names).toContain('قبل النسخة');
    expect(names).not.toContain('بعد النسخة');
    // The safety backup of the replaced data is listed too.
    await expect.poll(() => row.count()).toBe(2);
    await screenshot(page, 'backups-restored');

    // A damaged file under a backup's name is refused, and nothing changes.
    const bytes = fs.readFileSync(file);
    bytes.fill(0x55, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 64);
    const damaged = 'sanad-20260101-000000-manual-broken.tar.gz';
    fs.writeFileSync(path.join(e.dataDir, 'backups', damaged), bytes);
    await category('بعد الاستعادة');
    await page.reload();
    await page.getByTestId(`restore-${damaged}`).click();
    await page.getByTestId('confirm-restore').click();
    await expect.poll(() => result.innerText()).toContain(ERROR_MESSAGES.backup_corrupt);
    expect(await result.innerText()).toContain('لم تتم الاستعادة');
    expect(await categoryNames()).toContain('بعد الاستعادة');
    await screenshot(page, 'backups-refused');

    // The same screen on a tablet: no sideways scrolling of the page.
    await page.setViewportSize({ width: 800, height: 1280 });
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'backups-800');
    await context.close();
  });
});
