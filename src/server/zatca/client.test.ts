// The FATOORA client against the fake ZATCA on 127.0.0.1 (decision 0035): the five
// calls, their answers mapped to typed results, and the failures (401, 4xx, 500, timeouts).
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCertificate } from '../../domain/zatca/certificate';
import { checkClearedInvoice } from '../../domain/zatca/cleared';
import { buildZatcaCsr } from '../../domain/zatca/csr';
import { TEST_BUYER, testInvoice } from '../testing/zatca-fixtures';
import { signInvoice, type ZatcaSigner } from '../../domain/zatca/signature';
import { buildInvoiceXml } from '../../domain/zatca/xml';
import { startFakeZatca, type FakeZatca } from '../testing/fake-zatca';
import {
  createZatcaClient,
  zatcaTransport,
  type ZatcaClient,
  type ZatcaCredentials,
} from './client';
import { nodeZatcaCrypto } from './node-crypto';

const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const spki = new Uint8Array(publicKey.export({ type: 'spki', format: 'der' }));
const csr = buildZatcaCsr(
  {
    environment: 'simulation',
    commonName: 'Sanad-test',
    organization: 'مؤسسة سند التجارية',
    organizationUnit: 'الرياض',
    solutionName: 'Sanad',
    solutionVersion: '1.0',
    unitSerial: randomUUID(),
    vatNumber: '399999999900003',
    invoiceType: '1100',
    registeredAddress: 'المربع، الرياض',
    businessCategory: 'Trading',
    publicKeySpki: spki,
    privateKeyPem,
  },
  nodeZatcaCrypto,
);

function signed(
  signer: ZatcaSigner,
  kind: 'standard' | 'simplified',
  typeCode: '388' | '381' | '383' = '388',
) {
  const uuid = randomUUID();
  const input = {
    ...testInvoice({ kind, uuid, buyer: kind === 'standard' ? TEST_BUYER : null }),
    typeCode,
    note: typeCode === '388' ? null : { billingReferenceId: '1', reason: 'إرجاع' },
  };
  const s = signInvoice(
    buildInvoiceXml(input),
    signer,
    Date.UTC(2026, 10, 25, 18),
    nodeZatcaCrypto,
  );
  return { invoiceHash: s.invoiceHash, uuid, xml: s.xml };
}

