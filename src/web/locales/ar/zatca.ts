/** Strings of the ZATCA onboarding screen (/admin/zatca, decision 0035). */
import { arabicCount } from '../../lib/plural';
export const zatca = {
  tile: 'الربط مع فاتورة (المرحلة الثانية)',
  tileHint: 'ربط كل منشأة ببوابة فاتورة لهيئة الزكاة والضريبة والجمارك وحالة شهادتها',
  title: 'الربط مع بوابة فاتورة',
  business: 'المنشأة',
  modes: {
    off: 'الفوترة الإلكترونية (المرحلة الثانية) غير مفعّلة في هذا الخادم (ZATCA_MODE=off)',
    offline:
      'الخادم في الوضع المحلي (ZATCA_MODE=offline): الفواتير موقّعة بشهادة محلية ولا تُرسل إلى الهيئة. الربط متاح في وضعي المحاكاة والإنتاج.',
    simulation: 'بيئة المحاكاة لدى الهيئة (ZATCA_MODE=simulation)',
    production: 'بيئة الإنتاج لدى الهيئة (ZATCA_MODE=production)',
  },
  statusLabel: 'الحالة',
  status: {
    none: 'غير مربوطة',
    compliance: 'شهادة امتثال فقط (لم يكتمل الربط)',
    production: 'مربوطة — شهادة الإنتاج',
  },
  environment: 'البيئة',
  environments: { simulation: 'المحاكاة', production: 'الإنتاج' } as Record<string, string>,
  serial: 'الرقم التسلسلي للشهادة',
  expires: 'تنتهي صلاحية الشهادة',
  renewSoonTitle: 'اقترب انتهاء شهادة الإنتاج',
  renewSoon: (days: number) =>
    days === 0
      ? 'تنتهي شهادة الإنتاج اليوم. جدّدها الآن برمز تحقق جديد من بوابة فاتورة، وإلا رفضت الهيئة فواتير المنشأة.'
      : `تنتهي شهادة الإنتاج بعد ${arabicCount(days, { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' })}. جدّدها قبل ذلك برمز تحقق جديد من بوابة فاتورة، وإلا رفضت الهيئة فواتير المنشأة.`,
  keyUnreadableTitle: 'مفتاح التوقيع غير قابل للفتح: المبيعات متوقفة',
  expiredTitle: 'انتهت صلاحية شهادة الإنتاج',
  expired:
    'الهيئة ترفض الآن الفواتير الموقّعة بهذه الشهادة. جدّدها برمز تحقق جديد من بوابة فاتورة، ثم أعد إرسال الفواتير المرفوضة.',
  stepsTitle: 'خطوات الربط',
  steps: {
    csr: 'إنشاء المفتاح وطلب الشهادة (CSR)',
    compliance_csid: 'شهادة الامتثال (Compliance CSID)',
    compliance_invoices: 'فواتير فحص الامتثال',
    production_csid: 'شهادة الإنتاج (Production CSID)',
  },
  errorTitle: (step: string) => `توقّف الربط عند: ${step}`,
  zatcaSaid: 'نص الهيئة',
  otp: 'رمز التحقق (OTP)',
  otpHint: 'أنشئ الرمز من بوابة فاتورة (fatoora.zatca.gov.sa) ← ربط وحدة جديدة، ثم أدخله هنا',
  start: 'ربط المنشأة',
  renew: 'تجديد الشهادة برمز جديد',
  resume: 'متابعة الربط دون رمز جديد',
  running: 'جارٍ التواصل مع بوابة فاتورة…',
  done: 'اكتمل الربط: فواتير المنشأة تُوقّع الآن بشهادة الإنتاج',
  notAvailable: 'لا يمكن الربط في هذا الوضع',
};
