// Each invoice's ZATCA status in Chromium (decision 0036): the list's badge column,
// the view's status panel with ZATCA's messages, and an administrator's «إعادة الإرسال الآن».
// Photographed at 1280×800, 1024×768 and 768×1024.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryReasonAr } from '../../src/domain/zatca/messages';
import { ZATCA_STATUS_LABELS } from '../../src/domain/zatca/reporting';
import { sendNextDue } from '../../src/server/modules/zatca';
import type { InvoiceRow } from '../../src/server/modules/invoices';
import {
  businessByKey,
  fakeTransport,
  issueSigned,
  REJECTION,
  VAT_BUYER,
} from '../../src/server/testing/zatca-queue';
import type { ZatcaAnswer } from '../../src/server/zatca/transport';
import { ADMIN, screenshot, signIn, startE2E, type E2E } from './harness';

let e: E2E;
const issued: InvoiceRow[] = [];

beforeAll(async () => {
  e = await startE2E({ ZATCA_MODE: 'offline' });
  e.app.ctx.config.zatcaQueue = true; // the tests' switch: queue as simulation/production would
  const kebrit = await businessByKey(e.app.ctx, 'kebrit');
  const answers: ZatcaAnswer[] = [
    { kind: 'reported', messages: [] },
    { kind: 'cleared', messages: [], clearedXml: '<Invoice/>' },
    { kind: 'warnings', messages: [{ ...REJECTION[0]!, category: 'WARNING' }] },
    { kind: 'rejected', messages: REJECTION },
    { kind: 'retry', reason: 'HTTP 503' },
  ];
  for (let i = 0; i < answers.length; i++)
    issued.push(await issueSigned(e.app.ctx, kebrit, i === 1 ? { buyer: VAT_BUYER } : {}));
  let next = 0;
  const fake = fakeTransport(async () => answers[next++]!);
  for (let i = 0; i < answers.length; i++) await sendNextDue(e.app.ctx, fake);
}, 60_000);
afterAll(async () => e?.close());

describe('ZATCA status on the invoice screens, in Chromium', () => {
  it('the list shows one badge per invoice; the rejected view shows the messages; retry makes it pending', async () => {
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
      [768, 1024],
    ] as const) {
      const page = await e.browser.newPage({ viewport: { width, height } });
      await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${e.baseUrl}/kebrit/invoices`);
      await page.getByTestId('invoice-row-5').waitFor();
      const badges = await page.getByTestId('zatca-status').allTextContents();
      expect(badges).toEqual(
        (['pending', 'rejected', 'warnings', 'cleared', 'reported'] as const).map(
          (s) => ZATCA_STATUS_LABELS[s],
        ),
      );
      expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
      await screenshot(page, `zatca-queue-list-${width}`);

      await page.goto(`${e.baseUrl}/kebrit/invoices/view/${issued[3]!.uuid}`);
      await page.getByTestId('invoice-zatca-status').waitFor();
      expect(await page.getByTestId('zatca-messages').textContent()).toContain('BR-KSA-37');
      await screenshot(page, `zatca-queue-rejected-${width}`);
      await page.close();
    }

    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${e.baseUrl}/kebrit/invoices/view/${issued[3]!.uuid}`);
    await page.getByTestId('zatca-retry').click();
    await page.locator('[data-testid="zatca-status"][data-status="pending"]').waitFor();
    await screenshot(page, 'zatca-queue-retried-1280');
    await page.goto(`${e.baseUrl}/kebrit/invoices/view/${issued[4]!.uuid}`);
    await page.getByTestId('invoice-zatca-status').waitFor();
    // Why it is retried, in Arabic (decision 0043).
    expect(await page.getByTestId('invoice-zatca-status').textContent()).toContain(
      retryReasonAr('HTTP 503'),
    );
    await screenshot(page, 'zatca-queue-pending-1280');
    await page.close();
  }, 120_000);
});
