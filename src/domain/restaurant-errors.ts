/** Error codes of the restaurant's counter (decision 0056), spread into ERROR_MESSAGES / ERROR_STATUS. */
export const RESTAURANT_ERROR_MESSAGES = {
  restaurant_only: 'هذه الميزة للمطاعم فقط',
  modifier_required: 'اختر من المجموعة المطلوبة قبل إضافة الصنف',
  modifier_choices: 'عدد الاختيارات خارج الحد المسموح للمجموعة',
  unknown_modifier: 'خيار غير موجود لهذا الصنف',
  payment_parts_mismatch: 'مجموع أجزاء الدفع لا يساوي إجمالي الفاتورة',
  cash_tendered_short: 'المبلغ المستلم نقداً أقل من الجزء النقدي',
} as const;

/** Default HTTP status of each restaurant error code. */
export const RESTAURANT_ERROR_STATUS: Record<keyof typeof RESTAURANT_ERROR_MESSAGES, number> = {
  restaurant_only: 422,
  modifier_required: 422,
  modifier_choices: 422,
  unknown_modifier: 422,
  payment_parts_mismatch: 422,
  cash_tendered_short: 422,
};

/** The message of modifier_required naming the group, e.g. «اختر من «الحجم»». */
export function modifierRequiredMessage(group: string): string {
  return `اختر من «${group}»`;
}
