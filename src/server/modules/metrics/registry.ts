/**
 * The Prometheus metrics of one Sanad app (decision 0064): one prom-client Registry per app (tests
 * build several apps in one process), plus one registry per process for prom-client's default
 * process metrics (CPU, memory, event-loop lag), which describe the process and are collected once.
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { invoiceKindOfSubtype } from '../../../domain/invoice-kind';

/** What an issued document counts as: its type and its kind (simplified or standard). */
const DOCUMENTS: Record<string, 'invoice' | 'credit_note' | 'debit_note'> = {
  '388': 'invoice',
  '381': 'credit_note',
  '383': 'debit_note',
};

/** Latency buckets of the request histogram, in seconds. */
export const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One app's counters, incremented after the transaction that made what they count commits. */
export interface AppMetrics {
  /** The app's registry: the counters below and the gauges computed at scrape (routes.ts). */
  registry: Registry;
  /**
   * One answered request: `method`, the route's pattern (`/api/v1/:business/invoices/:UUID`,
   * never the URL: no key or id beyond the pattern; `unmatched` when no route matched), the status
   * code and the time to answer in seconds.
   */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A point-of-sale sale committed (a POS sale or a held order's paid invoice). */
  saleCommitted(): void;
  /** A document committed: `typeCode` 388/381/383 and its stored `subtype` (0100000/0200000). */
  invoiceIssued(doc: { invoice_type_code: string; invoice_subtype: string }): void;
}

let processRegistry: Registry | undefined;

/**
 * The process's registry of prom-client's default metrics (`process_*`, `nodejs_*`, among them
 * `nodejs_eventloop_lag_seconds`), made on first use and shared by every app of the process.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * A new app registry with its counters: `sanad_http_requests_total` and
 * `sanad_http_request_duration_seconds` by method, route and status class (`2xx`…);
 * `sanad_pos_sales_total`; `sanad_invoices_issued_total` by document (invoice, credit_note,
 * debit_note) and kind (simplified, standard).
 */
export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'sanad_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'sanad_http_request_duration_seconds',
    help: 'Time to answer an HTTP request in seconds, by method, route pattern and status class',
    labelNames,
    buckets: REQUEST_SECONDS_BUCKETS,
    registers: [registry],
  });
  const sales = new Counter({
    name: 'sanad_pos_sales_total',
    help: 'Point-of-sale sales committed by this instance',
    registers: [registry],
  });
  const issued = new Counter({
    name: 'sanad_invoices_issued_total',
    help: 'Tax invoices and notes committed by this instance, by document and kind',
    labelNames: ['document', 'kind'] as const,
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = {
        method: METHODS.has(method) ? method : 'other',
        route,
        status_class: `${Math.floor(status / 100)}xx`,
      };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    saleCommitted: () => sales.inc(),
    invoiceIssued(doc) {
      issued.inc({
        document: DOCUMENTS[doc.invoice_type_code] ?? 'invoice',
        kind: invoiceKindOfSubtype(doc.invoice_subtype),
      });
    },
  };
}
