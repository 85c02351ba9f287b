import type { ZatcaEnvironment } from '../../domain/zatca/csr';
import {
  errorsOf,
  retryAfterMs,
  warningsOf,
  type ZatcaCredentials,
  type ZatcaCsidResult,
  type ZatcaDocumentResult,
  type ZatcaFailure,
  type ZatcaSubmission,
} from './client-answers';

export type {
  ZatcaCredentials,
  ZatcaCsidResult,
  ZatcaDocumentResult,
  ZatcaFailure,
  ZatcaMessage,
  ZatcaSubmission,
} from './client-answers';

/**
 * A typed client of ZATCA's FATOORA e-invoicing API, version V2 (decisions 0035, 0043), over
 * Node's fetch (undici) with a timeout on every call. Six calls:
 * - `POST /compliance` (header OTP, body {csr: base64 of the CSR's PEM}) → compliance CSID;
 * - `POST /compliance/invoices` (compliance CSID) → the compliance check of one document;
 * - `POST /production/csids` (compliance CSID, body {compliance_request_id}) → production CSID;
 * - `PATCH /production/csids` (production CSID, header OTP, body {csr}) → the renewed production
 *   CSID;
 * - `POST /invoices/reporting/single` (production CSID, header Clearance-Status: 0) → REPORTED /
 *   NOT_REPORTED;
 * - `POST /invoices/clearance/single` (production CSID, header Clearance-Status: 1) → CLEARED with
 *   the stamped `clearedInvoice` / NOT_CLEARED.
 * Authentication is Basic base64(binarySecurityToken:secret); `Accept-Language: ar`, so ZATCA
 * words its messages in Arabic where it has them. Every answer is mapped to a typed result, never
 * thrown (decision 0043 lists each HTTP status and what it means): `retryable` says whether
 * sending the same request later may succeed (timeouts, network errors, 413, 429, 5xx) or not.
 */

