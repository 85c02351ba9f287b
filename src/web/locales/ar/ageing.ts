/** Strings of the receivables and payables ageing screens (decision 0068). */
export const ageing = {
  receivables: {
    title: 'أعمار الذمم المدينة',
    link: 'أعمار الذمم المدينة',
    party: 'العميل',
    empty: 'لا مبالغ مستحقة على العملاء في هذا التاريخ',
    hint: 'فواتير الآجل الصادرة حتى التاريخ وما بقي منها غير محصّل، حسب أيام التأخر عن تاريخ الاستحقاق',
  },
  payables: {
    title: 'أعمار الذمم الدائنة',
    link: 'أعمار الذمم الدائنة',
    party: 'المورّد',
    empty: 'لا مبالغ مستحقة للموردين في هذا التاريخ',
    hint: 'المشتريات المؤرخة حتى التاريخ وما بقي منها غير مدفوع، حسب أيام التأخر عن تاريخ الاستحقاق',
  },
  asOf: 'في تاريخ',
  asOfHint: 'بتوقيت الرياض؛ الافتراضي اليوم',
  columns: {
    current: 'غير مستحق بعد',
    d1_30: '1–30 يوماً',
    d31_60: '31–60 يوماً',
    d61_90: '61–90 يوماً',
    over90: 'أكثر من 90 يوماً',
    total: 'الإجمالي',
  },
  totals: 'الإجمالي',
  /** A row of invoices to buyers without a name (simplified sales on credit). */
  noName: 'بلا اسم',
} as const;
