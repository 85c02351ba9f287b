// Every answer FATOORA gives, through the queue over the real client and the fake ZATCA
// (decision 0043): duplicates after a lost answer (208, 409), clearance switched off (303), a CSID
// ZATCA refuses (401: the business stops until renewed), 413 / 429 with Retry-After / 5xx resent
// later, 400 with ZATCA's messages, a cleared XML that is not the document sent, an expired CSID,
// and renewal through PATCH /production/csids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { documentQr, invoiceHash } from '../../../domain/zatca/hash';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { fakeZatcaRefusal, startFakeZatca, type FakeZatca } from '../../testing/fake-zatca';
import { getApi, postSale } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { businessByKey, issueSigned, VAT_BUYER } from '../../testing/zatca-queue';
import { createZatcaClient } from '../../zatca/client';
import { nodeZatcaCrypto } from '../../zatca/node-crypto';
import type { BusinessRow } from '../businesses/repository';
import { sendNextDue } from './queue';
import { fatooraQueueTransport } from './queue-transport';
import { findOnboarding } from './repository';

/** 2026-11-25 21:00:00 Riyadh. */
const T0 = Date.UTC(2026, 10, 25, 18, 0, 0);
const URL = '/kebrit/zatca/onboarding';
const REPORTING = '/invoices/reporting/single';
const CLEARANCE = '/invoices/clearance/single';

