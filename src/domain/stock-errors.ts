/** Error codes of warehouses, counts and transfers (decision 0067), spread into ERROR_MESSAGES. */
export const STOCK_ERROR_MESSAGES = {
  warehouse_last: 'لا يمكن حذف آخر مستودع في المنشأة؛ كل منشأة لها مستودع واحد على الأقل',
  warehouse_has_stock: 'لا يمكن حذف مستودع فيه مخزون؛ انقل أصنافه إلى مستودع آخر أو اجردها أولاً',
  warehouse_name_taken: 'يوجد مستودع بهذا الاسم في هذه المنشأة',
  transfer_same_warehouse: 'لا يُنقل المخزون من مستودع إلى نفسه؛ اختر مستودعاً آخر',
  insufficient_stock: 'الكمية المطلوبة أكبر من المتوفر في المخزون',
  count_posted: 'اعتُمد الجرد من قبل، فلا يُعدَّل',
  count_incomplete: 'لم تُدخل الكمية المعدودة لكل الأصناف؛ أكمل الجرد قبل اعتماده',
} as const;

/** Field messages of the stock forms, shown under the field a refusal names. */
export const STOCK_FIELD_MESSAGES = {
  /** A transfer's `to` that is its `from`. */
  transferTo: 'اختر مستودعاً غير المستودع المنقول منه',
} as const;

/** Default HTTP status of each stock error code. */
export const STOCK_ERROR_STATUS: Record<keyof typeof STOCK_ERROR_MESSAGES, number> = {
  warehouse_last: 409,
  warehouse_has_stock: 409,
  warehouse_name_taken: 409,
  transfer_same_warehouse: 422,
  insufficient_stock: 409,
  count_posted: 409,
  count_incomplete: 422,
};

/**
 * The message of insufficient_stock naming the product, what is asked and what is on hand (in
 * pieces), so the seller knows which line to change (decision 0067).
 */
export function insufficientStockMessage(product: string, wanted: number, onHand: number): string {
  return `لا يكفي مخزون «${product}»: المطلوب ${wanted} والمتوفر ${onHand}`;
}
