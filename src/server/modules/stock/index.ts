// The stock module (decisions 0029, 0067): what other modules may use — the routes, and writing
// the stock ledger from the documents that change stock.
export { stockRoutes } from './routes';
export {
  recordInvoiceStock,
  recordOpeningStock,
  recordPurchaseStock,
  releaseProductStock,
  type LedgerInvoice,
  type LedgerLine,
  type LedgerPurchaseItem,
} from './ledger';
