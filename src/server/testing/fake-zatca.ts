/**
 * A fake ZATCA FATOORA API for the tests (decisions 0035, 0043): an HTTP server on 127.0.0.1
 * (ephemeral port) answering the six V2 calls the client makes as the real one does:
 * - POST /compliance: OTP header checked (400 Invalid-OTP), CSR parsed and its signature and
 *   ZATCA fields checked (400 Invalid-CSR), then a certificate over the CSR's key signed by the
 *   fake's own CA key, returned as binarySecurityToken (base64 of the base64 DER) + secret;
 * - POST /compliance/invoices: Basic auth of a compliance CSID (401 otherwise), the document's
 *   signature, hash and UUID checked → REPORTED (simplified) / CLEARED (standard), or 400 with
 *   validationResults.errorMessages;
 * - POST /production/csids: the compliance CSID and its request id, 400 until an invoice, a credit
 *   note and a debit note of each kind in the CSR's title passed;
 * - PATCH /production/csids: production CSID + OTP + CSR → a renewed production CSID (200), or a
 *   compliance CSID with 428 NOT_COMPLIANT (`renewalAnswer`), as ZATCA renews;
 * - POST /invoices/reporting/single and /invoices/clearance/single: production CSID; REPORTED /
 *   CLEARED, NOT_REPORTED / NOT_CLEARED with errors. A cleared document comes back as ZATCA clears
 *   it: the same invoice with the fake's own stamp (its signature and certificate) and a new QR.
 *   A document sent again is a duplicate: reporting answers 409, clearance 208 with the same
 *   clearedInvoice. `clearanceOff` makes clearance answer 303 (switched off: report instead).
 * `script(path, answer)` queues a scripted answer (status, body, headers, delay) for the next
 * request on a path. Every request is recorded. Not used by the application.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from '../../domain/zatca/certificate';
import { CA_PEM, check, duplicate, err, stamp } from './fake-zatca-stamp';
import { nodeZatcaCrypto } from '../zatca/node-crypto';
import { readCsr } from './fake-zatca-csr';

import type { Csid, FakeZatca, FakeZatcaAnswer, FakeZatcaRequest } from './fake-zatca-types';
export type { FakeZatca, FakeZatcaAnswer, FakeZatcaRequest };
export { refusal as fakeZatcaRefusal } from './fake-zatca-stamp';

/** Starts a fake ZATCA on 127.0.0.1 (random port). */
export async function startFakeZatca(): Promise<FakeZatca> {
  const csids = new Map<string, Csid>();
  const scripts = new Map<string, FakeZatcaAnswer[]>();
  const requests: FakeZatcaRequest[] = [];
  const otps = new Set(['123456']);
  /** Documents accepted, by API and UUID: their answer (for duplicates). */
  const accepted = new Map<string, Record<string, unknown>>();
  const settings = { clearanceOff: false, renewalAnswer: 200 as 200 | 428 };

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

  function documentAnswer(
    kind: 'compliance' | 'reporting' | 'clearance',
    body: Record<string, unknown>,
  ) {
    const { type, errors, xml } = check(body);
    const standard = type.startsWith('standard');
    if (kind === 'reporting' && standard && !settings.clearanceOff)
      errors.push(err('invoice-type', 'A standard invoice must be cleared, not reported'));
    if (kind === 'clearance' && !standard)
      errors.push(err('invoice-type', 'A simplified invoice must be reported, not cleared'));
    const ok = errors.length === 0;
    // Reporting answers REPORTED even for a standard document (clearance switched off).
    const clears = standard && kind !== 'reporting';
    const status = clears ? (ok ? 'CLEARED' : 'NOT_CLEARED') : ok ? 'REPORTED' : 'NOT_REPORTED';
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
        reportingStatus: clears ? null : status,
        clearanceStatus: clears ? status : null,
        ...(kind === 'clearance' && ok
          ? { clearedInvoice: Buffer.from(stamp(xml)).toString('base64') }
          : {}),
      },
    };
  }

  /** PATCH /production/csids: a renewal, as ZATCA answers it (renewalAnswer). */
  function renewal(headers: http.IncomingHttpHeaders, body: Record<string, unknown>) {
    const who = auth(headers, 'production');
    if (!who) return { status: 401 };
    if (!otps.has(String(headers.otp ?? '')))
      return {
        status: 400,
        body: { errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }] },
      };
    const csr = readCsr(body.csr);
    if (typeof csr === 'string')
      return { status: 400, body: { errors: [{ code: 'Invalid-CSR', message: csr }] } };
    if (settings.renewalAnswer === 428)
      return {
        status: 428,
        body: {
          ...issue('compliance', csr.spki, csr.cn, csr.o, csr.title),
          dispositionMessage: 'NOT_COMPLIANT',
        },
      };
    return { status: 200, body: issue('production', csr.spki, csr.cn, csr.o, csr.title) };
  }

  function answer(
    method: string,
    path: string,
    headers: http.IncomingHttpHeaders,
    body: Record<string, unknown>,
  ): { status: number; body?: unknown } {
    if (headers['accept-version'] !== 'V2')
      return { status: 400, body: { message: 'Accept-Version V2 required' } };
    if (method === 'PATCH' && path === '/production/csids') return renewal(headers, body);
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
    if (kind === 'clearance' && settings.clearanceOff)
      return { status: 303, body: { message: 'Clearance is deactivated, please use reporting' } };
    const seen = accepted.get(`${kind}:${String(body.uuid)}`);
    if (seen && kind !== 'compliance') return duplicate(kind, seen);
    const result = documentAnswer(kind, body);
    if (result.status === 200 && kind === 'compliance') who.csid.passed.add(result.type);
    if (result.status === 200 && kind !== 'compliance')
      accepted.set(`${kind}:${String(body.uuid)}`, result.body);
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
      requests.push({ path, method: req.method ?? '', headers: req.headers, body });
      const scripted = scripts.get(path)?.shift();
      const reply =
        scripted?.status !== undefined
          ? { status: scripted.status, body: scripted.body }
          : answer(req.method ?? '', path, req.headers, body);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, {
          'content-type': 'application/json',
          ...(scripted?.headers ?? {}),
        });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      };
      if (scripted?.delayMs) setTimeout(send, scripted.delayMs);
      else send();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  // The handle is `settings` itself, so a test's `fake.clearanceOff = true` reaches the answers.
  const handle: FakeZatca = Object.assign(settings, {
    url: `http://127.0.0.1:${port}`,
    otps,
    requests,
    script: (path: string, a: FakeZatcaAnswer) =>
      scripts.set(path, [...(scripts.get(path) ?? []), a]),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  });
  return handle;
}
