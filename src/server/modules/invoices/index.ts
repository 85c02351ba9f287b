/**
 * The invoices module's public entry (docs/architecture.md, Modules): issuing (decisions 0011,
 * 0032), reading invoices and their lines, the lists other modules show, receipt images and the
 * business logo. Routes are registered from src/server/modules/index.ts.
 */
export {
  PIECE_UNIT,
  issueInvoice,
  toInvoiceLineRows,
  type InvoiceBuyer,
  type IssueInput,
  type IssueLine,
  type IssuedInvoice,
  type Seller,
} from './issue';
export {
  allocateQuotationNumber,
  claimSaleKey,
  findIdempotencyKey,
  findInvoiceById,
  findInvoiceByNumber,
  findInvoiceByUuid,
  findKeyedSale,
  invoiceLines,
  invoiceReceiptPng,
  listIssuedIn,
  loadInvoice,
  settlementsFor,
} from './service';
export { assertBuyerAddressComplete } from './buyer';
export { listInvoicesIn, periodRange, type InvoicePeriod } from './lists';
export { toInvoiceSummary } from './view';
export { businessLogoPng } from './document';
export {
  readStoredReceipt,
  receiptImagePath,
  receiptPngOf,
  redrawStoredReceipt,
  renderAndStoreReceipt,
  storeReceiptAfterIssue,
  type ReceiptLog,
} from './receipt-image';
export { dropRejectedFromRollups, refreshRollupDays } from './rollups';
export type { InvoiceLineRow, InvoiceRow, NewInvoiceLine } from './repository';
export { releaseOrderReference } from './repository';
