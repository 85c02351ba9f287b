/** Shapes of the fake ZATCA of fake-zatca.ts (its requests, scripted answers and handle). */

import type http from 'node:http';

/** One request the fake got. */
export interface FakeZatcaRequest {
  path: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A scripted answer: a status and JSON body (and headers, e.g. Retry-After), and/or a delay before
 * answering (ms). With a delay and no status the real answer is computed, then sent late: ZATCA
 * has then recorded the document although the client timed out.
 */
export interface FakeZatcaAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** A CSID the fake issued: its kind, secret, request id and what its CSR asked for. */
export interface Csid {
  kind: 'compliance' | 'production';
  secret: string;
  requestId: string;
  /** The CSR's title (TSCZ) and the document types passed so far (compliance CSIDs). */
  title: string;
  passed: Set<string>;
  certificate: string;
  /** The CSR's key and names, reused for the production certificate. */
  spki: Uint8Array;
  cn: string;
  o: string;
}

export interface FakeZatca {
  /** `http://127.0.0.1:{port}`: the base URL to give the client. */
  url: string;
  /** OTPs /compliance accepts (default: '123456'). */
  otps: Set<string>;
  requests: FakeZatcaRequest[];
  script(path: string, answer: FakeZatcaAnswer): void;
  /**
   * Like a taxpayer whose clearance ZATCA switched off: clearance answers 303 and reporting takes
   * standard documents (default false).
   */
  clearanceOff: boolean;
  /** How PATCH /production/csids renews: 200 with a production CSID, or 428 with a compliance one. */
  renewalAnswer: 200 | 428;
  close(): Promise<void>;
}
