/**
 * Webhooks (decision 0059): the events a business's endpoints may subscribe to, their Arabic
 * names, the retry schedule of a delivery and the shape an endpoint URL must have. Pure rules:
 * the address check (DNS, private ranges) and the HMAC signature live in the server's webhooks
 * module.
 */

/** Every event type an endpoint may subscribe to, in the order the web lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'invoice.issued',
  'invoice.cleared',
  'invoice.rejected',
  'credit_note.issued',
  'payment.collected',
  'purchase.recorded',
  'shift.closed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The Arabic name of each event type (the web's checkboxes and the deliveries list). */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'invoice.issued': 'إصدار فاتورة',
  'invoice.cleared': 'اعتماد الفاتورة أو الإبلاغ عنها لدى الهيئة',
  'invoice.rejected': 'رفض الهيئة للفاتورة',
  'credit_note.issued': 'إصدار إشعار دائن',
  'payment.collected': 'تحصيل دفعة (سند قبض)',
  'purchase.recorded': 'تسجيل مشتريات',
  'shift.closed': 'إغلاق وردية',
};

/** A delivery's life: `pending` until a 2xx (`delivered`) or until it is given up (`failed`). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The Arabic name of each delivery status. */
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'بانتظار الإرسال',
  delivered: 'وصلت',
  failed: 'فشلت',
};

/** Waits after the 1st, 2nd, … failed attempt, ms; the last one repeats (every hour). */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000,
];

/** A delivery is given up (`failed`) once its next attempt would fall this long after the event. */
export const WEBHOOK_GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** Longest wait for one attempt's answer, ms; then the attempt counts as failed. */
export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 10_000;

/** The prefix of an endpoint's signing secret (then 48 hex characters). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Longest endpoint URL accepted, characters. */
export const MAX_WEBHOOK_URL_LENGTH = 2_000;

/**
 * When to try a delivery again after its `attempts`-th failed attempt (1 = the first), or null
 * when it is given up: `at` (UTC ms, the failure) + WEBHOOK_RETRY_DELAYS_MS[attempts − 1] (the
 * last delay repeating), unless that falls later than WEBHOOK_GIVE_UP_AFTER_MS after the event
 * was recorded (`eventAt`, UTC ms).
 */
export function nextWebhookAttemptAt(attempts: number, eventAt: number, at: number): number | null {
  const delays = WEBHOOK_RETRY_DELAYS_MS;
  const delay = delays[Math.min(Math.max(attempts, 1), delays.length) - 1]!;
  const next = at + delay;
  return next > eventAt + WEBHOOK_GIVE_UP_AFTER_MS ? null : next;
}

/**
 * The problem of an endpoint URL's shape, in Arabic, or null when it is acceptable: an absolute
 * URL of at most MAX_WEBHOOK_URL_LENGTH characters, `https:` (or `http:` when `allowPrivate`,
 * a receiver on the shop's own network), with a host and without a user name or password. Where
 * the host points is checked by the server (private addresses, decision 0059).
 */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return 'العنوان أطول من المسموح';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'أدخل عنواناً كاملاً يبدأ بـ https://';
  }
  const httpOk = allowPrivate && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpOk)
    return allowPrivate
      ? 'العنوان يبدأ بـ https:// أو http://'
      : 'العنوان يبدأ بـ https:// (الاتصال المشفّر مطلوب)';
  if (url.hostname === '') return 'أدخل عنواناً كاملاً يبدأ بـ https://';
  if (url.username !== '' || url.password !== '')
    return 'لا يحمل العنوان اسم مستخدم أو كلمة مرور؛ يُتحقق من الرسائل بالتوقيع';
  return null;
}
