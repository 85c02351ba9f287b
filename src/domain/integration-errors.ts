/**
 * Error codes of what machines use — API tokens (decision 0058) and webhooks (decision 0059) —,
 * spread into ERROR_MESSAGES / ERROR_STATUS.
 */
export const INTEGRATION_ERROR_MESSAGES = {
  rate_limited: 'طلبات كثيرة بهذا الرمز في دقيقة واحدة؛ أعد المحاولة بعد قليل',
  webhook_url_refused:
    'عنوان نقطة الاستقبال غير مقبول؛ يلزم عنوان https يصل إليه سند عبر الإنترنت (انظر الحقل)',
} as const;

/** Default HTTP status of each of these codes (429 with Retry-After for rate_limited). */
export const INTEGRATION_ERROR_STATUS: Record<keyof typeof INTEGRATION_ERROR_MESSAGES, number> = {
  rate_limited: 429,
  webhook_url_refused: 422,
};

/** Field texts of webhook_url_refused, on `url`. */
export const WEBHOOK_URL_FIELD_MESSAGES = {
  private:
    'هذا العنوان يشير إلى شبكة داخلية أو خاصة (أو إلى الخادم نفسه)؛ فعّل «السماح بالعناوين الخاصة» إن كان ذلك مقصوداً',
  unresolved: 'تعذّر العثور على هذا النطاق؛ تحقق من كتابة العنوان',
} as const;
