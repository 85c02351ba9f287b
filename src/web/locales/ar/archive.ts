/** Strings of the invoice image archive (files/*). */
import { arabicCount } from '../../lib/plural';
export const archive = {
  title: 'أرشيف صور الفواتير',
  day: 'اليوم',
  apply: 'عرض',
  today: 'اليوم الحالي',
  loading: 'جارٍ تحميل صور الفواتير…',
  /** 'no invoices for this day', as the legacy app says. */
  empty: 'لا توجد فواتير لهذا اليوم',
  /** 'could not fetch the image list for day {date}: HTTP {status} {body}'. */
  loadFailed: (date: string, status: number, body: string) =>
    `تعذّر جلب قائمة الصور ليوم ${date}: HTTP ${status} ${body}`,
  retry: 'إعادة المحاولة',
  count: (n: number) =>
    arabicCount(n, { one: 'صورة واحدة', two: 'صورتان', few: 'صور', many: 'صورة' }),
  invoice: (id: number) => `فاتورة رقم ${id}`,
  preview: (id: number) => `معاينة إيصال الفاتورة رقم ${id}`,
  download: 'تنزيل',
  open: 'فتح',
  close: 'إغلاق',
  closeHint: 'أو اضغط Esc',
  badDate: 'اختر تاريخاً صحيحاً',
} as const;
