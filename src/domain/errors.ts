/**
 * Error codes of the /api/v1 contract and their Arabic messages.
 *
 * The server answers every failure as `{ error: { code, message, fields? } }` with `message` taken
 * from this table; the web shows that message (or, for network failures, its own locale text).
 */
import { GROUP_ERROR_MESSAGES, GROUP_ERROR_STATUS } from './error-groups';

export const ERROR_MESSAGES = {
  validation_failed: 'البيانات المدخلة غير صحيحة',
  unauthenticated: 'يجب تسجيل الدخول أولاً',
  invalid_credentials: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  too_many_attempts: 'محاولات كثيرة، حاول مرة أخرى بعد قليل',
  forbidden: 'ليست لديك صلاحية لهذا الإجراء',
  business_forbidden: 'ليست لديك صلاحية على هذه المنشأة',
  not_found: 'العنصر غير موجود',
  business_not_found: 'المنشأة غير موجودة',
  business_key_taken: 'رمز المنشأة مستخدم لمنشأة أخرى',
  business_name_taken: 'اسم المنشأة مستخدم لمنشأة أخرى؛ اختر اسماً مختلفاً',
  business_archived: 'المنشأة مؤرشفة: لا تقبل بيعاً ولا تعديلاً جديداً، وتبقى فواتيرها متاحة للاطلاع',
  username_taken: 'اسم المستخدم مستخدم من قبل',
  cannot_delete_self: 'لا يمكنك حذف حسابك',
  cannot_demote_self: 'لا يمكنك تغيير دورك بنفسك؛ اطلب ذلك من مدير آخر',
  wrong_current_password: 'كلمة المرور الحالية غير صحيحة',
  setup_done: 'اختير إعداد سند من قبل: توجد منشأة بالفعل',
  not_first_admin: 'يختار طريقة البدء أول مدير أُنشئ لسند فقط',
  category_not_empty: 'لا يمكن حذف تصنيف فيه منتجات، انقل المنتجات أو احذفها أولاً',
  product_in_use:
    'لا يمكن حذف منتج ظهر في فواتير أو عروض أسعار معلّقة؛ أخفِه من نقطة البيع بدلاً من ذلك',
  file_too_large: 'حجم الملف أكبر من المسموح (5 ميغابايت)',
  unsupported_media_type: 'نوع الملف غير مدعوم؛ المسموح JPEG أو PNG أو WebP',
  image_unreadable: 'تعذّرت قراءة الصورة، فقد يكون الملف تالفاً؛ جرّب صورة أخرى',
  image_too_many_pixels: 'أبعاد الصورة أكبر من المسموح (50 ميغابكسل)',
  empty_cart: 'لا توجد أصناف',
  duplicate_line: 'الصنف مضاف مسبقاً',
  unknown_product: 'صنف غير موجود أو غير منشور',
  payment_means_not_enabled: 'طريقة الدفع غير متاحة لهذه المنشأة',
  totals_mismatch: 'المبالغ المرسلة لا تطابق مبالغ الخادم',
  mixed_vat_reasons:
    'أصناف من فئة ضريبية واحدة بأسباب إعفاء مختلفة لا تجتمع في فاتورة واحدة؛ افصلها في فاتورتين',
  invoice_total_too_large:
    'مجموع الفاتورة أكبر من الحد المسموح (10,000,000 ريال)؛ قسّمها على أكثر من فاتورة',
  qr_value_too_long: 'قيمة في رمز الاستجابة أطول من 255 بايت',
  idempotency_key_reused:
    'حُفظت فاتورة بهذا البيع من قبل بأصناف أو مبالغ مختلفة؛ راجع الفواتير أو ابدأ بيعاً جديداً',
  client_vat_taken: 'يوجد عميل بهذا الرقم الضريبي في هذه المنشأة',
  barcode_taken: 'الباركود مسجّل لصنف آخر في هذه المنشأة',
  client_in_use:
    'لا يمكن حذف عميل له عروض أسعار أو أوامر بيع أو فواتير؛ تبقى الفواتير بنسخة من بياناته',
  order_already_approved: 'اعتُمد عرض السعر هذا من قبل وصدرت فاتورته',
  order_not_pending: 'عرض السعر معتمد أو محذوف فلا يُعدَّل',
  buyer_address_incomplete:
    'العنوان الوطني للعميل ناقص، ولا تصدر له فاتورة ضريبية دونه؛ أكمل بيانات العميل ثم أعد الاعتماد',
  invoice_not_credit: 'الفاتورة ليست آجلة، فلا تحصيل عليها',
  invoice_already_paid: 'الفاتورة محصّلة بالكامل',
  note_not_collectable: 'هذا إشعار دائن أو مدين، ويُحصَّل مبلغه مع فاتورته الأصلية',
  payment_exceeds_outstanding: 'المبلغ أكبر من المتبقي على الفاتورة',
  supplier_in_use: 'لا يمكن حذف مورّد له مشتريات مسجّلة؛ احذف مشترياته أولاً',
  purchase_delete_failed: 'خطأ في حذف بيانات المشتريات: فاتورة الشراء غير موجودة في هذه المنشأة',
  receipt_too_large: 'حجم ملف الإيصال أكبر من المسموح (10 ميغابايت)',
  receipt_unsupported_type:
    'نوع ملف الإيصال غير مدعوم؛ المسموح صورة JPEG أو PNG أو WebP أو ملف PDF',
  receipt_pdf_unreadable: 'تعذّرت قراءة ملف PDF، فقد يكون تالفاً أو ناقصاً؛ جرّب ملفاً آخر',
  data_conflict: 'تعارض هذا الطلب مع تعديل آخر على البيانات نفسها؛ حدّث الصفحة وحاول مرة أخرى',
  internal_error: 'حدث خطأ غير متوقع، حاول مرة أخرى',
  storage_full:
    'مساحة التخزين على الخادم ممتلئة فلم يُحفظ شيء؛ أبلغ المسؤول ليُفرغ مساحة ثم أعد المحاولة',
  storage_failure: 'تعذّر الوصول إلى قاعدة البيانات على الخادم؛ أبلغ المسؤول',
  backup_not_found: 'النسخة الاحتياطية غير موجودة',
  link_expired: 'انتهت صلاحية هذا الرابط؛ افتح الملف من جديد من داخل سند',
  link_invalid: 'هذا الرابط غير صالح؛ افتح الملف من جديد من داخل سند',
  link_wrong_file: 'هذا الرابط لا يفتح هذا الملف',
  backup_corrupt:
    'ملف النسخة الاحتياطية تالف أو ناقص فلم يُستعد شيء؛ قاعدة البيانات الحالية كما هي دون تغيير',
  backup_foreign:
    'هذا الملف ليس نسخة احتياطية من سند لهذا النوع من قواعد البيانات فلم يُستعد شيء؛ قاعدة البيانات الحالية كما هي',
  database_busy:
    'الخادم مشغول الآن بعمليات أخرى على البيانات نفسها فلم يُحفظ شيء؛ أعد المحاولة بعد لحظات',
  backup_too_large:
    'ملف النسخة الاحتياطية أكبر من الحد المسموح باستعادته (8 غيغابايت) فلم يُستعد شيء؛ البيانات الحالية كما هي',
  backup_exists: 'في القائمة نسخة بهذا الاسم فلم يُرفع الملف مرة أخرى؛ استعدها من القائمة',
  backup_schema_mismatch:
    'النسخة الاحتياطية من إصدار آخر لبنية قاعدة البيانات فلم يُستعد شيء؛ قاعدة البيانات الحالية كما هي',
  printer_not_configured:
    'لم تُحدَّد طابعة إيصالات لهذه المنشأة؛ أضف عنوانها في ملف المنشأة، أو اطبع من المتصفح',
  printer_offline:
    'تعذّر الوصول إلى طابعة الإيصالات؛ تأكد أنها تعمل ومتصلة بالشبكة وفيها ورق ثم أعد المحاولة. الفاتورة محفوظة ولم يتأثر البيع',
  invoice_backup_not_found: 'نسخة الفواتير غير موجودة في نسخ هذه المنشأة',
  invoice_backup_corrupt:
    'ملف نسخة الفواتير تالف أو ناقص فلم يُستعد شيء؛ الفواتير الحالية كما هي دون تغيير',
  invoice_backup_foreign: 'هذا الملف ليس نسخة فواتير من سند فلم يُستعد شيء؛ الفواتير الحالية كما هي',
  invoice_backup_other_business:
    'نسخة الفواتير هذه لمنشأة أخرى فلم يُستعد شيء؛ استعدها في منشأتها، والفواتير الحالية كما هي',
  invoice_backup_collision:
    'في الملف فواتير بأرقام تحملها فواتير أخرى في هذه المنشأة فلم يُستعد شيء؛ الفواتير الحالية كما هي',
  zatca_off:
    'الفوترة الإلكترونية (المرحلة الثانية) غير مفعّلة في هذا الخادم، فلا يوجد ملف XML موقّع لهذه الفاتورة',
  note_quantity_exceeds: 'الكمية المرتجعة أكبر مما بقي من هذا الصنف في الفاتورة دون إرجاع',
  note_nothing_left: 'أُرجعت أصناف هذه الفاتورة كلها بإشعارات دائنة سابقة',
  note_unknown_line: 'السطر غير موجود في الفاتورة الأصلية',
  note_of_note: 'لا يصدر إشعار على إشعار دائن أو مدين؛ اختر الفاتورة الأصلية',
  note_key_reused: 'صدر إشعار بهذا الطلب من قبل ببيانات مختلفة؛ راجع إشعارات الفاتورة',
  zatca_document_invalid:
    'تعذّر إنشاء ملف XML الموقّع لهذه الفاتورة لأن بياناتها أو بيانات المنشأة لا تستوفي قواعد هيئة الزكاة والضريبة والجمارك؛ راجع ملف المنشأة (الاسم والرقم الضريبي والعنوان) وأبلغ المسؤول',
  zatca_not_retryable:
    'لا يمكن إعادة إرسال هذه الفاتورة إلى هيئة الزكاة والضريبة والجمارك: لم تُدرج في قائمة الإرسال، أو قبلتها الهيئة من قبل',
  zatca_not_onboarded:
    'لم يكتمل ربط المنشأة ببوابة فاتورة (هيئة الزكاة والضريبة والجمارك)، فلا يمكن إصدار فواتير الآن؛ على المسؤول إكمال الربط من شاشة الإدارة ← الربط مع فاتورة',
  zatca_certificate_expired:
    'انتهت صلاحية شهادة التوقيع (CSID) لهذه المنشأة لدى هيئة الزكاة والضريبة والجمارك، فلا يمكن إصدار فواتير حتى تُجدَّد؛ على المسؤول تجديدها برمز تحقق جديد من شاشة الإدارة ← الربط مع فاتورة',
  invoice_not_cleared:
    'هذه فاتورة ضريبية لم تعتمدها هيئة الزكاة والضريبة والجمارك بعد، فلا تُشارَك مع العميل قبل اعتمادها؛ انتظر رد الهيئة ثم حدّث الصفحة',
  invoice_rejected_by_zatca:
    'رفضت هيئة الزكاة والضريبة والجمارك هذه الفاتورة الضريبية، فهي ليست فاتورة ضريبية ولا تُشارَك؛ راجع رسائل الهيئة، وصحّح عرض السعر ثم اعتمده من جديد',
  zatca_key_unreadable:
    'تعذّر فتح مفتاح التوقيع المحفوظ لهذه المنشأة: ملف zatca.key في مجلد البيانات لا يطابق المفاتيح المحفوظة (هل استُعيدت نسخة احتياطية دون هذا الملف؟)؛ على المسؤول إرجاع الملف الأصلي، أو إعادة الربط مع فاتورة برمز جديد',
  zatca_onboarding_unavailable:
    'الربط مع فاتورة متاح فقط عند تشغيل الخادم في وضع المحاكاة أو الإنتاج (ZATCA_MODE=simulation أو production)',
  zatca_onboarding_running: 'الربط مع فاتورة جارٍ لهذه المنشأة الآن؛ انتظر حتى ينتهي',
  zatca_profile_incomplete:
    'بيانات المنشأة غير مكتملة للربط مع فاتورة: يلزم الاسم العربي ورقم ضريبي صحيح (15 رقماً يبدأ وينتهي بـ 3) والعنوان الوطني كاملاً',
  zatca_rejected: 'رفضت بوابة فاتورة الطلب؛ راجع رسائل الهيئة أدناه',
  zatca_unreachable:
    'تعذّر الاتصال ببوابة فاتورة (انتهت المهلة أو الخدمة متوقفة مؤقتاً)؛ أعد المحاولة بعد قليل',
  ...GROUP_ERROR_MESSAGES,
} as const;

