// Every answer FATOORA gives, through the queue over the real client and the fake ZATCA
// (decision 0043): duplicates after a lost answer (208, 409), clearance switched off (303), a CSID
// ZATCA refuses (401: the business stops until renewed), 413 / 429 with Retry-After / 5xx resent
// later, 400 with ZATCA's messages, a cleared XML that is not the document sent. Renewal, expiry and
// the client's timeout are in renewal.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentQr, invoiceHash } from '../../../domain/zatca/hash';
import { fakeZatcaRefusal } from '../../testing/fake-zatca';
import { getApi } from '../../testing/sales';
import {
  CLEARANCE,
  ONBOARDING_URL as URL,
  REPORTING,
  startZatcaLive,
  type ZatcaLive,
} from '../../testing/zatca-live';
import { issueSigned, VAT_BUYER } from '../../testing/zatca-queue';
import { nodeZatcaCrypto } from '../../zatca/node-crypto';
import { productionTransportOf } from './service';
import { KEBRIT_ID } from '../../testing/catalogue-fixtures';

let w: ZatcaLive;
beforeAll(async () => {
  w = await startZatcaLive();
});
afterAll(async () => w.close());

/** Sends the invoice's document straight to the fake, as a send whose answer was lost does. */
async function sendBehindTheQueue(invoiceId: number, how: 'report' | 'clear') {
  const doc = await w.documentOf(invoiceId);
  const uuid = /<cbc:UUID>([^<]+)</.exec(doc.xml)![1]!;
  const pair = await productionTransportOf(w.t.app.ctx, { id: KEBRIT_ID });
  return pair![how]({ uuid, invoiceHash: doc.invoice_hash, xml: doc.xml });
}