/** FATOORA base URLs (developer portal = sandbox, simulation, core = production). */
export const ZATCA_BASE_URLS: Record<ZatcaEnvironment, string> = {
  'developer-portal': 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

/** Time allowed for one call: 30 seconds, in ms (decision 0043: what Odoo and ZATCA's guides use). */
export const ZATCA_TIMEOUT_MS = 30_000;

export interface ZatcaClientOptions {
  baseUrl: string;
  /** Time allowed for one call, ms (default ZATCA_TIMEOUT_MS). */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

function basic(c: ZatcaCredentials): string {
  return `Basic ${Buffer.from(`${c.binarySecurityToken}:${c.secret}`).toString('base64')}`;
}

/** Decodes a base64 text into its UTF-8 text. */
const fromBase64Text = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');

/** A FATOORA client bound to one base URL. */
export function createZatcaClient(options: ZatcaClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? ZATCA_TIMEOUT_MS;

  async function call(
    method: 'POST' | 'PATCH',
    path: string,
    headers: Record<string, string>,
    body: Json,
  ): Promise<{ status: number; body: Json } | ZatcaFailure> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Language': 'ar',
          'Accept-Version': 'V2',
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      const err = e as Error;
      if (err.name === 'TimeoutError' || err.name === 'AbortError')
        return { kind: 'timeout', retryable: true };
      return { kind: 'network', retryable: true, message: err.message };
    }
    let parsed: Json = {};
    try {
      const value: unknown = text ? JSON.parse(text) : {};
      if (value && typeof value === 'object') parsed = value as Json;
    } catch {
      parsed = { message: text.slice(0, 500) };
    }
    if (res.status === 401 || res.status === 403)
      return {
        kind: 'unauthorized',
        httpStatus: res.status,
        retryable: false,
        errors: errorsOf(parsed),
      };
    if (res.status >= 500 || res.status === 429 || res.status === 413) {
      const after = retryAfterMs(res.headers.get('retry-after'), Date.now());
      return {
        kind: 'server_error',
        httpStatus: res.status,
        retryable: true,
        errors: errorsOf(parsed),
        ...(after !== undefined ? { retryAfterMs: after } : {}),
      };
    }
    return { status: res.status, body: parsed };
  }

  async function csid(
    method: 'POST' | 'PATCH',
    path: string,
    headers: Record<string, string>,
    body: Json,
  ): Promise<ZatcaCsidResult> {
    const answer = await call(method, path, headers, body);
    if ('kind' in answer) return answer;
    const b = answer.body;
    const issued = answer.status === 200 || (method === 'PATCH' && answer.status === 428);
    if (issued && typeof b.binarySecurityToken === 'string' && b.secret)
      return {
        kind: 'issued',
        needsComplianceChecks: answer.status === 428,
        retryable: false,
        binarySecurityToken: b.binarySecurityToken,
        secret: String(b.secret),
        requestId: String(b.requestID ?? ''),
        dispositionMessage: String(b.dispositionMessage ?? ''),
        certificate: fromBase64Text(b.binarySecurityToken).replace(/\s+/g, ''),
      };
    return { kind: 'rejected', httpStatus: answer.status, retryable: false, errors: errorsOf(b) };
  }

  async function document(
    path: string,
    credentials: ZatcaCredentials,
    doc: ZatcaSubmission,
    extra: Record<string, string>,
  ): Promise<ZatcaDocumentResult> {
    const answer = await call(
      'POST',
      path,
      { Authorization: basic(credentials), ...extra },
      {
        invoiceHash: doc.invoiceHash,
        uuid: doc.uuid,
        invoice: Buffer.from(doc.xml, 'utf8').toString('base64'),
      },
    );
    if ('kind' in answer) return answer as ZatcaDocumentResult;
    const b = answer.body;
    const results = (b.validationResults ?? {}) as Json;
    const status = String(b.clearanceStatus ?? b.reportingStatus ?? results.status ?? '');
    const warnings = warningsOf(b);
    if (answer.status === 303) return { kind: 'clearance_off', retryable: false, httpStatus: 303 };
    const duplicate = answer.status === 208 || answer.status === 409;
    const accepted =
      ((answer.status === 200 || answer.status === 202) && /^(REPORTED|CLEARED)$/.test(status)) ||
      duplicate;
    if (accepted)
      return {
        kind: 'accepted',
        retryable: false,
        httpStatus: answer.status,
        status: status || (extra['Clearance-Status'] === '1' ? 'CLEARED' : 'REPORTED'),
        // A duplicate's "errors" only say it is a duplicate: kept beside the warnings.
        warnings: duplicate ? [...warnings, ...errorsOf(b)] : warnings,
        duplicate,
        ...(typeof b.clearedInvoice === 'string'
          ? { clearedInvoice: fromBase64Text(b.clearedInvoice) }
          : {}),
      };
    return {
      kind: 'rejected',
      retryable: false,
      httpStatus: answer.status,
      status,
      errors: errorsOf(b),
      warnings,
    };
  }

  return {
    /** POST /compliance: the compliance CSID of a CSR (PEM text) and the OTP from FATOORA. */
    complianceCsid: (csrPem: string, otp: string) =>
      csid(
        'POST',
        '/compliance',
        { OTP: otp },
        { csr: Buffer.from(csrPem, 'utf8').toString('base64') },
      ),
    /** POST /compliance/invoices: ZATCA's check of one document signed with the compliance CSID. */
    complianceInvoice: (credentials: ZatcaCredentials, doc: ZatcaSubmission) =>
      document('/compliance/invoices', credentials, doc, {}),
    /** POST /production/csids: the production CSID once the compliance checks passed. */
    productionCsid: (credentials: ZatcaCredentials, complianceRequestId: string) =>
      csid(
        'POST',
        '/production/csids',
        { Authorization: basic(credentials) },
        { compliance_request_id: complianceRequestId },
      ),
    /**
     * PATCH /production/csids: renews the production CSID `credentials` with a CSR (PEM text) and
     * an OTP from FATOORA (decision 0043). ZATCA answers 200 with the renewed production CSID, or
     * 428 NOT_COMPLIANT with a compliance CSID (`needsComplianceChecks`): the compliance checks and
     * POST /production/csids follow, as at onboarding.
     */
    renewProductionCsid: (credentials: ZatcaCredentials, csrPem: string, otp: string) =>
      csid(
        'PATCH',
        '/production/csids',
        { Authorization: basic(credentials), OTP: otp },
        { csr: Buffer.from(csrPem, 'utf8').toString('base64') },
      ),
    /** POST /invoices/reporting/single: a simplified document (production CSID). */
    report: (credentials: ZatcaCredentials, doc: ZatcaSubmission) =>
      document('/invoices/reporting/single', credentials, doc, { 'Clearance-Status': '0' }),
    /** POST /invoices/clearance/single: a standard document (production CSID). */
    clear: (credentials: ZatcaCredentials, doc: ZatcaSubmission) =>
      document('/invoices/clearance/single', credentials, doc, { 'Clearance-Status': '1' }),
  };
}

export type ZatcaClient = ReturnType<typeof createZatcaClient>;

/** What the reporting queue sends through: one business's production CSID bound in. */
export interface ZatcaTransport {
  report(doc: ZatcaSubmission): Promise<ZatcaDocumentResult>;
  clear(doc: ZatcaSubmission): Promise<ZatcaDocumentResult>;
}

/** The `report`/`clear` pair of one business's production credentials, for the queue. */
export function zatcaTransport(client: ZatcaClient, credentials: ZatcaCredentials): ZatcaTransport {
  return {
    report: (doc) => client.report(credentials, doc),
    clear: (doc) => client.clear(credentials, doc),
  };
}
