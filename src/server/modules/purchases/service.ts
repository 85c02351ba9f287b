/**
 * The purchases module's face to its routes and to the other modules (a module uses another only
 * through its service): one file per job, re-exported here unchanged.
 * - purchases.ts: list, read, record and delete purchases;
 * - purchase-items.ts: the items of one purchase;
 * - receipts.ts: where receipt files live and which one a link opens;
 * - vat-sums.ts: input VAT over a period (GET purchases/vat, and the VAT return in reports/).
 */
export {
  createPurchase,
  deletePurchase,
  getPurchase,
  listPurchases,
  listPurchasesIn,
  toPurchaseView,
} from './purchases';
export { linkPurchaseOrder, listItems, saveItems } from './purchase-items';
export { openReceiptFile, receiptFile, receiptsFolder } from './receipts';
export { purchaseVatSums, purchasesVat } from './vat-sums';