describe('FATOORA answers through the queue', () => {
  it("sends Accept-Language: ar, so ZATCA's messages come in Arabic where it has them", async () => {
    await issueSigned(w.t.app.ctx, w.kebrit);
    await w.drain();
    expect(w.fake.requests.at(-1)!.headers['accept-language']).toBe('ar');
  });

  it('409 on reporting after a lost answer: recorded as reported, never rejected', async () => {
    const invoice = await issueSigned(w.t.app.ctx, w.kebrit);
    expect(await sendBehindTheQueue(invoice.id, 'report')).toMatchObject({ kind: 'accepted' });
    await w.drain();
    expect(w.fake.requests.at(-1)!.path).toBe(REPORTING);
    const row = await w.submission(invoice.id);
    expect(row.status).toBe('reported');
    expect(JSON.parse(row.messages)).toEqual([
      expect.objectContaining({ code: 'Invoice-Errors', category: 'Duplicate-Invoice' }),
    ]);
  });

  it("208 on clearance after a lost answer: cleared, with ZATCA's stamped XML and QR kept", async () => {
    const invoice = await issueSigned(w.t.app.ctx, w.kebrit, { buyer: VAT_BUYER });
    const first = await sendBehindTheQueue(invoice.id, 'clear');
    expect(first).toMatchObject({ kind: 'accepted', httpStatus: 200 });
    await w.drain();
    const row = await w.submission(invoice.id);
    expect(row.status).toBe('cleared');
    const local = await w.documentOf(invoice.id);
    // ZATCA's stamp: another signature and QR over the same invoice (same hash, same UUID).
    expect(row.cleared_xml).toBe(first.kind === 'accepted' ? first.clearedInvoice : null);
    expect(row.cleared_xml).not.toBe(local.xml);
    expect(invoiceHash(row.cleared_xml!, nodeZatcaCrypto)).toBe(local.invoice_hash);
    const stored = await w.t.app.ctx.db
      .selectFrom('invoices')
      .select('qr')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(stored.qr).toBe(documentQr(row.cleared_xml!));
    expect(stored.qr).not.toBe(documentQr(local.xml));
  });

  it('303 (clearance switched off): the standard document goes to reporting and is reported', async () => {
    w.fake.clearanceOff = true;
    try {
      const invoice = await issueSigned(w.t.app.ctx, w.kebrit, { buyer: VAT_BUYER });
      const before = w.fake.requests.length;
      await w.drain();
      const sent = w.fake.requests
        .slice(before)
        .map((r) => [r.path, r.headers['clearance-status']]);
      expect(sent).toEqual([
        [CLEARANCE, '1'],
        [REPORTING, '0'],
      ]);
      const row = await w.submission(invoice.id);
      expect(row.status).toBe('reported');
      expect(JSON.parse(row.messages)[0].code).toBe('clearance-deactivated');
    } finally {
      w.fake.clearanceOff = false;
    }
  });

  it('400 with validationResults: rejected with ZATCA code and message, shown on the invoice', async () => {
    const invoice = await issueSigned(w.t.app.ctx, w.kebrit);
    w.fake.script(
      REPORTING,
      fakeZatcaRefusal('reporting', 'BR-KSA-37', 'يجب أن يتكون رقم المبنى من 4 أرقام'),
    );
    await w.drain();
    const view = (await getApi(w.t, w.admin, `kebrit/invoices/${invoice.uuid}`)).json();
    expect(view.invoice.ZATCA).toMatchObject({
      status: 'rejected',
      messages: [{ code: 'BR-KSA-37', message: 'يجب أن يتكون رقم المبنى من 4 أرقام' }],
    });
  });

  it('413, 429 with Retry-After and 503 are resent later, never rejected; Retry-After is honoured', async () => {
    const invoice = await issueSigned(w.t.app.ctx, w.kebrit);
    w.fake.script(REPORTING, { status: 413, body: {} });
    const [first] = await w.drain();
    expect(first).toMatchObject({ kind: 'retry', reason: expect.stringMatching(/413/) });
    expect((await w.submission(invoice.id)).status).toBe('pending');
    w.t.clock.now = (await w.submission(invoice.id)).next_attempt_at;
    w.fake.script(REPORTING, { status: 429, headers: { 'Retry-After': '900' }, body: {} });
    const [second] = await w.drain();
    // The back-off after a second failure is 30–60 s; ZATCA asked for 15 minutes.
    expect(second).toMatchObject({ kind: 'retry', nextAttemptAt: w.t.clock.now + 900_000 });
    w.t.clock.now += 900_000;
    w.fake.script(REPORTING, { status: 503, body: {} });
    expect((await w.drain())[0]).toMatchObject({ kind: 'retry' });
    w.t.clock.now = (await w.submission(invoice.id)).next_attempt_at;
    await w.drain();
    expect((await w.submission(invoice.id)).status).toBe('reported');
  });

  it('a cleared XML that is not the document sent is not kept: the local one stays, flagged', async () => {
    const invoice = await issueSigned(w.t.app.ctx, w.kebrit, { buyer: VAT_BUYER });
    const other = await issueSigned(w.t.app.ctx, w.kebrit, { buyer: VAT_BUYER });
    const foreign = await w.documentOf(other.id);
    await w.t.app.ctx.db
      .deleteFrom('zatca_submissions')
      .where('invoice_id', '=', other.id)
      .execute();
    w.fake.script(CLEARANCE, {
      status: 200,
      body: {
        clearanceStatus: 'CLEARED',
        validationResults: { warningMessages: [], errorMessages: [], status: 'PASS' },
        clearedInvoice: Buffer.from(foreign.xml).toString('base64'),
      },
    });
    await w.drain();
    const row = await w.submission(invoice.id);
    expect(row.status).toBe('cleared');
    expect(row.cleared_xml).toBeNull();
    expect(JSON.parse(row.messages)[0].code).toBe('cleared-xml-not-kept');
    const xml = await w.call('GET', `/kebrit/invoices/${invoice.uuid}/xml`, w.admin);
    expect(xml.body).toBe((await w.documentOf(invoice.id)).xml);
  });

  it('401: the business stops (needs attention, shown on /admin/zatca) until a renewal lifts it', async () => {
    const invoice = await issueSigned(w.t.app.ctx, w.kebrit);
    w.fake.script(REPORTING, {
      status: 401,
      body: { errorCode: 'Invalid-Token', errorCategory: 'AUTH', errorMessage: 'Token expired' },
    });
    await w.drain();
    expect((await w.submission(invoice.id)).status).toBe('pending');
    const status = (await w.call('GET', URL, w.admin)).json();
    expect(status.attention).toMatchObject({
      code: 'zatca_credentials_refused',
      messages: [{ code: 'Invalid-Token', message: 'Token expired' }],
    });
    // Due again, but nothing of the business is sent while it needs attention.
    w.t.clock.now += 3_600_000;
    const before = w.fake.requests.length;
    expect(await w.drain()).toEqual([]);
    expect(w.fake.requests.length).toBe(before);
    // Renewal (PATCH, same unit) lifts the stop and sends what waited.
    const renewed = await w.call('POST', URL, w.admin, { otp: '123456' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ attention: null, stepsDone: expect.any(Array) });
    expect(w.fake.requests.at(-1)).toMatchObject({ method: 'PATCH', path: '/production/csids' });
    await w.drain();
    expect((await w.submission(invoice.id)).status).toBe('reported');
  });
});
