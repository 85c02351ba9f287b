import type { ZatcaEnvironment } from '../../domain/zatca/csr';

/**
 * A typed client of ZATCA's FATOORA e-invoicing API, version V2 (decision 0035),
 * over Node's fetch (undici) with a timeout on every call. Five calls:
 * - `POST /compliance` (header OTP, body {csr: base64 of the CSR's PEM}) → compliance CSID;
 * - `POST /compliance/invoices` (compliance CSID) → the compliance check of one document;
 * - `POST /production/csids` (compliance CSID, body {compliance_request_id}) → production CSID;
 * - `POST /invoices/reporting/single` (production CSID) → REPORTED / NOT_REPORTED;
 * - `POST /invoices/clearance/single` (production CSID, header Clearance-Status: 1) → CLEARED with
 *   the stamped `clearedInvoice` / NOT_CLEARED.
 * Authentication is Basic base64(binarySecurityToken:secret). Every answer is mapped to a typed
 * result, never thrown: `retryable` says whether sending the same request later may succeed
 * (timeouts, network errors, 429, 5xx) or not (4xx: the request itself is wrong).
 */

/** FATOORA base URLs (developer portal = sandbox, simulation, core = production). */
export const ZATCA_BASE_URLS: Record<ZatcaEnvironment, string> = {
  'developer-portal': 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

/** Default time allowed for one call, milliseconds. */
export const ZATCA_TIMEOUT_MS = 15_000;

/** A CSID's credentials: the token (base64 of the certificate's base64 DER) and its secret. */
export interface ZatcaCredentials {
  binarySecurityToken: string;
  secret: string;
}

/** One message of ZATCA's validationResults. */
export interface ZatcaMessage {
  type: string;
  code: string;
  category: string;
  message: string;
  status: string;
}

/** A document to check, report or clear: its hash (base64), UUID and signed XML text. */
export interface ZatcaSubmission {
  invoiceHash: string;
  uuid: string;
  xml: string;
}

/** Failures every call can end in. */
export type ZatcaFailure =
  | { kind: 'unauthorized'; httpStatus: number; retryable: false; errors: ZatcaMessage[] }
  | { kind: 'rejected'; httpStatus: number; retryable: false; errors: ZatcaMessage[] }
  | { kind: 'server_error'; httpStatus: number; retryable: true; errors: ZatcaMessage[] }
  | { kind: 'timeout'; retryable: true }
  | { kind: 'network'; retryable: true; message: string };

/** A CSID request's answer. */
export type ZatcaCsidResult =
  | {
      kind: 'issued';
      retryable: false;
      binarySecurityToken: string;
      secret: string;
      requestId: string;
      dispositionMessage: string;
      /** The certificate as base64 DER (the token decoded once). */
      certificate: string;
    }
  | ZatcaFailure;

/** A document's answer (compliance check, reporting or clearance). */
export type ZatcaDocumentResult =
  | {
      /** REPORTED or CLEARED (200: no warning; 202: accepted with warnings). */
      kind: 'accepted';
      retryable: false;
      httpStatus: number;
      status: string;
      warnings: ZatcaMessage[];
      /** Clearance only: the stamped invoice ZATCA returns, XML text (decoded from base64). */
      clearedInvoice?: string;
    }
  | {
      /** NOT_REPORTED / NOT_CLEARED (400) or any other refusal with validation results. */
      kind: 'rejected';
      retryable: false;
      httpStatus: number;
      status: string;
      errors: ZatcaMessage[];
      warnings: ZatcaMessage[];
    }
  | Exclude<ZatcaFailure, { kind: 'rejected' }>;

export interface ZatcaClientOptions {
  baseUrl: string;
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

function message(raw: unknown, type: string): ZatcaMessage {
  if (typeof raw === 'string')
    return { type, code: '', category: '', message: raw, status: type === 'ERROR' ? 'ERROR' : '' };
  const m = (raw ?? {}) as Json;
  const text = (k: string) => (typeof m[k] === 'string' ? (m[k] as string) : '');
  return {
    type: text('type') || type,
    code: text('code'),
    category: text('category'),
    message: text('message'),
    status: text('status'),
  };
}

function list(raw: unknown, type: string): ZatcaMessage[] {
  return Array.isArray(raw) ? raw.map((m) => message(m, type)) : [];
}

/** Every error message an answer carries: validationResults.errorMessages, errors[], {code,message}. */
function errorsOf(body: Json): ZatcaMessage[] {
  const results = (body.validationResults ?? {}) as Json;
  const found = [...list(results.errorMessages, 'ERROR'), ...list(body.errors, 'ERROR')];
  if (found.length === 0 && (typeof body.message === 'string' || typeof body.code === 'string'))
    found.push(message(body, 'ERROR'));
  return found;
}

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
    path: string,
    headers: Record<string, string>,
    body: Json,
  ): Promise<{ status: number; body: Json } | ZatcaFailure> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Language': 'en',
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
    if (res.status >= 500 || res.status === 429)
      return {
        kind: 'server_error',
        httpStatus: res.status,
        retryable: true,
        errors: errorsOf(parsed),
      } as ZatcaFailure;
    return { status: res.status, body: parsed };
  }

  async function csid(
    path: string,
    headers: Record<string, string>,
    body: Json,
  ): Promise<ZatcaCsidResult> {
    const answer = await call(path, headers, body);
    if ('kind' in answer) return answer;
    const b = answer.body;
    if (answer.status === 200 && typeof b.binarySecurityToken === 'string' && b.secret)
      return {
        kind: 'issued',
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
    const warnings = list(results.warningMessages, 'WARNING');
    if ((answer.status === 200 || answer.status === 202) && /^(REPORTED|CLEARED)$/.test(status))
      return {
        kind: 'accepted',
        retryable: false,
        httpStatus: answer.status,
        status,
        warnings,
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
      csid('/compliance', { OTP: otp }, { csr: Buffer.from(csrPem, 'utf8').toString('base64') }),
    /** POST /compliance/invoices: ZATCA's check of one document signed with the compliance CSID. */
    complianceInvoice: (credentials: ZatcaCredentials, doc: ZatcaSubmission) =>
      document('/compliance/invoices', credentials, doc, {}),
    /** POST /production/csids: the production CSID once the compliance checks passed. */
    productionCsid: (credentials: ZatcaCredentials, complianceRequestId: string) =>
      csid(
        '/production/csids',
        { Authorization: basic(credentials) },
        { compliance_request_id: complianceRequestId },
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
