/**
 * The ZATCA module's public entry (docs/architecture.md, Modules): signing at sale (decision
 * 0032), the reporting queue, its worker and the documents' status (decision 0036), onboarding
 * (decision 0035). It does not import the invoices module's index (no import circle); the invoices
 * module hands it the receipt redraw (registerReceiptRedraw). Routes are registered from
 * src/server/modules/index.ts.
 */
export {
  ensureOfflineSigner,
  makeZatcaDocument,
  reportsToZatca,
  ZatcaDocumentExists,
  zatcaSigningFor,
  type MadeZatcaDocument,
  type ZatcaSigning,
} from './sign';
export {
  DEFAULT_LEASE_MS,
  clearedXmlOf,
  enqueueZatcaDocument,
  registerReceiptRedraw,
  sendNextDue,
  zatcaStateOf,
  zatcaStatusesOf,
  type QueueOptions,
  type ReceiptRedraw,
  type SendOutcome,
  type ZatcaState,
} from './queue';
export { startZatcaWorker, type WorkerOptions, type ZatcaWorker } from './worker';
export { fatooraQueueTransport } from './queue-transport';
export {
  findZatcaDocument,
  productionSignerOf,
  productionTransportOf,
  setInvoiceQr,
  zatcaIcvOf,
  type ProductionSigner,
} from './service';
