/**
 * A fake ZATCA FATOORA API for the tests (decision 0035): an HTTP server on 127.0.0.1
 * (ephemeral port) answering the five V2 calls the client makes, like the real one does:
 * - POST /compliance: OTP header checked (400 Invalid-OTP), CSR parsed and its signature and
 *   ZATCA fields checked (400 Invalid-CSR), then a certificate over the CSR's key signed by the
 *   fake's own CA key, returned as binarySecurityToken (base64 of the base64 DER) + secret;
 * - POST /compliance/invoices: Basic auth of a compliance CSID (401 otherwise), the document's
 *   signature, hash and UUID checked → REPORTED (simplified) / CLEARED (standard), or 400 with
 *   validationResults.errorMessages;
 * - POST /production/csids: the compliance CSID and its request id, 400 until an invoice (388), a
 *   credit note (381) and a debit note (383) of each kind in the CSR's title passed;
 * - POST /invoices/reporting/single and /invoices/clearance/single: production CSID; REPORTED /
 *   CLEARED with clearedInvoice, NOT_REPORTED / NOT_CLEARED with errors.
 * `script(path, answer)` queues a scripted answer (status + body, a delay for timeouts, a 500) for
 * the next request on a path. Every request is recorded. Not used by the application.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from '../../domain/zatca/certificate';
import { verifyInvoiceSignature } from '../../domain/zatca/signature';
import { nodeZatcaCrypto } from '../zatca/node-crypto';
import { readCsr } from './fake-zatca-csr';

export type { FakeZatca, FakeZatcaAnswer, FakeZatcaRequest } from './fake-zatca-types';
import type { Csid, FakeZatca, FakeZatcaAnswer, FakeZatcaRequest } from './fake-zatca-types';

const CA = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
const CA_PEM = CA.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const err = (code: string, message: string, category = 'ERROR') => ({
  type: 'ERROR',
  code,
  category,
  message,
  status: 'ERROR',
});

/** Starts a fake ZATCA on 127.0.0.1 (random port). */
export async function startFakeZatca(): Promise<FakeZatca> {
  const csids = new Map<string, Csid>();
  const scripts = new Map<string, FakeZatcaAnswer[]>();
  const requests: FakeZatcaRequest[] = [];
  const otps = new Set(['123456']);

  function issue(kind: Csid['kind'], spki: Uint8Array, cn: string, o: string, title: string) {
    const now = Date.now();
    const certificate = selfSignedCertificate(
      {
        publicKeySpki: spki,
        privateKeyPem: CA_PEM,
        commonName: cn,
        organization: o,
        serialNumber: BigInt(`0x${randomBytes(16).toString('hex')}`) | 1n,
        notBefore: now,
        notAfter: now + 5 * 365 * 86_400_000,
      },
      nodeZatcaCrypto,
    );
    const token = Buffer.from(certificate).toString('base64');
    const entry: Csid = {
      kind,
      secret: randomBytes(24).toString('base64'),
      requestId: String(1_000_000_000_000 + Math.floor(Math.random() * 1e9)),
      title,
      passed: new Set(),
      certificate,
      spki,
      cn,
      o,
    };
    csids.set(token, entry);
    return {
      requestID: Number(entry.requestId),
      dispositionMessage: 'ISSUED',
      binarySecurityToken: token,
      secret: entry.secret,
      errors: null,
    };
  }

  function auth(headers: http.IncomingHttpHeaders, kind: Csid['kind']) {
    const m = /^Basic (.+)$/.exec(headers.authorization ?? '');
    if (!m) return undefined;
    const [token, secret] = Buffer.from(m[1]!, 'base64').toString('utf8').split(':');
    const found = csids.get(token ?? '');
    return found && found.kind === kind && found.secret === secret
      ? { token: token!, csid: found }
      : undefined;
  }

  /** Checks a submitted document; answers its type and the errors found. */
  function check(body: Record<string, unknown>) {
    const errors = [];
    let type = 'simplified 388';
    try {
      const xml = Buffer.from(String(body.invoice ?? ''), 'base64').toString('utf8');
      const code = /<cbc:InvoiceTypeCode name="(\d+)">(\d+)</.exec(xml);
      type = `${code?.[1]?.startsWith('01') ? 'standard' : 'simplified'} ${code?.[2] ?? ''}`;
      const v = verifyInvoiceSignature(xml, nodeZatcaCrypto);
      if (v.invoiceHash !== body.invoiceHash)
        errors.push(
          err(
            'invoiceHash_QRCODE_INVALID',
            'The invoice hash API body does not match the (calculated) Hash of the XML',
          ),
        );
      if (!v.signatureValid)
        errors.push(err('signature', 'Invalid signature', 'SIGNATURE_VALIDATION'));
      if (!xml.includes(`<cbc:UUID>${String(body.uuid)}</cbc:UUID>`))
        errors.push(err('invalid-invoice-uuid', 'The UUID in the API body does not match the XML'));
      return { type, errors, xml };
    } catch (e) {
      errors.push(err('XSD_SCHEMA_ERROR', (e as Error).message, 'XSD validation'));
      return { type, errors, xml: '' };
    }
  }

  function documentAnswer(
    kind: 'compliance' | 'reporting' | 'clearance',
    body: Record<string, unknown>,
  ) {
    const { type, errors, xml } = check(body);
    const standard = type.startsWith('standard');
    if (kind === 'reporting' && standard)
      errors.push(err('invoice-type', 'A standard invoice must be cleared, not reported'));
    if (kind === 'clearance' && !standard)
      errors.push(err('invoice-type', 'A simplified invoice must be reported, not cleared'));
    const ok = errors.length === 0;
    const status = standard ? (ok ? 'CLEARED' : 'NOT_CLEARED') : ok ? 'REPORTED' : 'NOT_REPORTED';
    return {
      type,
      status: ok ? 200 : 400,
      body: {
        validationResults: {
          infoMessages: [
            {
              type: 'INFO',
              code: 'XSD_ZATCA_VALID',
              category: 'XSD validation',
              message: 'Complied with UBL 2.1 standards in line with ZATCA specifications',
              status: 'PASS',
            },
          ],
          warningMessages: [],
          errorMessages: errors,
          status: ok ? 'PASS' : 'ERROR',
        },
        reportingStatus: standard ? null : status,
        clearanceStatus: standard ? status : null,
        ...(kind === 'clearance' && ok
          ? { clearedInvoice: Buffer.from(xml).toString('base64') }
          : {}),
      },
    };
  }

  function answer(
    path: string,
    headers: http.IncomingHttpHeaders,
    body: Record<string, unknown>,
  ): { status: number; body?: unknown } {
    if (headers['accept-version'] !== 'V2')
      return { status: 400, body: { message: 'Accept-Version V2 required' } };
    if (path === '/compliance') {
      if (!otps.has(String(headers.otp ?? '')))
        return {
          status: 400,
          body: { errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }] },
        };
      let csr: ReturnType<typeof readCsr>;
      try {
        csr = readCsr(body.csr);
      } catch (e) {
        csr = `malformed CSR: ${(e as Error).message}`;
      }
      if (typeof csr === 'string')
        return { status: 400, body: { errors: [{ code: 'Invalid-CSR', message: csr }] } };
      return { status: 200, body: issue('compliance', csr.spki, csr.cn, csr.o, csr.title) };
    }
    if (path === '/production/csids') {
      const who = auth(headers, 'compliance');
      if (!who) return { status: 401 };
      if (String(body.compliance_request_id) !== who.csid.requestId)
        return {
          status: 400,
          body: {
            errors: [
              { code: 'Invalid-Request-ID', message: 'The compliance request id is not valid' },
            ],
          },
        };
      // Every kind of the title needs its invoice, credit note and debit note (as ZATCA asks).
      const need: string[] = [];
      for (const code of ['388', '381', '383']) {
        if (who.csid.title[0] === '1') need.push(`standard ${code}`);
        if (who.csid.title[1] === '1') need.push(`simplified ${code}`);
      }
      const missing = need.filter((k) => !who.csid.passed.has(k));
      if (missing.length)
        return {
          status: 400,
          body: {
            errors: [
              {
                code: 'Missing-ComplianceSteps',
                message: `Compliance checks not completed: ${missing.join(', ')}`,
              },
            ],
          },
        };
      const { spki, cn, o, title } = who.csid;
      return { status: 200, body: issue('production', spki, cn, o, title) };
    }
    const kind = (
      {
        '/compliance/invoices': 'compliance',
        '/invoices/reporting/single': 'reporting',
        '/invoices/clearance/single': 'clearance',
      } as const
    )[path];
    if (!kind) return { status: 404, body: { message: 'not found' } };
    const who = auth(headers, kind === 'compliance' ? 'compliance' : 'production');
    if (!who) return { status: 401 };
    if (kind === 'clearance' && headers['clearance-status'] !== '1')
      return { status: 400, body: { message: 'Clearance-Status must be 1' } };
    const result = documentAnswer(kind, body);
    if (result.status === 200 && kind === 'compliance') who.csid.passed.add(result.type);
    return result;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
          string,
          unknown
        >;
      } catch {
        body = {};
      }
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ path, headers: req.headers, body });
      const scripted = scripts.get(path)?.shift();
      const reply =
        scripted?.status !== undefined
          ? { status: scripted.status, body: scripted.body }
          : answer(path, req.headers, body);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      };
      if (scripted?.delayMs) setTimeout(send, scripted.delayMs);
      else send();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    otps,
    requests,
    script: (path, a) => scripts.set(path, [...(scripts.get(path) ?? []), a]),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
