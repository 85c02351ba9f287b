/**
 * Error codes of sale orders, delivery notes and invoice orders (decision 0069), spread into
 * ERROR_MESSAGES through error-groups.ts.
 */
export const SALE_ORDER_ERROR_MESSAGES = {
  sale_order_not_editable: 'لا يُعدَّل أمر البيع إلا وهو مسودة',
  sale_order_bad_state: 'لا يسمح وضع أمر البيع الحالي بهذا الإجراء',
  sale_order_not_deliverable: 'لا يُسلَّم إلا أمر بيع مؤكد لم يكتمل تسليمه',
  sale_order_line_unknown: 'بند غير موجود في أمر البيع هذا',
  over_delivery: 'الكمية المسلَّمة أكبر من المتبقي على أمر البيع',
  nothing_to_invoice: 'لا توجد كميات مسلَّمة لم تُفوتر بعد',
  delivery_clients_differ: 'إشعارات التسليم لعملاء مختلفين؛ الفاتورة لعميل واحد',
  signature_invalid: 'التوقيع صورة PNG لا يزيد حجمها على 200 كيلوبايت',
  quotation_not_convertible: 'لا يُحوَّل إلى أمر بيع إلا عرض سعر معلّق أو معتمد لعميل',
} as const;

/** Default HTTP status of each sale order error code. */
export const SALE_ORDER_ERROR_STATUS: Record<keyof typeof SALE_ORDER_ERROR_MESSAGES, number> = {
  sale_order_not_editable: 409,
  sale_order_bad_state: 409,
  sale_order_not_deliverable: 409,
  sale_order_line_unknown: 422,
  over_delivery: 409,
  nothing_to_invoice: 409,
  delivery_clients_differ: 422,
  signature_invalid: 422,
  quotation_not_convertible: 409,
};

/** The field message of an over-delivery: what is still to deliver on that line, in pieces. */
export function overDeliveryMessage(product: string, asked: number, remaining: number): string {
  return `المتبقي من «${product}» على أمر البيع ${remaining} والمطلوب تسليمه ${asked}`;
}