let fake: FakeZatca;
let t: TestApp;
let call: ApiCaller;
let admin: string;
let kebrit: BusinessRow;
beforeAll(async () => {
  fake = await startFakeZatca();
  t = await createTestApp({
    now: T0,
    config: { zatcaMode: 'simulation', zatcaBaseUrl: fake.url },
    // The server's worker runs once at start; the tests send with sendNextDue themselves.
    zatca: { zatcaWorker: { pollMs: 3_600_000 } },
  });
  call = apiCaller(t);
  admin = await t.adminToken();
  const onboarded = await call('POST', URL, admin, { otp: '123456' });
  expect(onboarded.statusCode, onboarded.body).toBe(200);
  kebrit = await businessByKey(t.app.ctx, 'kebrit');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Sends what is due (one pass per document) with the FATOORA transport. */
async function drain() {
  const transport = fatooraQueueTransport(t.app.ctx);
  const outcomes = [];
  for (let i = 0; i < 10; i++) {
    const o = await sendNextDue(t.app.ctx, transport, { random: () => 0 });
    if (o.kind === 'idle') break;
    outcomes.push(o);
  }
  return outcomes;
}

async function submission(invoiceId: number) {
  return t.app.ctx.db
    .selectFrom('zatca_submissions')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
}

async function documentOf(invoiceId: number) {
  return t.app.ctx.db
    .selectFrom('zatca_documents')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
}

/** Sends the invoice's document straight to the fake, as a send whose answer was lost does. */
async function sendBehindTheQueue(invoiceId: number, how: 'report' | 'clear') {
  const row = await findOnboarding(t.app.ctx.db, KEBRIT_ID);
  const doc = await documentOf(invoiceId);
  const uuid = /<cbc:UUID>([^<]+)</.exec(doc.xml)![1]!;
  const transport = (await import('./service')).productionTransportOf;
  const pair = await transport(t.app.ctx, { id: KEBRIT_ID });
  expect(row?.production_certificate).toBeTruthy();
  return pair![how]({ uuid, invoiceHash: doc.invoice_hash, xml: doc.xml });
}

describe('FATOORA answers through the queue', () => {
  it("sends Accept-Language: ar, so ZATCA's messages come in Arabic where it has them", async () => {
    await issueSigned(t.app.ctx, kebrit);
    await drain();
    expect(fake.requests.at(-1)!.headers['accept-language']).toBe('ar');
  });

  it('409 on reporting after a lost answer: recorded as reported, never rejected', async () => {
    const invoice = await issueSigned(t.app.ctx, kebrit);
    expect(await sendBehindTheQueue(invoice.id, 'report')).toMatchObject({ kind: 'accepted' });
    await drain();
    expect(fake.requests.at(-1)!.path).toBe(REPORTING);
    const row = await submission(invoice.id);
    expect(row.status).toBe('reported');
    expect(JSON.parse(row.messages)).toEqual([
      expect.objectContaining({ code: 'Invoice-Errors', category: 'Duplicate-Invoice' }),
    ]);
  });

  it("208 on clearance after a lost answer: cleared, with ZATCA's stamped XML and QR kept", async () => {
    const invoice = await issueSigned(t.app.ctx, kebrit, { buyer: VAT_BUYER });
    const first = await sendBehindTheQueue(invoice.id, 'clear');
    expect(first).toMatchObject({ kind: 'accepted', httpStatus: 200 });
    await drain();
    const row = await submission(invoice.id);
    expect(row.status).toBe('cleared');
    const local = await documentOf(invoice.id);
    // ZATCA's stamp: another signature and QR over the same invoice (same hash, same UUID).
    expect(row.cleared_xml).toBe(first.kind === 'accepted' ? first.clearedInvoice : null);
    expect(row.cleared_xml).not.toBe(local.xml);
    expect(invoiceHash(row.cleared_xml!, nodeZatcaCrypto)).toBe(local.invoice_hash);
    const stored = await t.app.ctx.db
      .selectFrom('invoices')
      .select('qr')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(stored.qr).toBe(documentQr(row.cleared_xml!));
    expect(stored.qr).not.toBe(documentQr(local.xml));
  });

  it('303 (clearance switched off): the standard document goes to reporting and is reported', async () => {
    fake.clearanceOff = true;
    try {
      const invoice = await issueSigned(t.app.ctx, kebrit, { buyer: VAT_BUYER });
      const before = fake.requests.length;
      await drain();
      const sent = fake.requests.slice(before).map((r) => [r.path, r.headers['clearance-status']]);
      expect(sent).toEqual([
        [CLEARANCE, '1'],
        [REPORTING, '0'],
      ]);
      const row = await submission(invoice.id);
      expect(row.status).toBe('reported');
      expect(JSON.parse(row.messages)[0].code).toBe('clearance-deactivated');
    } finally {
      fake.clearanceOff = false;
    }
  });

  it('400 with validationResults: rejected with ZATCA code and message, shown on the invoice', async () => {
    const invoice = await issueSigned(t.app.ctx, kebrit);
    fake.script(
      REPORTING,
      fakeZatcaRefusal('reporting', 'BR-KSA-37', 'يجب أن يتكون رقم المبنى من 4 أرقام'),
    );
    await drain();
    const view = (await getApi(t, admin, `kebrit/invoices/${invoice.uuid}`)).json();
    expect(view.invoice.ZATCA).toMatchObject({
      status: 'rejected',
      messages: [{ code: 'BR-KSA-37', message: 'يجب أن يتكون رقم المبنى من 4 أرقام' }],
    });
  });

  it('413, 429 with Retry-After and 503 are resent later, never rejected; Retry-After is honoured', async () => {
    const invoice = await issueSigned(t.app.ctx, kebrit);
    fake.script(REPORTING, { status: 413, body: {} });
    const [first] = await drain();
    expect(first).toMatchObject({ kind: 'retry', reason: expect.stringMatching(/413/) });
    expect((await submission(invoice.id)).status).toBe('pending');
    t.clock.now = (await submission(invoice.id)).next_attempt_at;
    fake.script(REPORTING, { status: 429, headers: { 'Retry-After': '900' }, body: {} });
    const [second] = await drain();
    // The back-off after a second failure is 30–60 s; ZATCA asked for 15 minutes.
    expect(second).toMatchObject({ kind: 'retry', nextAttemptAt: t.clock.now + 900_000 });
    t.clock.now += 900_000;
    fake.script(REPORTING, { status: 503, body: {} });
    expect((await drain())[0]).toMatchObject({ kind: 'retry' });
    t.clock.now = (await submission(invoice.id)).next_attempt_at;
    await drain();
    expect((await submission(invoice.id)).status).toBe('reported');
  });

  it('a cleared XML that is not the document sent is not kept: the local one stays, flagged', async () => {
    const invoice = await issueSigned(t.app.ctx, kebrit, { buyer: VAT_BUYER });
    const other = await issueSigned(t.app.ctx, kebrit, { buyer: VAT_BUYER });
    const foreign = await documentOf(other.id);
    await t.app.ctx.db.deleteFrom('zatca_submissions').where('invoice_id', '=', other.id).execute();
    fake.script(CLEARANCE, {
      status: 200,
      body: {
        clearanceStatus: 'CLEARED',
        validationResults: { warningMessages: [], errorMessages: [], status: 'PASS' },
        clearedInvoice: Buffer.from(foreign.xml).toString('base64'),
      },
    });
    await drain();
    const row = await submission(invoice.id);
    expect(row.status).toBe('cleared');
    expect(row.cleared_xml).toBeNull();
    expect(JSON.parse(row.messages)[0].code).toBe('cleared-xml-not-kept');
    const xml = await call('GET', `/kebrit/invoices/${invoice.uuid}/xml`, admin);
    expect(xml.body).toBe((await documentOf(invoice.id)).xml);
  });

  it('401: the business stops (needs attention, shown on /admin/zatca) until a renewal lifts it', async () => {
    const invoice = await issueSigned(t.app.ctx, kebrit);
    fake.script(REPORTING, {
      status: 401,
      body: { errorCode: 'Invalid-Token', errorCategory: 'AUTH', errorMessage: 'Token expired' },
    });
    await drain();
    expect((await submission(invoice.id)).status).toBe('pending');
    const status = (await call('GET', URL, admin)).json();
    expect(status.attention).toMatchObject({
      code: 'zatca_credentials_refused',
      messages: [{ code: 'Invalid-Token', message: 'Token expired' }],
    });
    // Due again, but nothing of the business is sent while it needs attention.
    t.clock.now += 3_600_000;
    const before = fake.requests.length;
    expect(await drain()).toEqual([]);
    expect(fake.requests.length).toBe(before);
    // Renewal (PATCH, same unit) lifts the stop and sends what waited.
    const renewed = await call('POST', URL, admin, { otp: '123456' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ attention: null, stepsDone: expect.any(Array) });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PATCH', path: '/production/csids' });
    await drain();
    expect((await submission(invoice.id)).status).toBe('reported');
  });
});

describe('renewal and expiry', () => {
  it('renewal answered 428 (compliance CSID): the compliance checks run again, then POST production CSID', async () => {
    const before = await findOnboarding(t.app.ctx.db, KEBRIT_ID);
    fake.renewalAnswer = 428;
    const from = fake.requests.length;
    try {
      const res = await call('POST', URL, admin, { otp: '123456' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('production');
    } finally {
      fake.renewalAnswer = 200;
    }
    const calls = fake.requests.slice(from).map((r) => `${r.method} ${r.path}`);
    expect(calls[0]).toBe('PATCH /production/csids');
    expect(calls).toContain('POST /compliance/invoices');
    expect(calls.at(-1)).toBe('POST /production/csids');
    expect(calls).not.toContain('POST /compliance');
    const after = await findOnboarding(t.app.ctx.db, KEBRIT_ID);
    // The same unit: the same key and EGS serial, a new certificate.
    expect(after!.unit_serial).toBe(before!.unit_serial);
    expect(after!.private_key).toBe(before!.private_key);
    expect(after!.certificate_serial).not.toBe(before!.certificate_serial);
  });

  it('an expired production CSID: a sale is refused with 409 and the renewal hint, no number spent', async () => {
    const product = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, {
      name: 'سكر 5 كغ',
      price: 2500,
    });
    const row = await findOnboarding(t.app.ctx.db, KEBRIT_ID);
    const was = t.clock.now;
    const counter = () =>
      t.app.ctx.db
        .selectFrom('invoice_counters')
        .selectAll()
        .where('business_id', '=', KEBRIT_ID)
        .executeTakeFirstOrThrow();
    const numberBefore = await counter();
    t.clock.now = row!.certificate_not_after! + 1000;
    try {
      t.forgetAdminToken(); // the session of T0 has expired by then
      const token = await t.adminToken();
      const res = await postSale(t, token, 'kebrit', {
        PaymentMeansCode: '10',
        DiscountPercent: 0,
        InvoiceLine: [{ ID: product, InvoicedQuantity: 1 }],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'zatca_certificate_expired',
        message: ERROR_MESSAGES.zatca_certificate_expired,
      });
      expect(await counter()).toEqual(numberBefore);
      expect((await call('GET', URL, token)).json()).toMatchObject({ certificateExpired: true });
    } finally {
      t.clock.now = was;
      t.forgetAdminToken();
      admin = await t.adminToken();
    }
  });
});

describe('the client alone: a slow answer past the timeout, then the resend', () => {
  it('the resend of a document whose answer timed out is a duplicate ZATCA accepts', async () => {
    const client = createZatcaClient({ baseUrl: fake.url, timeoutMs: 300 });
    const invoice = await issueSigned(t.app.ctx, kebrit, { buyer: VAT_BUYER });
    await t.app.ctx.db
      .deleteFrom('zatca_submissions')
      .where('invoice_id', '=', invoice.id)
      .execute();
    const doc = await documentOf(invoice.id);
    const row = await findOnboarding(t.app.ctx.db, KEBRIT_ID);
    const { masterKey, openPrivateKey } = await import('../../zatca/key-store');
    const credentials = {
      binarySecurityToken: Buffer.from(row!.production_certificate!).toString('base64'),
      secret: openPrivateKey(row!.production_secret!, masterKey(t.dataDir)),
    };
    const submissionOf = { uuid: invoice.uuid, invoiceHash: doc.invoice_hash, xml: doc.xml };
    fake.script(CLEARANCE, { delayMs: 1_000 });
    expect(await client.clear(credentials, submissionOf)).toEqual({
      kind: 'timeout',
      retryable: true,
    });
    const again = await client.clear(credentials, submissionOf);
    expect(again).toMatchObject({ kind: 'accepted', httpStatus: 208, duplicate: true });
    expect(again.kind === 'accepted' && again.clearedInvoice).toContain(invoice.uuid);
  });
});
