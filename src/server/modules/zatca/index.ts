/**
 * The ZATCA module's public entry (docs/architecture.md, Modules): signing at sale (decision
 * 0032), the reporting queue, its worker and the documents' status (decision 0036), onboarding
 * (decision 0035). It does not import the invoices module's index (no import circle); the invoices
 * module hands it the receipt redraw (registerReceiptRedraw), and app.ts what a clearance
 * rejection does to the books (registerClearanceRejected). Routes are registered from
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
  enqueueZatcaDocument,
  registerClearanceRejected,
  registerReceiptRedraw,
  sendNextDue,
  type ClearanceRejected,
  type QueueOptions,
  type ReceiptRedraw,
  type SendOutcome,
} from './queue';
export {
  awaitZatcaAnswer,
  CLEARANCE_WAIT_MS,
  clearedXmlOf,
  rejectedClearancesOf,
  zatcaStateOf,
  zatcaStatusesOf,
  type ZatcaState,
} from './queue-state';
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
