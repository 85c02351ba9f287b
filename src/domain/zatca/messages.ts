/**
 * Arabic lines for what ZATCA's FATOORA API answers during onboarding (decision
 * 0035; every error the user sees is Arabic, decision 0018). Known codes get their own line; any
 * other
 * message is shown as «رسالة الهيئة:» followed by ZATCA's own text, so nothing ZATCA said is lost.
 */

/** Arabic lines by ZATCA error code (and Sanad's own codes for transport failures). */
const KNOWN: Record<string, string> = {
  'Invalid-OTP': 'رمز التحقق (OTP) غير صحيح أو انتهت صلاحيته؛ أنشئ رمزاً جديداً في بوابة فاتورة',
  'Invalid-CSR': 'رفضت الهيئة طلب الشهادة (CSR): بيانات المنشأة المرسلة غير مقبولة',
  'Missing-ComplianceSteps': 'لم تكتمل فحوص الامتثال المطلوبة قبل إصدار شهادة الإنتاج',
  'Invalid-Request-ID': 'رقم طلب شهادة الامتثال غير صحيح',
  unauthorized: 'رفضت الهيئة بيانات الاعتماد (الشهادة أو الرمز السري)',
  timeout: 'لم تردّ بوابة فاتورة خلال المهلة',
  network: 'تعذّر الوصول إلى بوابة فاتورة',
  server_error: 'خطأ مؤقت في خوادم بوابة فاتورة',
};

/** The Arabic line of a ZATCA message `code` whose own text is `text`. */
export function zatcaMessageAr(code: string, text: string): string {
  return KNOWN[code] ?? `رسالة الهيئة: ${text || code}`;
}

/** Arabic lines of the reasons the queue records for a send it will try again (decision 0043). */
const RETRY_REASONS: [RegExp, string][] = [
  [/HTTP (401|403)\b/, 'رفضت الهيئة بيانات الاعتماد؛ الإرسال متوقف حتى تجديد الشهادة'],
  [/HTTP 429\b/, 'طلبت الهيئة التمهّل (طلبات كثيرة)؛ ستُرسل لاحقاً'],
  [/HTTP 413\b/, 'رفضت بوابة فاتورة حجم الطلب مؤقتاً؛ ستُرسل لاحقاً'],
  [/HTTP 303\b/, 'الاعتماد موقوف لدى الهيئة؛ ستُرسل عبر الإبلاغ'],
  [/HTTP 5\d\d\b/, 'خطأ مؤقت في خوادم بوابة فاتورة؛ ستُرسل لاحقاً'],
  [/did not answer in time|timeout/i, 'لم تردّ بوابة فاتورة خلال المهلة؛ ستُرسل لاحقاً'],
  [/^network|transport threw/i, 'تعذّر الوصول إلى بوابة فاتورة؛ ستُرسل لاحقاً'],
  [/no production CSID/, 'المنشأة غير مربوطة ببوابة فاتورة في هذا الوضع بعد'],
];

/**
 * The Arabic line of the queue's last retry reason `reason` (English, as logged: "ZATCA answered
 * HTTP 503", "ZATCA did not answer in time" …); any other reason is shown as recorded.
 */
export function retryReasonAr(reason: string): string {
  return RETRY_REASONS.find(([pattern]) => pattern.test(reason))?.[1] ?? reason;
}
