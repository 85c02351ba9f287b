/**
 * A restaurant sale's order type (decision 0056): eaten in (optionally at a table), taken away, or
 * delivered (the customer's details or the delivery app's order number). Stored on the invoice as
 * the code; printed on the receipt and the kitchen ticket with the Arabic label.
 */
export const ORDER_TYPES = ['dine_in', 'takeaway', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Arabic labels, as the POS, receipts and reports show them. */
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  dine_in: 'محلي',
  takeaway: 'سفري',
  delivery: 'توصيل',
};

/** English labels for the bilingual documents. */
export const ORDER_TYPE_LABELS_EN: Record<OrderType, string> = {
  dine_in: 'Dine-in',
  takeaway: 'Takeaway',
  delivery: 'Delivery',
};

/** True when `value` (a stored or wire string) is an order type code. */
export function isOrderType(value: string): value is OrderType {
  return (ORDER_TYPES as readonly string[]).includes(value);
}
