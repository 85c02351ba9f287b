/** Shapes of the fake ZATCA of fake-zatca.ts (its requests, scripted answers and handle). */

import type http from 'node:http';

/** One request the fake got. */
export interface FakeZatcaRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A scripted answer: a status and JSON body, and/or a delay before answering (ms). */
export interface FakeZatcaAnswer {
  status?: number;
  body?: unknown;
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
  close(): Promise<void>;
}
