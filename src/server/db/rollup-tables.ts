/** Table types of the per-day rollups (migration 016); same conventions as types.ts. */

/**
 * Per-day sales rollup (migration 016, decision 0033): per business, Riyadh IssueDate, payment
 * means code and buyer VAT ('' when none) — invoice count and Σ stored amounts in halalas.
 */
export interface SalesDailyTable {
  business_id: number;
  issue_date: string;
  payment_means_code: string;
  customer_vat: string;
  invoice_count: number;
  tax_inclusive_amount: number;
  tax_exclusive_amount: number;
  tax_amount: number;
}

/** Per-day item rollup (migration 016): Σ line quantity per business, Riyadh IssueDate, item name. */
export interface ItemSalesDailyTable {
  business_id: number;
  issue_date: string;
  item_name: string;
  quantity: number;
}
