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
