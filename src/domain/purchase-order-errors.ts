/**
 * Error codes of purchase orders and goods receipts (decision 0070), spread into ERROR_MESSAGES
 * through error-groups.ts.
 */
export const PURCHASE_ORDER_ERROR_MESSAGES = {
  purchase_order_not_editable: 'أمر الشراء أُرسل إلى المورّد أو أُلغي، فلا تُعدَّل بنوده',
  purchase_order_bad_state: 'لا يسمح وضع أمر الشراء الحالي بهذا الإجراء',
  purchase_order_not_receivable: 'لا يُستلم إلا أمر شراء مُرسل لم يكتمل استلامه',
  over_receipt: 'الكمية المستلمة أكبر من المتبقي على أمر الشراء',
  serial_count_mismatch: 'عدد الأرقام التسلسلية يجب أن يساوي الكمية المستلمة',
  serial_on_hand: 'رقم تسلسلي موجود في المخزون لهذا الصنف من قبل',
  purchase_order_line_unknown: 'بند غير موجود في أمر الشراء هذا',
  nothing_to_order: 'لا ينقص أمرَ البيع شيء: ما في المستودع يكفي ما لم يُسلَّم منه بعد',
} as const;

/** Default HTTP status of each purchase order error code. */
export const PURCHASE_ORDER_ERROR_STATUS: Record<
  keyof typeof PURCHASE_ORDER_ERROR_MESSAGES,
  number
> = {
  purchase_order_not_editable: 409,
  purchase_order_bad_state: 409,
  purchase_order_not_receivable: 409,
  over_receipt: 409,
  serial_count_mismatch: 422,
  serial_on_hand: 409,
  purchase_order_line_unknown: 422,
  nothing_to_order: 422,
};

/** The field message of an over-receipt: what is still to receive on that line, in pieces. */
export function overReceiptMessage(product: string, asked: number, remaining: number): string {
  return `المتبقي من «${product}» على أمر الشراء ${remaining} والمطلوب استلامه ${asked}`;
}

/** The field message of a serial number already on hand for the product. */
export function serialOnHandMessage(serial: string): string {
  return `الرقم التسلسلي «${serial}» موجود في المخزون من قبل`;
}
