/**
 * Every action the audit log records, with its Arabic name, and the rule of which detail fields
 * are money and in which unit (decision 0050; the audit log of decision 0024). The server may
 * record only these actions (writeAudit, auditAction take an AuditAction), so an action added
 * without an Arabic name does not compile, and audit-actions.test.ts finds any that slips by.
 */

/** Each recorded action → its Arabic name, as the audit screen and its filter show it. */
export const AUDIT_ACTION_NAMES = {
  'auth.sign_in': 'تسجيل دخول',
  'auth.sign_in_failed': 'محاولة دخول مرفوضة',
  'auth.sign_in_limited': 'إيقاف الدخول مؤقتاً بعد محاولات كثيرة',
  'user.create': 'إنشاء مستخدم',
  'user.update': 'تعديل مستخدم',
  'user.delete': 'حذف مستخدم',
  'user.password_change': 'تغيير كلمة المرور',
  'api_token.create': 'إنشاء رمز وصول للأنظمة',
  'api_token.revoke': 'إلغاء رمز وصول للأنظمة',
  'setup.sample_businesses': 'البدء بالمنشأتين التجريبيتين',
  'business.create': 'إنشاء منشأة',
  'business.update': 'تعديل منشأة',
  'business.archive': 'أرشفة منشأة',
  'business.restore': 'استعادة منشأة من الأرشيف',
  'business.logo': 'تغيير شعار منشأة',
  'category.create': 'إنشاء تصنيف',
  'category.update': 'تعديل تصنيف',
  'category.delete': 'حذف تصنيف',
  'product.create': 'إنشاء صنف',
  'product.update': 'تعديل صنف',
  'product.delete': 'حذف صنف',
  'product.low_stock_threshold': 'تغيير حد المخزون المنخفض لصنف',
  'product_image.upload': 'رفع صورة صنف',
  'client.create': 'إنشاء عميل',
  'client.update': 'تعديل عميل',
  'client.delete': 'حذف عميل',
  'client_address.create': 'إضافة عنوان عميل',
  'client_address.update': 'تعديل عنوان عميل',
  'client_address.delete': 'حذف عنوان عميل',
  'supplier.create': 'إنشاء مورّد',
  'supplier.update': 'تعديل مورّد',
  'supplier.delete': 'حذف مورّد',
  'purchase.create': 'تسجيل فاتورة شراء',
  'purchase.delete': 'حذف فاتورة شراء',
  'purchase.items': 'تعديل أصناف فاتورة شراء',
  'order.create': 'إنشاء عرض سعر',
  'order.update': 'تعديل عرض سعر',
  'order.delete': 'حذف عرض سعر',
  'order.approve': 'اعتماد عرض سعر وإصدار فاتورة',
  'invoice.collect': 'تحصيل فاتورة آجلة',
  'database.backup': 'نسخة احتياطية لقاعدة البيانات',
  'database.backup_failed': 'فشل نسخة احتياطية',
  'database.backup_upload': 'رفع نسخة احتياطية لقاعدة البيانات',
  'database.restore': 'استعادة قاعدة البيانات',
  'invoices.export': 'تصدير نسخة فواتير',
  'invoices.backup_upload': 'رفع نسخة فواتير',
  'invoices.restore': 'استيراد فواتير من نسخة',
  'invoices.restore_lines': 'استيراد أسطر فواتير من نسخة',
  'zatca.onboard': 'ربط المنشأة بالفوترة الإلكترونية (ZATCA)',
  'zatca.onboard_failed': 'تعذّر الربط بالفوترة الإلكترونية (ZATCA)',
  'zatca.renew': 'تجديد شهادة الفوترة الإلكترونية (ZATCA)',
  'zatca.retry': 'إعادة إرسال فاتورة إلى ZATCA',
  'till.create': 'إنشاء نقطة بيع',
  'till.rename': 'تعديل نقطة بيع',
  'till.archive': 'أرشفة نقطة بيع',
  'shift.open': 'فتح وردية',
  'shift.cash_in': 'إيداع نقد في الوردية',
  'shift.cash_out': 'سحب نقد من الوردية',
  'shift.close': 'إغلاق وردية',
  'shift.close_approved': 'اعتماد مدير لفرق إغلاق وردية',
  'shift.force_close': 'إغلاق وردية بأمر مدير دون عدّ',
  'shift.late_count': 'عدّ نقد وردية بعد إغلاقها',
  'modifier_group.create': 'إنشاء مجموعة خيارات',
  'modifier_group.update': 'تعديل مجموعة خيارات',
  'modifier_group.archive': 'أرشفة مجموعة خيارات',
  'kitchen_station.create': 'إنشاء محطة مطبخ',
  'kitchen_station.update': 'تعديل محطة مطبخ',
  'kitchen_station.archive': 'أرشفة محطة مطبخ',
  'held_order.open': 'فتح طلب معلّق وإرساله للمطبخ',
  'held_order.cancel': 'إلغاء طلب معلّق',
  'held_order.split': 'تقسيم فاتورة طلب معلّق',
  'webhook.create': 'إضافة نقطة استقبال للإشعارات البرمجية',
  'webhook.update': 'تعديل نقطة استقبال للإشعارات البرمجية',
  'webhook.delete': 'حذف نقطة استقبال للإشعارات البرمجية',
  'webhook.resend': 'إعادة إرسال إشعار برمجي',
  'warehouse.create': 'إنشاء مستودع',
  'warehouse.update': 'تعديل مستودع',
  'warehouse.delete': 'حذف مستودع',
  'payment_term.create': 'إنشاء شرط دفع',
  'payment_term.update': 'تعديل شرط دفع',
  'payment_term.delete': 'حذف شرط دفع',
  'supplier_payment.create': 'سند صرف لمورّد',
  'stock_count.create': 'بدء جرد مستودع',
  'stock_count.post': 'اعتماد جرد مستودع وتسوية فروقه',
  'stock_transfer.create': 'نقل مخزون بين مستودعين',
  'purchase_order.create': 'إنشاء أمر شراء',
  'purchase_order.update': 'تعديل أمر شراء',
  'purchase_order.send': 'إرسال أمر شراء إلى المورّد',
  'purchase_order.cancel': 'إلغاء أمر شراء',
  'purchase_order.close': 'إغلاق أمر شراء دون استلام الباقي',
  'goods_receipt.create': 'استلام بضاعة أمر شراء',
  'sale_order.create': 'إنشاء أمر بيع',
  'sale_order.update': 'تعديل أمر بيع',
  'sale_order.confirm': 'تأكيد أمر بيع',
  'sale_order.cancel': 'إلغاء أمر بيع',
  'delivery_note.create': 'تسليم بضاعة أمر بيع',
  'sale_order.invoice': 'فوترة المسلَّم من أوامر البيع',
} as const;

