// The stock module (decisions 0029, 0067): what other modules may use — the routes, writing the
// stock ledger from the documents that change stock, and reading what is on hand.
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
export { movingAverageCosts } from './lots';
export { serialsOnHand } from './lots-repository';
export {
  defaultWarehouseId,
  insertMoves,
  onHandByProduct,
  onHandByWarehouse,
  warehouseHasStock,
  type NewStockMove,
} from './ledger-repository';
