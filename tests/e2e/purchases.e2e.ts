// Purchases in Chromium (decision 0029, docs/screens/0038-purchases-tools-screens.md): an
// administrator opens purchases from the business home, reads the
// list (number, supplier, item, quantity, bar, totals, receipt thumbnail → full size), adds a
// supplier on the suppliers screen.
// Photographed at 1366×768, 800×1280 and 768×1024.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReceiptJpeg } from '../../src/server/demo/purchases-demo';
import { purchaseMultipart } from '../../src/server/testing/purchases';
import { ADMIN, screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ BACKUP_SCHEDULE: 'off' });
  const s = await e.api<{ UUID: string }>('POST', '/mengusha/suppliers', {
    name: 'شركة الوطنية للدواجن',
    address: 'الرياض، حي السلي، طريق الخرج',
    vatid: '300112233400003',
  });
  for (const [total, days, item, quantity] of [
    [1150, 3, 'دجاج طازج', 40],
    [460, 10, 'خبز تنور', 200],
    [2875.5, 20, 'لحم غنم', 25],
  ] as const) {
    // Each purchase is sent as the web sends it: multipart with a receipt photo.
    const { payload, headers } = purchaseMultipart(
      { supplier: s.UUID, total, date: Math.floor(Date.now() / 1000) - days * 86400 },
      {
        bytes: demoReceiptJpeg({
          supplier: 'شركة الوطنية للدواجن',
          vatid: '300112233400003',
          date: '2026-11-01',
          lines: [{ name: item, quantity, total: Math.round(total * 100) }],
          total: Math.round(total * 100),
        }),
      },
    );
    const res = await fetch(`${e.baseUrl}/api/v1/mengusha/purchases`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${e.adminToken}` },
      body: payload,
    });
    expect(res.status).toBe(201);
    const p = (await res.json()) as { UUID: string };
    // Unit prices that divide the totals exactly: 28.75 × 40, 2.30 × 200, 115.02 × 25.
    await e.api('POST', '/mengusha/purchases/items', {
      invUUID: p.UUID,
      items: [{ ItemName: item, Price: total / quantity, InvoicedQuantity: quantity }],
    });
  }
});
afterAll(async () => e?.close());

describe('purchases screens in Chromium', () => {
  for (const [w, h] of [
    [1366, 768],
    [800, 1280],
    [768, 1024],
  ] as const)
    it(`the purchases list and the suppliers screen at ${w}×${h}`, async () => {
      const context = await e.browser.newContext({ viewport: { width: w, height: h } });
      const page = await context.newPage();
      await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${e.baseUrl}/mengusha/purchases`);
      await page.getByTestId('purchase-table').waitFor();
      expect(await page.getByTestId('purchase-row').count()).toBe(3);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await expect
        .poll(() =>
          page
            .getByTestId('purchase-receipt')
            .first()
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight),
        )
        .toBe(320); // the 600 × 880 photo's thumbnail: 320 px on its longest side
      // A tablet in portrait reads the whole list without scrolling sideways.
      const overflow = await page
        .getByTestId('purchase-table')
        .evaluate(
          (table) =>
            table.getBoundingClientRect().width -
            table.closest('.mantine-Paper-root')!.getBoundingClientRect().width,
        );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `purchases-list-${w}x${h}`);
      await page.getByTestId('purchase-receipt').first().click();
      await page.getByTestId('purchase-receipt-full').waitFor();
      await expect
        .poll(() =>
          page
            .getByTestId('purchase-receipt-full')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBe(600);
      await screenshot(page, `purchases-receipt-${w}x${h}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('purchases-suppliers').click();
      await page.waitForURL(`${e.baseUrl}/mengusha/purchases/suppliers`);
      await page.getByTestId('supplier-name').fill(`مخابز الأولى ${w}`);
      await page.getByTestId('supplier-vatid').fill('311445566700003');
      await page.getByTestId('supplier-submit').click();
      await page.getByText(`مخابز الأولى ${w}`).waitFor();
      await screenshot(page, `purchases-suppliers-${w}x${h}`);
      await context.close();
    });
});
