/** Strings of a purchase's supplier payments and the pay dialog (decision 0068). */
export const supplierPayments = {
  title: 'المدفوعات للمورّد',
  pay: 'دفع للمورد',
  dialogTitle: (n: number) => `دفع للمورد عن فاتورة الشراء رقم ${n}`,
  total: 'إجمالي الفاتورة',
  paid: 'المدفوع',
  outstanding: 'المتبقي',
  dueDate: 'تاريخ الاستحقاق',
  empty: 'لم يُدفع للمورد شيء عن هذه الفاتورة بعد',
  fullyPaid: 'سُدّدت بالكامل',
  columns: {
    number: 'رقم السند',
    date: 'التاريخ',
    means: 'طريقة الدفع',
    amount: 'المبلغ',
    note: 'ملاحظة',
  },
  /** The three means a supplier is paid in (the route's PaymentMeansCode). */
  means: { '10': 'نقداً', '42': 'تحويل بنكي', '48': 'بطاقة' } as Record<string, string>,
  amount: 'المبلغ',
  amountHint: 'الافتراضي: كل المتبقي؛ يجوز دفع جزء منه',
  amountInvalid: (max: string) => `أدخل مبلغاً أكبر من صفر ولا يزيد على المتبقي (${max} ريال)`,
  note: 'ملاحظة (اختيارية)',
  submit: 'تسجيل الدفعة',
  done: (n: number) => `سُجّل سند الصرف رقم ${n}`,
  order: 'أمر الشراء المرتبط',
  openOrder: (n: number) => `أمر الشراء رقم ${n}`,
} as const;
