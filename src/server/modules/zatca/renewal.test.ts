// Renewal and expiry of the production CSID against the fake ZATCA (decision 0043): PATCH
// /production/csids answered 428 runs the compliance checks again for the same unit; an expired
// CSID refuses the sale before a number is taken; and the client alone: a slow answer past the
// timeout, then the resend ZATCA answers as a duplicate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { postSale } from '../../testing/sales';
import {
  CLEARANCE,
  ONBOARDING_URL as URL,
  startZatcaLive,
  type ZatcaLive,
} from '../../testing/zatca-live';
import { issueSigned, VAT_BUYER } from '../../testing/zatca-queue';
import { createZatcaClient } from '../../zatca/client';
import { masterKey, openPrivateKey } from '../../zatca/key-store';
import { findOnboarding } from './repository';

let w: ZatcaLive;
beforeAll(async () => {
  w = await startZatcaLive();
});
afterAll(async () => w.close());

describe('renewal and expiry', () => {
  it('renewal answered 428 (compliance CSID): the compliance checks run again, then POST production CSID', async () => {
    const before = await findOnboarding(w.t.app.ctx.db, KEBRIT_ID);
    w.fake.renewalAnswer = 428;
    const from = w.fake.requests.length;
    try {
      const res = await w.call('POST', URL, w.admin, { otp: '123456' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('production');
    } finally {
      w.fake.renewalAnswer = 200;
    }
    const calls = w.fake.requests.slice(from).map((r) => `${r.method} ${r.path}`);
    expect(calls[0]).toBe('PATCH /production/csids');
    expect(calls).toContain('POST /compliance/invoices');
    expect(calls.at(-1)).toBe('POST /production/csids');
    expect(calls).not.toContain('POST /compliance');
    const after = await findOnboarding(w.t.app.ctx.db, KEBRIT_ID);
    // The same unit: the same key and EGS serial, a new certificate.
    expect(after!.unit_serial).toBe(before!.unit_serial);
    expect(after!.private_key).toBe(before!.private_key);
    expect(after!.certificate_serial).not.toBe(before!.certificate_serial);
  });

  it('an expired production CSID: a sale is refused with 409 and the renewal hint, no number spent', async () => {
    const product = await insertTestProduct(w.t.app.ctx.db, KEBRIT_ID, {
      name: 'سكر 5 كغ',
      price: 2500,
    });
    const row = await findOnboarding(w.t.app.ctx.db, KEBRIT_ID);
    const was = w.t.clock.now;
    const counter = () =>
      w.t.app.ctx.db
        .selectFrom('invoice_counters')
        .selectAll()
        .where('business_id', '=', KEBRIT_ID)
        .executeTakeFirstOrThrow();
    const numberBefore = await counter();
    w.t.clock.now = row!.certificate_not_after! + 1000;
    try {
      w.t.forgetAdminToken(); // the session of T0 has expired by then
      const token = await w.t.adminToken();
      const res = await postSale(w.t, token, 'kebrit', {
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
      expect((await w.call('GET', URL, token)).json()).toMatchObject({ certificateExpired: true });
    } finally {
      w.t.clock.now = was;
      w.t.forgetAdminToken();
      w.admin = await w.t.adminToken();
    }
  });
});

describe('the client alone: a slow answer past the timeout, then the resend', () => {
  it('the resend of a document whose answer timed out is a duplicate ZATCA accepts', async () => {
    const client = createZatcaClient({ baseUrl: w.fake.url, timeoutMs: 300 });
    const invoice = await issueSigned(w.t.app.ctx, w.kebrit, { buyer: VAT_BUYER });
    await w.t.app.ctx.db
      .deleteFrom('zatca_submissions')
      .where('invoice_id', '=', invoice.id)
      .execute();
    const doc = await w.documentOf(invoice.id);
    const row = await findOnboarding(w.t.app.ctx.db, KEBRIT_ID);
    const credentials = {
      binarySecurityToken: Buffer.from(row!.production_certificate!).toString('base64'),
      secret: openPrivateKey(row!.production_secret!, await masterKey(w.t.app.ctx)),
    };
    const submissionOf = { uuid: invoice.uuid, invoiceHash: doc.invoice_hash, xml: doc.xml };
    w.fake.script(CLEARANCE, { delayMs: 1_000 });
    expect(await client.clear(credentials, submissionOf)).toEqual({
      kind: 'timeout',
      retryable: true,
    });
    const again = await client.clear(credentials, submissionOf);
    expect(again).toMatchObject({ kind: 'accepted', httpStatus: 208, duplicate: true });
    expect(again.kind === 'accepted' && again.clearedInvoice).toContain(invoice.uuid);
  });
});
