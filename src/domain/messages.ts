// Arabic texts that are not error codes: field messages and success answers (decision 0018).

/**
 * Arabic texts of the field errors that services raise after validation (what only the database
 * knows: a taken key, a category of another business…). The request schemas in src/domain/schemas
 * carry the texts of their own checks; a field error that repeats a code's message uses
 * ERROR_MESSAGES. Decision 0018: the server sends the Arabic; these two tables are where it lives.
 */
export const FIELD_MESSAGES = {
  businessKeyTaken: 'الرمز مستخدم لمنشأة أخرى',
  /** Decision 0051: names compared by businessNameKey (spaces, alef forms, ة/ه, ى/ي). */
  businessNameTaken: 'يوجد منشأة بهذا الاسم',
  categoryNotInBusiness: 'التصنيف غير موجود في هذه المنشأة',
  imageNotUploaded: 'الصورة غير موجودة؛ ارفعها أولاً',
  imageRequired: 'اختر صورة',
  /** An uploaded backup came without a file in the multipart field `file` (decision 0050). */
  backupFileRequired: 'اختر ملف النسخة الاحتياطية (.tar.gz)',
  uploadUnreadable: 'تعذّرت قراءة الملف المرسل؛ أعد إرساله',
  /** The upload came under another multipart field than `field`. */
  imageField: (field: string) => `أرسل الصورة في الحقل «${field}»`,
  /** U+2068/U+2069 isolate the existing name so that it keeps its own direction. */
  usernameLookAlike: (existing: string) =>
    `اسم المستخدم يشبه في شكله اسم المستخدم \u2068${existing}\u2069؛ اختر اسماً مختلفاً بوضوح`,
  /** A client amount that differs from the server's; `sar` as the documents print it. */
  expectedAmount: (sar: string) => `القيمة الصحيحة ${sar}`,
  clientVatTaken: 'الرقم الضريبي مسجّل لعميل آخر',
  /** Decision 0048: a barcode names one product of the business. */
  barcodeTaken: 'الباركود مسجّل لصنف آخر',
  amountPositive: 'المبلغ أكبر من صفر',
  /** A payment above what is owed; `sar` the outstanding amount, two decimals. */
  outstandingIs: (sar: string) => `المتبقي ${sar}`,
  supplierNotInBusiness: 'المورّد غير موجود في هذه المنشأة',
  productNotInBusiness: 'الصنف غير موجود في هذه المنشأة',
  purchaseNotInBusiness: 'فاتورة الشراء غير موجودة في هذه المنشأة',
  /** A receipt sent under another multipart field than `image`. */
  receiptRequired: 'اختر صورة الإيصال أو ملف PDF',
  /** A receipt image or thumbnail path that is not a generated file name. */
  fileNameInvalid: 'اسم ملف غير صالح',
  /** An invoice number in a path that is not a positive integer. */
  invoiceNumberInvalid: 'رقم الفاتورة غير صالح',
  /** ZATCA refused the one-time password of the onboarding (its message code Invalid-OTP). */
  zatcaOtpInvalid: 'رمز التحقق (OTP) غير صحيح أو انتهت صلاحيته',
  /** Onboarding started without the one-time password from the FATOORA portal. */
  zatcaOtpRequired: 'أدخل رمز التحقق (OTP) من بوابة فاتورة لبدء الربط',
} as const;

const DATABASE_RESTORED = 'تمت استعادة قاعدة البيانات من النسخة الاحتياطية بعد التحقق منها';

/**
 * Arabic texts of successful answers that carry a `message` for the screen to show as it is
 * (decision 0018: the server sends the Arabic, kept here beside the error texts).
 */
export const ANSWER_MESSAGES = {
  /** POST backups/{name}/restore: the database was restored from a verified backup. */
  databaseRestored: DATABASE_RESTORED,
  /** …when the restoring user's own account in the backup differs from theirs now. */
  databaseRestoredSignInAgain: `${DATABASE_RESTORED}؛ حسابك في النسخة المستعادة مختلف، فسجّل الدخول من جديد`,
  /** GET printinvo/{ID}.png: the receipt went to the thermal printer. */
  receiptPrinted: 'أُرسل الإيصال إلى الطابعة',
  /** POST shifts/{shiftId}/print: the X or Z report went to the thermal printer. */
  shiftReportPrinted: 'أُرسل تقرير الوردية إلى الطابعة',
} as const;