/** An action the audit log records, `entity.verb`. */
export type AuditAction = keyof typeof AUDIT_ACTION_NAMES;

/** Every recorded action, in the order of AUDIT_ACTION_NAMES (the screen's filter list). */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_NAMES) as AuditAction[];

/** True when `value` is an action the audit log records. */
export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_NAMES, value);
}

/** An action's Arabic name; an action recorded by an older version shows as it was stored. */
export function auditActionName(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTION_NAMES[action] : action;
}

/**
 * Money in the details, per action: the fields recorded in halalas (the server's rows and totals,
 * decision 0002) and those recorded as the request body had them, in SAR (the API's prices).
 */
const HALALA_FIELDS: Partial<Record<AuditAction, readonly string[]>> = {
  'product.delete': ['price'],
  'purchase.create': ['total'],
  'purchase.delete': ['total'],
  'invoice.collect': ['amount'],
  'supplier_payment.create': ['amount'],
  'shift.open': ['openingFloat'],
  'shift.cash_in': ['amount'],
  'shift.cash_out': ['amount'],
  'shift.close': ['expectedCash', 'countedCash', 'overShort'],
  'shift.close_approved': ['expectedCash', 'countedCash', 'overShort'],
  'shift.late_count': ['expectedCash', 'countedCash', 'overShort'],
  'order.create': ['gross', 'allowanceTotal', 'taxExclusive', 'tax', 'taxInclusive'],
};
const SAR_FIELDS: Partial<Record<AuditAction, readonly string[]>> = {
  'product.create': ['price', 'pricedv', 'pricex'],
  'product.update': ['price', 'pricedv', 'pricex'],
};

/**
 * A detail field's amount in SAR (riyals, may have halalas as decimals), or null when field `key`
 * of `action` is not money or `value` is not a number: halala fields are divided by 100.
 */
export function auditAmountSar(action: string, key: string, value: unknown): number | null {
  if (typeof value !== 'number' || !isAuditAction(action)) return null;
  if (HALALA_FIELDS[action]?.includes(key)) return value / 100;
  if (SAR_FIELDS[action]?.includes(key)) return value;
  return null;
}
