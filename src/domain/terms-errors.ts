/**
 * Error codes of payment terms, supplier payments and the ageing reports (decision 0068), spread
 * into ERROR_MESSAGES.
 */
export const TERMS_ERROR_MESSAGES = {
  payment_term_name_taken: 'يوجد شرط دفع بهذا الاسم في هذه المنشأة',
  payment_term_unknown: 'شرط الدفع غير موجود في هذه المنشأة',
  supplier_payment_exceeds_owed: 'المبلغ أكبر من المتبقي للمورّد على هذه المشتريات',
  purchase_already_paid: 'سُدّدت هذه المشتريات بالكامل',
  purchase_has_payments: 'لا تُحذف مشتريات عليها سندات صرف للمورّد',
} as const;

/** Default HTTP status of each of these codes. */
export const TERMS_ERROR_STATUS: Record<keyof typeof TERMS_ERROR_MESSAGES, number> = {
  payment_term_name_taken: 409,
  payment_term_unknown: 422,
  supplier_payment_exceeds_owed: 409,
  purchase_already_paid: 409,
  purchase_has_payments: 409,
};
