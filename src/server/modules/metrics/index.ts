/**
 * Prometheus metrics (decision 0064): the app's counters (requests, sales, invoices issued), the
 * gauges read from the database at scrape, `GET /metrics` and the METRICS_PORT listener.
 */
export { createAppMetrics, processMetrics, type AppMetrics } from './registry';
export { countRequests, listenForMetrics, metricsListener, registerMetrics } from './routes';