describe('ZATCA client against the fake ZATCA', () => {
  let fake: FakeZatca;
  let client: ZatcaClient;
  let compliance: ZatcaCredentials & { requestId: string; certificate: string };
  let production: ZatcaCredentials & { certificate: string };
  beforeAll(async () => {
    fake = await startFakeZatca();
    client = createZatcaClient({ baseUrl: fake.url, timeoutMs: 500 });
  });
  afterAll(async () => fake.close());

  it("a wrong OTP: rejected (400) with ZATCA's Invalid-OTP message, not retryable", async () => {
    const r = await client.complianceCsid(csr, '000000');
    expect(r).toMatchObject({ kind: 'rejected', httpStatus: 400, retryable: false });
    expect(r.kind === 'rejected' && r.errors.map((e) => e.code)).toEqual(['Invalid-OTP']);
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.otp).toBe('000000');
    expect(sent.headers['accept-version']).toBe('V2');
    expect(Buffer.from(String(sent.body.csr), 'base64').toString()).toBe(csr);
  });

  it('a CSR that is not one: rejected with Invalid-CSR', async () => {
    const r = await client.complianceCsid(
      '-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----\n',
      '123456',
    );
    expect(r).toMatchObject({ kind: 'rejected', httpStatus: 400 });
    expect(r.kind === 'rejected' && r.errors[0]!.code).toBe('Invalid-CSR');
  });

  it('the compliance CSID: a certificate over our key, token, secret, request id', async () => {
    const r = await client.complianceCsid(csr, '123456');
    if (r.kind !== 'issued') throw new Error(JSON.stringify(r));
    expect(r.requestId).toMatch(/^\d+$/);
    expect(Buffer.from(readCertificate(r.certificate).publicKeySpki)).toEqual(Buffer.from(spki));
    expect(Buffer.from(r.binarySecurityToken, 'base64').toString()).toBe(r.certificate);
    compliance = { ...r };
  });

  it('compliance invoices: CLEARED / REPORTED; a bad hash: 400 with errorMessages', async () => {
    const signer = { privateKeyPem, certificate: compliance.certificate };
    const std = await client.complianceInvoice(compliance, signed(signer, 'standard'));
    expect(std).toMatchObject({
      kind: 'accepted',
      httpStatus: 200,
      status: 'CLEARED',
      warnings: [],
    });
    const sent = fake.requests.at(-1)!;
    const auth = Buffer.from(sent.headers.authorization!.slice(6), 'base64').toString();
    expect(auth).toBe(`${compliance.binarySecurityToken}:${compliance.secret}`);
    const bad = { ...signed(signer, 'simplified'), invoiceHash: 'AAAA' };
    const r = await client.complianceInvoice(compliance, bad);
    expect(r).toMatchObject({ kind: 'rejected', httpStatus: 400, status: 'NOT_REPORTED' });
    expect(r.kind === 'rejected' && r.errors[0]!.code).toBe('invoiceHash_QRCODE_INVALID');
  });

  it('the production CSID waits for the simplified invoice, credit and debit notes, then is issued', async () => {
    const early = await client.productionCsid(compliance, compliance.requestId);
    expect(early).toMatchObject({ kind: 'rejected', httpStatus: 400 });
    const signer = { privateKeyPem, certificate: compliance.certificate };
    for (const code of ['381', '383'] as const) {
      const ok = await client.complianceInvoice(compliance, signed(signer, 'standard', code));
      expect(ok).toMatchObject({ kind: 'accepted', status: 'CLEARED' });
    }
    for (const code of ['388', '381'] as const) {
      const ok = await client.complianceInvoice(compliance, signed(signer, 'simplified', code));
      expect(ok).toMatchObject({ kind: 'accepted', status: 'REPORTED' });
    }
    const missing = await client.productionCsid(compliance, compliance.requestId);
    expect(missing.kind === 'rejected' && missing.errors[0]!.message).toContain('simplified 383');
    const ok = await client.complianceInvoice(compliance, signed(signer, 'simplified', '383'));
    expect(ok).toMatchObject({ kind: 'accepted', status: 'REPORTED' });
    const r = await client.productionCsid(compliance, compliance.requestId);
    if (r.kind !== 'issued') throw new Error(JSON.stringify(r));
    expect(fake.requests.at(-1)!.body).toEqual({ compliance_request_id: compliance.requestId });
    production = { ...r };
  });

  it('reporting and clearance through the transport pair; clearedInvoice decoded', async () => {
    const transport = zatcaTransport(client, production);
    const signer = { privateKeyPem, certificate: production.certificate };
    const doc = signed(signer, 'simplified');
    expect(await transport.report(doc)).toMatchObject({ kind: 'accepted', status: 'REPORTED' });
    const std = signed(signer, 'standard');
    const cleared = await transport.clear(std);
    expect(cleared).toMatchObject({ kind: 'accepted', status: 'CLEARED' });
    // ZATCA's stamp: the same invoice (UUID, hash) with another signature and QR.
    const stamped = cleared.kind === 'accepted' ? cleared.clearedInvoice! : '';
    expect(stamped).not.toBe(std.xml);
    expect(checkClearedInvoice(stamped, std, nodeZatcaCrypto)).toMatchObject({ ok: true });
    expect(fake.requests.at(-1)!.headers['clearance-status']).toBe('1');
    const wrong = await transport.report(signed(signer, 'standard'));
    expect(wrong).toMatchObject({ kind: 'rejected', status: 'NOT_REPORTED', retryable: false });
  });

  it('bad credentials: 401 unauthorized, not retryable (compliance CSID on reporting too)', async () => {
    const doc = signed({ privateKeyPem, certificate: production.certificate }, 'simplified');
    const r = await client.report({ ...production, secret: 'wrong' }, doc);
    expect(r).toMatchObject({ kind: 'unauthorized', httpStatus: 401, retryable: false });
    expect(await client.report(compliance, doc)).toMatchObject({ kind: 'unauthorized' });
  });

  it('202 with warnings is accepted with them; 500 and a timeout are retryable', async () => {
    const doc = signed({ privateKeyPem, certificate: production.certificate }, 'simplified');
    const warning = {
      type: 'WARNING',
      code: 'BR-KSA-08',
      category: 'KSA',
      message: 'w',
      status: 'WARNING',
    };
    fake.script('/invoices/reporting/single', {
      status: 202,
      body: {
        validationResults: { status: 'WARNING', warningMessages: [warning], errorMessages: [] },
        reportingStatus: 'REPORTED',
      },
    });
    expect(await client.report(production, doc)).toMatchObject({
      kind: 'accepted',
      httpStatus: 202,
      warnings: [warning],
    });
    fake.script('/invoices/reporting/single', { status: 500, body: { message: 'down' } });
    expect(await client.report(production, doc)).toMatchObject({
      kind: 'server_error',
      httpStatus: 500,
      retryable: true,
    });
    fake.script('/invoices/reporting/single', { status: 200, body: {}, delayMs: 2_000 });
    const started = Date.now();
    expect(await client.report(production, doc)).toEqual({ kind: 'timeout', retryable: true });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('nothing listening: a network failure, retryable', async () => {
    const closed = await startFakeZatca();
    await closed.close();
    const r = await createZatcaClient({ baseUrl: closed.url }).complianceCsid(csr, '123456');
    expect(r).toMatchObject({ kind: 'network', retryable: true });
  });

  it("the CSID calls' error body {errorCode, errorCategory, errorMessage} is read", async () => {
    fake.script('/compliance', {
      status: 400,
      body: { errorCode: 'Invalid-CSR', errorCategory: 'CSR', errorMessage: 'الطلب غير صالح' },
    });
    const r = await client.complianceCsid(csr, '123456');
    expect(r.kind === 'rejected' && r.errors).toEqual([
      expect.objectContaining({ code: 'Invalid-CSR', category: 'CSR', message: 'الطلب غير صالح' }),
    ]);
  });

  it('413 and 429 are resendable server errors; Retry-After (seconds or date) is read', async () => {
    const doc = signed({ privateKeyPem, certificate: production.certificate }, 'simplified');
    fake.script('/invoices/reporting/single', { status: 413, body: {} });
    expect(await client.report(production, doc)).toMatchObject({
      kind: 'server_error',
      httpStatus: 413,
      retryable: true,
    });
    fake.script('/invoices/reporting/single', {
      status: 429,
      headers: { 'Retry-After': '120' },
      body: {},
    });
    expect(await client.report(production, doc)).toMatchObject({
      kind: 'server_error',
      httpStatus: 429,
      retryAfterMs: 120_000,
    });
  });

  it('303 on clearance: clearance_off (the redirect is not followed)', async () => {
    const std = signed({ privateKeyPem, certificate: production.certificate }, 'standard');
    fake.script('/invoices/clearance/single', {
      status: 303,
      headers: { Location: '/invoices/reporting/single' },
      body: {},
    });
    expect(await client.clear(production, std)).toEqual({
      kind: 'clearance_off',
      retryable: false,
      httpStatus: 303,
    });
  });
});
