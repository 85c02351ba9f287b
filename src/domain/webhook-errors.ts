/** Error codes of webhooks (decision 0059), spread into ERROR_MESSAGES / ERROR_STATUS. */
export const WEBHOOK_ERROR_MESSAGES = {
  webhook_url_refused:
    'عنوان نقطة الاستقبال غير مقبول؛ يلزم عنوان https يصل إليه سند عبر الإنترنت (انظر الحقل)',
} as const;

/** Default HTTP status of each webhook error code. */
export const WEBHOOK_ERROR_STATUS: Record<keyof typeof WEBHOOK_ERROR_MESSAGES, number> = {
  webhook_url_refused: 422,
};

/** Field texts of webhook_url_refused, on `url`. */
export const WEBHOOK_URL_FIELD_MESSAGES = {
  private:
    'هذا العنوان يشير إلى شبكة داخلية أو خاصة (أو إلى الخادم نفسه)؛ فعّل «السماح بالعناوين الخاصة» إن كان ذلك مقصوداً',
  unresolved: 'تعذّر العثور على هذا النطاق؛ تحقق من كتابة العنوان',
} as const;
