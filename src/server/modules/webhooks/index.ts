/**
 * The webhooks module's public entry (docs/architecture.md, Modules; decision 0059): endpoints of a
 * business, the outbox other modules write into inside their own transactions
 * (recordWebhookEvent, recordInvoiceWebhookEvent), the delivery worker and the claim paths of the
 * invoice links a body carries. It imports no other business module: invoices, zatca,
 * collection, purchases and shifts import it.
 */
export { webhooksRoutes } from './routes';
export {
  invoiceWebhookData,
  recordInvoiceWebhookEvent,
  recordWebhookEvent,
  type InvoiceZatca,
  type WebhookEventInput,
} from './events';
export {
  DEFAULT_WEBHOOK_LEASE_MS,
  deliverNextDue,
  type DeliveryOptions,
  type DeliveryOutcome,
} from './queue';
export { startWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from './worker';
export { invoicePdfClaimPath, invoiceXmlClaimPath, signatureHeader } from './send';
