import type { ZatcaMessage } from '../../domain/zatca/reporting';

/**
 * What the reporting/clearance queue (decision 0036) needs of a ZATCA client: send one signed
 * document, answer what ZATCA said. The HTTP client (src/server/zatca/client.ts) implements it;
 * tests use an in-process fake.
 */

/** One signed document to send, as ZATCA's reporting and clearance APIs take it. */
export interface ZatcaOutgoingDocument {
  /** The invoice's UUID (cbc:UUID), the same on every send of the document. */
  uuid: string;
  /** Base64 SHA-256 invoice hash (decision 0031), the same on every send. */
  invoiceHash: string;
  /** Base64 of the signed XML's UTF-8 bytes, byte for byte as stored. */
  xmlBase64: string;
  /** Whose CSID sends it. */
  business: { id: number; key: string };
}

/**
 * ZATCA's answer to one send, or why there was none (decision 0043 maps each HTTP status):
 * - `reported` / `cleared`: accepted with no warning — also ZATCA saying it already has the
 *   document (208, 409), and a standard document reported because clearance is switched off
 *   (303); `clearedXml`: the stamped document, base64 decoded to text, on clearance;
 * - `warnings`: accepted with warnings (`clearedXml` on clearance);
 * - `rejected`: refused (NOT_REPORTED / NOT_CLEARED, or a 4xx with validation results);
 * - `unauthorized`: ZATCA refused the business's CSID (401/403) — nothing of that business can be
 *   sent until an administrator renews it;
 * - `retry`: no answer worth recording — timeout, connection error, 5xx, 413, 429 — send again
 *   later, not before `retryAfterMs` (ms) when ZATCA said so (Retry-After).
 */
export type ZatcaAnswer =
  | {
      kind: 'reported' | 'cleared' | 'warnings' | 'rejected';
      messages: ZatcaMessage[];
      clearedXml?: string;
    }
  | { kind: 'unauthorized'; reason: string; messages: ZatcaMessage[] }
  | { kind: 'retry'; reason: string; retryAfterMs?: number };

/** Options of one send. */
export interface ZatcaSendOptions {
  /**
   * Aborted when the worker's lease on the document is about to end: the client must give up
   * (and answer `retry`) so no send outlives its lease.
   */
  signal?: AbortSignal;
}

/** A ZATCA client as the queue uses it. */
export interface ZatcaTransport {
  /** Reporting API (simplified invoices). Should not throw: failures answer `retry`. */
  report(doc: ZatcaOutgoingDocument, opts?: ZatcaSendOptions): Promise<ZatcaAnswer>;
  /** Clearance API (standard invoices). Should not throw: failures answer `retry`. */
  clear(doc: ZatcaOutgoingDocument, opts?: ZatcaSendOptions): Promise<ZatcaAnswer>;
}
