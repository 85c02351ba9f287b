/**
 * The world of the tests of ZATCA's live answers (decision 0043): the fake ZATCA, an app in
 * ZATCA_MODE=simulation pointed at it with kebrit onboarded, and the helpers that send what is due
 * and read a document's queue row. Not used by the application.
 */
import { expect } from 'vitest';
import type { BusinessRow } from '../modules/businesses/repository';
import { fatooraQueueTransport, sendNextDue } from '../modules/zatca';
import { apiCaller } from './api-caller';
import { startFakeZatca } from './fake-zatca';
import { createTestApp, type TestApp } from './test-app';
import { businessByKey } from './zatca-queue';

/** 2026-11-25 21:00:00 Riyadh. */
export const ZATCA_LIVE_T0 = Date.UTC(2026, 10, 25, 18, 0, 0);
export const ONBOARDING_URL = '/kebrit/zatca/onboarding';
export const REPORTING = '/invoices/reporting/single';
export const CLEARANCE = '/invoices/clearance/single';

/**
 * Starts the fake ZATCA and the app (its own worker runs once at start, then sleeps for an hour:
 * the tests send with `drain`), onboards kebrit through the API.
 */
export async function startZatcaLive(config: { zatcaClearanceWaitMs?: number } = {}) {
  const fake = await startFakeZatca();
  const t: TestApp = await createTestApp({
    now: ZATCA_LIVE_T0,
    config: { zatcaMode: 'simulation', zatcaBaseUrl: fake.url, ...config },
    zatca: { zatcaWorker: { pollMs: 3_600_000 } },
  });
  const call = apiCaller(t);
  const admin = await t.adminToken();
  const onboarded = await call('POST', ONBOARDING_URL, admin, { otp: '123456' });
  expect(onboarded.statusCode, onboarded.body).toBe(200);
  const kebrit: BusinessRow = await businessByKey(t.app.ctx, 'kebrit');

  return {
    fake,
    t,
    call,
    admin,
    kebrit,
    /** Sends what is due (one pass per document) with the FATOORA transport; the outcomes. */
    async drain() {
      const transport = fatooraQueueTransport(t.app.ctx);
      const outcomes = [];
      for (let i = 0; i < 10; i++) {
        const o = await sendNextDue(t.app.ctx, transport, { random: () => 0 });
        if (o.kind === 'idle') break;
        outcomes.push(o);
      }
      return outcomes;
    },
    /** The invoice's queue row. */
    submission: (invoiceId: number) =>
      t.app.ctx.db
        .selectFrom('zatca_submissions')
        .selectAll()
        .where('invoice_id', '=', invoiceId)
        .executeTakeFirstOrThrow(),
    /** The invoice's signed document as stored. */
    documentOf: (invoiceId: number) =>
      t.app.ctx.db
        .selectFrom('zatca_documents')
        .selectAll()
        .where('invoice_id', '=', invoiceId)
        .executeTakeFirstOrThrow(),
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

export type ZatcaLive = Awaited<ReturnType<typeof startZatcaLive>>;