/**
 * The message of invoice_backup_collision naming the colliding invoice numbers (the first ten,
 * then how many more), so the administrator knows which invoices to look at.
 */
export function invoiceBackupCollisionMessage(numbers: readonly number[]): string {
  const shown = numbers.slice(0, 10).join('، ');
  const more = numbers.length > 10 ? ` و${numbers.length - 10} غيرها` : '';
  return `${ERROR_MESSAGES.invoice_backup_collision} (أرقام الفواتير: \u2066${shown}\u2069${more})`;
}

/**
 * The message of buyer_address_incomplete naming the missing fields in Arabic (`labels`, e.g.
 * «الحي، المدينة»), so the user knows what to add to the client.
 */
export function buyerAddressIncompleteMessage(labels: readonly string[]): string {
  return `${ERROR_MESSAGES.buyer_address_incomplete} (الناقص: ${labels.join('، ')})`;
}

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export { ANSWER_MESSAGES, FIELD_MESSAGES } from './messages';
export { shiftAlreadyOpenMessage } from './shift-errors';

/** Default HTTP status of each code; a thrower may override it. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  too_many_attempts: 429,
  forbidden: 403,
  business_forbidden: 403,
  not_found: 404,
  business_not_found: 404,
  business_key_taken: 409,
  business_name_taken: 409,
  business_archived: 409,
  username_taken: 409,
  cannot_delete_self: 409,
  cannot_demote_self: 409,
  wrong_current_password: 422,
  setup_done: 409,
  not_first_admin: 403,
  category_not_empty: 409,
  product_in_use: 409,
  file_too_large: 413,
  unsupported_media_type: 415,
  image_unreadable: 415,
  image_too_many_pixels: 413,
  empty_cart: 400,
  duplicate_line: 400,
  unknown_product: 422,
  payment_means_not_enabled: 422,
  totals_mismatch: 422,
  mixed_vat_reasons: 422,
  invoice_total_too_large: 422,
  qr_value_too_long: 422,
  idempotency_key_reused: 422,
  client_vat_taken: 409,
  barcode_taken: 409,
  client_in_use: 409,
  order_already_approved: 409,
  order_not_pending: 409,
  buyer_address_incomplete: 422,
  invoice_not_credit: 409,
  invoice_already_paid: 409,
  note_not_collectable: 409,
  payment_exceeds_outstanding: 409,
  supplier_in_use: 409,
  purchase_delete_failed: 404,
  receipt_too_large: 413,
  receipt_unsupported_type: 415,
  receipt_pdf_unreadable: 415,
  data_conflict: 409,
  internal_error: 500,
  storage_full: 507,
  storage_failure: 500,
  backup_not_found: 404,
  link_expired: 401,
  link_invalid: 401,
  link_wrong_file: 403,
  backup_corrupt: 422,
  backup_foreign: 422,
  backup_too_large: 422,
  database_busy: 503,
  backup_schema_mismatch: 422,
  backup_exists: 409,
  printer_not_configured: 409,
  printer_offline: 503,
  invoice_backup_not_found: 404,
  invoice_backup_corrupt: 422,
  invoice_backup_foreign: 422,
  invoice_backup_other_business: 422,
  invoice_backup_collision: 409,
  zatca_off: 409,
  note_quantity_exceeds: 422,
  note_nothing_left: 422,
  note_unknown_line: 422,
  note_of_note: 422,
  note_key_reused: 422,
  zatca_document_invalid: 409,
  zatca_not_retryable: 409,
  zatca_not_onboarded: 409,
  zatca_certificate_expired: 409,
  invoice_not_cleared: 409,
  invoice_rejected_by_zatca: 409,
  zatca_key_unreadable: 409,
  zatca_onboarding_unavailable: 409,
  zatca_onboarding_running: 409,
  zatca_profile_incomplete: 409,
  zatca_rejected: 422,
  zatca_unreachable: 503,
  ...GROUP_ERROR_STATUS,
};

/** Field-level messages, keyed by the request field's path (`InvoiceLine.0.ID`, `username`). */
export type FieldErrors = Record<string, string>;

/**
 * Validation issues (zod's shape) → FieldErrors keyed by the dotted path; the first message of a
 * field wins. Issues about the whole value go under `rootKey` ('_' on the wire, '' in web forms).
 */
export function fieldErrorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  rootKey = '_',
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || rootKey] ??= issue.message;
  return fields;
}

/**
 * The one error type of Sanad. Thrown anywhere (domain, services, routes); the server's error
 * handler turns it into `{ error: { code, message, fields } }` with `status`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: FieldErrors;
  readonly details?: unknown;
  /**
   * Values answered beside `error` at the top of the body, for a refusal that still names what
   * exists (409 order_already_approved → the invoice's `newid` and `UUID`).
   */
  readonly extra?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    opts: {
      status?: number;
      fields?: FieldErrors;
      message?: string;
      details?: unknown;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(opts.message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = opts.status ?? ERROR_STATUS[code];
    this.fields = opts.fields;
    this.details = opts.details;
    this.extra = opts.extra;
  }
}

/** Shape of every error body on the wire. */
export interface ErrorBody {
  error: { code: ErrorCode | string; message: string; fields?: FieldErrors };
}
