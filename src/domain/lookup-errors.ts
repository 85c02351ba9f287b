/**
 * Error codes of the lookups API (docs/decisions/0071-lookups.md), spread into ERROR_MESSAGES.
 */
export const LOOKUP_ERROR_MESSAGES = {
  lookup_cursor_invalid: 'مؤشر الصفحة غير صالح أو لقائمة أخرى؛ اطلب الصفحة الأولى من جديد',
} as const;

/** Default HTTP status of each of these codes. */
export const LOOKUP_ERROR_STATUS: Record<keyof typeof LOOKUP_ERROR_MESSAGES, number> = {
  lookup_cursor_invalid: 422,
};
