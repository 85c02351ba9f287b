// ZATCA onboarding per business against the fake ZATCA (decision 0035): the admin's
// OTP → key + CSR → compliance CSID → compliance invoices → production CSID, stored with the key
// encrypted; sales under ZATCA_MODE=simulation wait for it and are then signed with it.
import { createPublicKey } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/errors';
import type { OnboardingStatus } from '../../../domain/schemas/zatca-onboarding';
import { readCertificate } from '../../../domain/zatca/certificate';
import { verifyInvoiceSignature } from '../../../domain/zatca/signature';
import type { ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import type { FakeZatca } from '../../testing/fake-zatca';
import { getApi, postSale, sell } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';
import { onboardingWorld } from '../../testing/zatca-onboarding-world';
import { sealedByAnotherInstall } from '../../testing/zatca-keys';
import { masterKey, openPrivateKey } from '../../zatca/key-store';
import { sendNextDue } from './queue';
import { fatooraQueueTransport } from './queue-transport';
import { productionTransportOf } from './service';
import { nodeZatcaCrypto } from '../../zatca/node-crypto';

/** 2026-11-25 21:00:00 Riyadh. */
const T0 = Date.UTC(2026, 10, 25, 18, 0, 0);
const URL = '/kebrit/zatca/onboarding';

describe('ZATCA onboarding (ZATCA_MODE=simulation, fake ZATCA)', () => {
  let fake: FakeZatca, t: TestApp, call: ApiCaller, admin: string, rice: number;
  const world = onboardingWorld(T0);
  beforeAll(() => ({ fake, t, call, admin, rice } = world));

  const sale = { PaymentMeansCode: '10', DiscountPercent: 0, InvoiceLine: [] } as const;

  it('before onboarding: status none, and a sale is refused with 409 zatca_not_onboarded', async () => {
    const res = await call('GET', URL, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'simulation', status: 'none', stepsDone: [] });
    const refused = await postSale(t, admin, 'kebrit', {
      ...sale,
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'zatca_not_onboarded',
      message: ERROR_MESSAGES.zatca_not_onboarded,
    });
    const count = await t.app.ctx.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('business_id', '=', KEBRIT_ID)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('a malformed OTP: 400 with an Arabic field error, nothing sent to ZATCA', async () => {
    const before = fake.requests.length;
    const res = await call('POST', URL, admin, { otp: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.otp).toMatch(/ستة أرقام/);
    expect(fake.requests.length).toBe(before);
  });

  it("a wrong OTP: 422 zatca_rejected, field otp; the status shows ZATCA's message in Arabic", async () => {
    const res = await call('POST', URL, admin, { otp: '999999' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe('zatca_rejected');
    expect(res.json().error.fields.otp).toMatch(/رمز التحقق/);
    const status = (await call('GET', URL, admin)).json() as OnboardingStatus;
    expect(status.status).toBe('none');
    expect(status.stepsDone).toEqual(['csr']);
    expect(status.lastError).toMatchObject({ step: 'compliance_csid', code: 'rejected' });
    expect(status.lastError!.messages[0]).toMatchObject({
      code: 'Invalid-OTP',
      message: 'The provided OTP is invalid',
    });
    expect(status.lastError!.messages[0]!.messageAr).toMatch(/رمز التحقق \(OTP\) غير صحيح/);
  });

  it('ZATCA down at the production step: 503, then a retry without OTP resumes and finishes', async () => {
    fake.script('/production/csids', { status: 500, body: { message: 'down' } });
    const res = await call('POST', URL, admin, { otp: '123456' });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().error.code).toBe('zatca_unreachable');
    const mid = (await call('GET', URL, admin)).json() as OnboardingStatus;
    expect(mid.status).toBe('compliance');
    expect(mid.stepsDone).toEqual(['csr', 'compliance_csid', 'compliance_invoices']);

    const compliancePosts = fake.requests.filter((r) => r.path === '/compliance').length;
    const done = await call('POST', URL, admin, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(fake.requests.filter((r) => r.path === '/compliance').length).toBe(compliancePosts);
    const status = done.json() as OnboardingStatus;
    expect(status).toMatchObject({
      status: 'production',
      environment: 'simulation',
      lastError: null,
      stepsDone: ['csr', 'compliance_csid', 'compliance_invoices', 'production_csid'],
    });
    expect(status.certificateExpiresAt! * 1000).toBeGreaterThan(Date.now());
  });

  it('warns when the production CSID is within 30 days of its expiry, and once it expired', async () => {
    const notAfter = (await call('GET', URL, admin)).json().certificateExpiresAt * 1000;
    const was = t.clock.now;
    const at = async (now: number) => {
      t.clock.now = now; // a session of T0 has expired by then: sign in again
      t.forgetAdminToken();
      const res = await call('GET', URL, await t.adminToken());
      expect(res.statusCode, res.body).toBe(200);
      const s = res.json() as OnboardingStatus;
      return [s.certificateRenewal, s.certificateDaysLeft];
    };
    const DAY = 24 * 3600 * 1000;
    try {
      expect(await at(notAfter - 31 * DAY)).toEqual(['valid', 31]);
      expect(await at(notAfter - 10 * DAY + 1)).toEqual(['renew_soon', 9]);
      expect(await at(notAfter + DAY)).toEqual(['expired', -1]);
    } finally {
      // Signing in later swept the T0 session as expired: the later tests sign in anew.
      t.clock.now = was;
      t.forgetAdminToken();
      admin = await t.adminToken();
    }
  });

  it('the production CSID is stored with its key encrypted; the key matches the certificate', async () => {
    const row = await t.app.ctx.db
      .selectFrom('zatca_onboarding')
      .selectAll()
      .where('business_id', '=', KEBRIT_ID)
      .executeTakeFirstOrThrow();
    expect(row.private_key).toMatch(/^v1:/);
    expect(row.private_key).not.toContain('PRIVATE KEY');
    expect(row.production_secret).toMatch(/^v1:/);
    const pem = openPrivateKey(row.private_key!, await masterKey(t.app.ctx));
    const spki = createPublicKey(pem).export({ type: 'spki', format: 'der' });
    const cert = readCertificate(row.production_certificate!);
    expect(Buffer.from(cert.publicKeySpki)).toEqual(spki);
    expect((await call('GET', URL, admin)).json().certificateSerial).toBe(cert.serialNumber);
    // The compliance step sent a standard and a simplified invoice, each with a credit and a debit
    // note on it, each checked by ZATCA.
    const checked = fake.requests.filter((r) => r.path === '/compliance/invoices');
    const types = checked.map((r) => {
      const m = /InvoiceTypeCode name="(\d\d)\d*">(\d+)</.exec(
        Buffer.from(String(r.body.invoice), 'base64').toString(),
      )!;
      return `${m[1]} ${m[2]}`;
    });
    expect(types.slice(-6)).toEqual(['01 388', '01 381', '01 383', '02 388', '02 381', '02 383']);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'business_id'])
      .where('action', 'like', 'zatca.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.business_id])).toEqual([
      ['zatca.onboard_failed', KEBRIT_ID],
      ['zatca.onboard_failed', KEBRIT_ID],
      ['zatca.onboard', KEBRIT_ID],
    ]);
  });

  it('a second attempt while one runs: 409 zatca_onboarding_running', async () => {
    fake.script('/compliance', { delayMs: 300 });
    const [a, b] = await Promise.all([
      call('POST', '/mengusha/zatca/onboarding', admin, { otp: '999999' }),
      new Promise((r) => setTimeout(r, 50)).then(() =>
        call('POST', '/mengusha/zatca/onboarding', admin, { otp: '999999' }),
      ),
    ]);
    expect(a.statusCode).toBe(422);
    expect(b.statusCode).toBe(409);
    expect(b.json().error.code).toBe('zatca_onboarding_running');
  });

  it('after onboarding a sale is signed with the production certificate', async () => {
    const s = await sell(t, admin, 'kebrit', {
      ...sale,
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 2 }],
    });
    const xml = await getApi(t, admin, `kebrit/invoices/${s.UUID}/xml`);
    expect(xml.statusCode).toBe(200);
    const check = verifyInvoiceSignature(xml.body, nodeZatcaCrypto);
    expect(Object.values(check).every((v) => v !== false)).toBe(true);
    const row = await t.app.ctx.db
      .selectFrom('zatca_onboarding')
      .select('production_certificate')
      .where('business_id', '=', KEBRIT_ID)
      .executeTakeFirstOrThrow();
    expect(xml.body).toContain(
      `<ds:X509Certificate>${row.production_certificate}</ds:X509Certificate>`,
    );
    // The business's transport (for the reporting queue) reports it with the production CSID.
    const business = await t.app.ctx.db
      .selectFrom('businesses')
      .selectAll()
      .where('id', '=', KEBRIT_ID)
      .executeTakeFirstOrThrow();
    const transport = await productionTransportOf(t.app.ctx, business);
    const reported = await transport!.report({
      invoiceHash: check.invoiceHash,
      uuid: s.UUID,
      xml: xml.body,
    });
    // FATOORA took the production CSID. The reporting queue may have sent the sale first, and a
    // second report is then answered as a duplicate (decision 0043): accepted either way.
    expect(reported).toMatchObject({ kind: 'accepted' });
    if (reported?.kind === 'accepted')
      expect(reported.status === 'REPORTED' || reported.duplicate).toBe(true);
    const mengusha = await t.app.ctx.db
      .selectFrom('businesses')
      .selectAll()
      .where('id', '=', MENGUSHA_ID)
      .executeTakeFirstOrThrow();
    expect(await productionTransportOf(t.app.ctx, mengusha)).toBeNull();
  });

  it('a master key that does not open the production key: sales 409 zatca_key_unreadable, the screen says so', async () => {
    const putBack = await sealedByAnotherInstall(t.app.ctx.db, KEBRIT_ID);
    try {
      const refused = await postSale(t, admin, 'kebrit', {
        ...sale,
        InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe('zatca_key_unreadable');
      expect(((await call('GET', URL, admin)).json() as OnboardingStatus).keyUnreadable).toBe(true);
    } finally {
      await putBack();
    }
    expect(((await call('GET', URL, admin)).json() as OnboardingStatus).keyUnreadable).toBe(false);
  });

  it('renewal with a new OTP: a new CSID signs the next sale, the chain goes on (ICV + 1, PIH)', async () => {
    const docs = () =>
      t.app.ctx.db
        .selectFrom('zatca_documents')
        .select(['icv', 'invoice_hash', 'xml'])
        .where('business_id', '=', KEBRIT_ID)
        .orderBy('icv')
        .execute();
    const before = await docs();
    const oldSerial = (await call('GET', URL, admin)).json().certificateSerial as string;
    const res = await call('POST', URL, admin, { otp: '123456' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().certificateSerial).not.toBe(oldSerial);
    await sell(t, admin, 'kebrit', { ...sale, InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }] });
    const after = await docs();
    const last = after.at(-1)!;
    expect(last.icv).toBe(before.at(-1)!.icv + 1);
    expect(last.xml).toContain(
      `<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${before.at(-1)!.invoice_hash}<`,
    );
    const cert = readCertificate(/<ds:X509Certificate>([^<]+)</.exec(last.xml)![1]!);
    expect(cert.serialNumber).toBe(res.json().certificateSerial);
  });

  it('the reporting queue sends each queued sale to ZATCA with the production CSID (wired by default)', async () => {
    const s = await sell(t, admin, 'kebrit', {
      ...sale,
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 3 }],
    });
    // The server's own worker may be first; either way, drain what is due with the default transport.
    const transport = fatooraQueueTransport(t.app.ctx);
    for (let i = 0; i < 20; i++) {
      if ((await sendNextDue(t.app.ctx, transport)).kind === 'idle') break;
    }
    const view = (await getApi(t, admin, `kebrit/invoices/${s.UUID}`)).json();
    expect(view.invoice.ZATCA.status).toBe('reported');
    const sent = fake.requests.filter(
      (r) => r.path.endsWith('/invoices/reporting/single') && r.body.uuid === s.UUID,
    );
    expect(sent).toHaveLength(1);
  });

  it("cross-business: kebrit's CSID neither onboards nor signs for mengusha", async () => {
    const status = (await call('GET', '/mengusha/zatca/onboarding', admin)).json();
    expect(status.status).toBe('none');
    const product = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, {
      name: 'شاورما',
      price: 1500,
    });
    const res = await postSale(t, admin, 'mengusha', {
      ...sale,
      InvoiceLine: [{ ID: product, InvoicedQuantity: 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('zatca_not_onboarded');
  });
});
