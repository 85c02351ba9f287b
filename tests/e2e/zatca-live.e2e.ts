// ZATCA as it answers, on the screens (decisions 0043, 0044), in Chromium with ZATCA_MODE=simulation
// against the fake ZATCA: a standard invoice waiting for clearance has its PDF, XML and print off
// and says why; one ZATCA rejected is listed apart on the client's statement; a CSID ZATCA refuses
// (401) shows on /admin/zatca. Photographed at 800×1280.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendNextDue } from '../../src/server/modules/zatca';
import { fatooraQueueTransport } from '../../src/server/modules/zatca/queue-transport';
import { insertTestProduct, KEBRIT_ID } from '../../src/server/testing/catalogue-fixtures';
import { clientInput } from '../../src/server/testing/clients';
import {
  fakeZatcaRefusal,
  startFakeZatca,
  type FakeZatca,
} from '../../src/server/testing/fake-zatca';
import { ADMIN, screenshot, signIn, startE2E, type E2E } from './harness';

const CLEARANCE = '/invoices/clearance/single';
let fake: FakeZatca;
let e: E2E;
let client: string;
let pending: { UUID: string };
let rice: number;

async function approvedStandard(): Promise<{ UUID: string }> {
  const order = await e.api<{ ID: number }>('POST', '/kebrit/orders', {
    Customer: { UUID: client },
    PaymentMeansCode: '10',
    DiscountPercent: 0,
    InvoiceLine: [{ ID: rice, InvoicedQuantity: 3 }],
  });
  return e.api('POST', `/kebrit/orders/${order.ID}/approve`);
}

beforeAll(async () => {
  fake = await startFakeZatca();
  e = await startE2E({ ZATCA_MODE: 'simulation', ZATCA_BASE_URL: fake.url });
  e.app.ctx.config.zatcaClearanceWaitMs = 1500;
  await e.api('POST', '/kebrit/zatca/onboarding', { otp: '123456' });
  rice = await insertTestProduct(e.app.ctx.db, KEBRIT_ID, { name: 'أرز بسمتي 10 كغ', price: 8999 });
  client = (await e.api<{ UUID: string }>('POST', '/kebrit/clients', clientInput())).UUID;
  // Rejected: listed apart on the statement.
  fake.script(
    CLEARANCE,
    fakeZatcaRefusal('clearance', 'BR-KSA-63', 'يجب ذكر رقم المبنى في عنوان المشتري'),
  );
  await approvedStandard();
  // Pending: ZATCA answers 503, then 401 (the CSID refused).
  fake.script(CLEARANCE, { status: 503, body: {} });
  pending = await approvedStandard();
  fake.script(CLEARANCE, {
    status: 401,
    body: { errorCode: 'Invalid-Token', errorCategory: 'AUTH', errorMessage: 'Token expired' },
  });
  const due = await e.app.ctx.db
    .updateTable('zatca_submissions')
    .set({ next_attempt_at: 0 })
    .where('status', '=', 'pending')
    .executeTakeFirst();
  expect(Number(due.numUpdatedRows)).toBe(1);
  await sendNextDue(e.app.ctx, fatooraQueueTransport(e.app.ctx));
}, 90_000);
afterAll(async () => {
  await e?.close();
  await fake?.close();
});

describe('ZATCA live answers on the screens, in Chromium', () => {
  it('a pending standard invoice: PDF, XML and print off, with the reason; /admin/zatca says the CSID was refused; the statement lists the rejected one apart', async () => {
    // The tablet in portrait: the narrowest screen these are read on (1366×768 was looked at too).
    for (const [width, height] of [[800, 1280]] as const) {
      const page = await e.browser.newPage({ viewport: { width, height } });
      await signIn(page, e.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${e.baseUrl}/kebrit/invoices/view/${pending.UUID}`);
      const held = page.getByTestId('invoice-held');
      await held.waitFor();
      expect(await held.getAttribute('data-state')).toBe('pending');
      expect(await page.getByTestId('invoice-download-pdf').isDisabled()).toBe(true);
      expect(await page.getByTestId('invoice-print').isDisabled()).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
      await screenshot(page, `zatca-live-held-${width}`);

      await page.goto(`${e.baseUrl}/admin/zatca`);
      const attention = page.getByTestId('zatca-attention');
      await attention.waitFor();
      expect(await attention.textContent()).toContain('Token expired');
      await screenshot(page, `zatca-live-attention-${width}`);

      await page.goto(`${e.baseUrl}/kebrit/clientx/view/${client}`);
      const rejected = page.getByTestId('statement-rejected');
      await rejected.waitFor();
      expect(await rejected.textContent()).toContain('BR-KSA-63');
      await screenshot(page, `zatca-live-statement-${width}`);
      await page.close();
    }
  }, 120_000);
});
