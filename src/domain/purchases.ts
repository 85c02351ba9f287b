/**
 * Rules of suppliers, purchases and stock (decision 0029), shared by the server
 * and the web.
 */

/** Arabic confirmations answered as `{message}` (the web alerts the server's message). */
export const PURCHASE_MESSAGES = {
  supplierCreated: 'أُضيف المورّد',
  supplierUpdated: 'حُفظت بيانات المورّد',
  supplierDeleted: 'حُذف المورّد',
  purchaseCreated: 'سُجّلت فاتورة الشراء',
  purchaseDeleted: 'حُذفت فاتورة الشراء',
  itemsSaved: 'حُفظت أصناف فاتورة الشراء',
  thresholdSaved: 'حُفظ حد التنبيه',
} as const;

/**
 * Remaining stock of a product, in pieces: opening quantity + received (purchase items linked to
 * it) − sold (invoice lines naming it). May be negative (sold before the purchase was recorded):
 * the screens show it in red. The server computes the same formula in SQL
 * (src/server/modules/stock/repository.ts); this is the rule it is checked against.
 */
export function remainingStock(opening: number, received: number, sold: number): number {
  return opening + received - sold;
}

/** Low stock: remaining at or below the product's threshold (default 0). */
export function isLowStock(remaining: number, threshold: number): boolean {
  return remaining <= threshold;
}

/** Halalas of a purchase line: unit price × quantity (RoundingAmount), exactly. */
export function purchaseLineTotal(price: number, quantity: number): number {
  return price * quantity;
}

/**
 * Average unit cost of received pieces, in halalas: the purchase lines' total (halalas) divided
 * by their quantity (pieces), rounded half up to the halala; 0 without pieces. What a product
 * cost on average across its purchases (purchases/products).
 */
export function averageUnitCost(totalHalalas: number, quantity: number): number {
  if (quantity <= 0) return 0;
  return Math.floor((totalHalalas * 2 + quantity) / (quantity * 2));
}
