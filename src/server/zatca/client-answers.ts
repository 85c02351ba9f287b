/**
 * Reading FATOORA's answer bodies (decision 0043): the validation messages of a document answer,
 * the error shapes of the CSID calls, and the Retry-After header. Pure helpers of client.ts.
 */

/** One message of ZATCA's validationResults (or of a CSID call's error body). */
export interface ZatcaMessage {
  type: string;
  code: string;
  category: string;
  message: string;
  status: string;
}

type Json = Record<string, unknown>;

/** A CSID's credentials: the token (base64 of the certificate's base64 DER) and its secret. */
export interface ZatcaCredentials {
  binarySecurityToken: string;
  secret: string;
}

/** A document to check, report or clear: its hash (base64), UUID and signed XML text. */
export interface ZatcaSubmission {
  invoiceHash: string;
  uuid: string;
  xml: string;
}

/** Failures every call can end in. */
export type ZatcaFailure =
  /** 401 / 403: the CSID or its secret is wrong, expired or revoked; resending cannot help. */
  | { kind: 'unauthorized'; httpStatus: number; retryable: false; errors: ZatcaMessage[] }
  | { kind: 'rejected'; httpStatus: number; retryable: false; errors: ZatcaMessage[] }
  /**
   * 5xx, 429 (too many requests) and 413 (FATOORA's gateway refusing the request's size or rate):
   * send again later, not before `retryAfterMs` (ms, from the Retry-After header) when given.
   */
  | {
      kind: 'server_error';
      httpStatus: number;
      retryable: true;
      errors: ZatcaMessage[];
      retryAfterMs?: number;
    }
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
      /**
       * Renewal only: ZATCA answered 428 (NOT_COMPLIANT) with a renewed *compliance* CSID — the
       * compliance checks must pass again before POST /production/csids (decision 0043).
       */
      needsComplianceChecks: boolean;
    }
  | ZatcaFailure;

/** A document's answer (compliance check, reporting or clearance). */
export type ZatcaDocumentResult =
  | {
      /**
       * REPORTED or CLEARED: 200 (no warning), 202 (accepted with warnings), or ZATCA saying it
       * already has this document — 208 (already cleared / reported, the body carrying the
       * answer, `clearedInvoice` on clearance) or 409 (duplicate) — then `duplicate` is true.
       */
      kind: 'accepted';
      retryable: false;
      httpStatus: number;
      status: string;
      warnings: ZatcaMessage[];
      duplicate: boolean;
      /** Clearance only: the stamped invoice ZATCA returns, XML text (decoded from base64). */
      clearedInvoice?: string;
    }
  | {
      /** 303 on clearance: clearance is switched off for the taxpayer; report the document. */
      kind: 'clearance_off';
      retryable: false;
      httpStatus: number;
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

const textOf = (m: Json, ...keys: string[]) => {
  for (const k of keys) if (typeof m[k] === 'string' && m[k]) return m[k] as string;
  return '';
};

/**
 * One message: a validationResults entry `{type, code, category, message, status}`, a CSID
 * error `{errorCode, errorCategory, errorMessage}` (the onboarding calls' shape), or a bare text.
 */
export function messageOf(raw: unknown, type: string): ZatcaMessage {
  if (typeof raw === 'string')
    return { type, code: '', category: '', message: raw, status: type === 'ERROR' ? 'ERROR' : '' };
  const m = (raw ?? {}) as Json;
  return {
    type: textOf(m, 'type') || type,
    code: textOf(m, 'code', 'errorCode'),
    category: textOf(m, 'category', 'errorCategory'),
    message: textOf(m, 'message', 'errorMessage'),
    status: textOf(m, 'status'),
  };
}

/** The messages of a list (anything else: none). */
export function listOf(raw: unknown, type: string): ZatcaMessage[] {
  return Array.isArray(raw) ? raw.map((m) => messageOf(m, type)) : [];
}

/**
 * Every error message an answer carries: validationResults.errorMessages, errors[] (strings or
 * objects), or the body itself when it is one error (`{code, message}` or `{errorCode,
 * errorCategory, errorMessage}`).
 */
export function errorsOf(body: Json): ZatcaMessage[] {
  const results = (body.validationResults ?? {}) as Json;
  const found = [...listOf(results.errorMessages, 'ERROR'), ...listOf(body.errors, 'ERROR')];
  if (found.length === 0 && textOf(body, 'message', 'code', 'errorCode', 'errorMessage'))
    found.push(messageOf(body, 'ERROR'));
  return found;
}

/** The warnings of a document answer (validationResults.warningMessages). */
export function warningsOf(body: Json): ZatcaMessage[] {
  return listOf(((body.validationResults ?? {}) as Json).warningMessages, 'WARNING');
}

/** Longest wait a Retry-After header may ask for: 1 hour (the queue's longest back-off). */
export const RETRY_AFTER_CAP_MS = 3_600_000;

/**
 * A Retry-After header (RFC 9110 §10.2.3: delay-seconds, or an HTTP-date) as milliseconds from
 * `now` (UTC ms), capped at RETRY_AFTER_CAP_MS; undefined when absent or unreadable, 0 for a date
 * already past.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(RETRY_AFTER_CAP_MS, Math.max(0, ms));
}
