/** Strings of the invoices screens. */
export const invoices = {
  title: 'الفواتير',
  titleX: 'فواتير العملاء',
  pos: 'نقطة البيع',
  filters: {
    today: 'اليوم',
    yesterday: 'أمس',
    month: 'هذا الشهر',
    all: 'كل الفواتير',
  },
  grandTotal: 'الإجمالي',
  count: (n: number) =>
    n === 0
      ? 'لا فواتير'
      : n === 1
        ? 'فاتورة واحدة'
        : n === 2
          ? 'فاتورتان'
          : n <= 10
            ? `${n} فواتير`
            : `${n} فاتورة`,
  empty: 'لا توجد فواتير في هذه الفترة',
  columns: {
    number: 'الرقم',
    dateTime: 'التاريخ والوقت',
    date: 'التاريخ',
    employee: 'الموظف',
    payment: 'طريقة الدفع',
    total: 'الإجمالي',
    actions: 'إجراءات',
    customer: 'العميل',
  },
  cashCustomer: 'عميل نقدي',
  numberLabel: (id: number) => `فاتورة رقم ${id}`,
  view: 'عرض الفاتورة',
  print: 'طباعة الإيصال',
  preview: 'معاينة الإيصال',
  previewHint: 'اختر فاتورة من الجدول لمعاينة إيصالها',
  receiptAlt: (id: number) => `إيصال الفاتورة رقم ${id}`,
  seller: 'البائع',
  buyer: 'المشتري',
  vatNumber: 'الرقم الضريبي',
  crNumber: 'السجل التجاري',
  address: 'العنوان',
  number: 'رقم الفاتورة',
  issueDate: 'التاريخ',
  issueTime: 'الوقت',
  employee: 'الموظف',
  paymentMeans: 'طريقة الدفع',
  lines: {
    item: 'الصنف',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    discount: 'الخصم',
    beforeVat: 'قبل الضريبة',
    vat: 'الضريبة',
    total: 'الإجمالي',
  },
  totals: {
    discount: (p: number) => `الخصم ${p} %`,
    beforeVat: 'الإجمالي قبل الضريبة',
    vat: 'ضريبة القيمة المضافة 15 %',
    total: 'الإجمالي شامل الضريبة',
  },
  overdue: 'آجل: المبلغ لم يُحصّل بعد ويستحق قبل نهاية الشهر',
  downloadPdf: 'تنزيل PDF',
  printInvoice: 'طباعة',
  qrAlt: 'رمز الاستجابة السريعة للفاتورة',
  logoAlt: 'شعار المنشأة',
  sellerSignature: 'توقيع البائع',
  receiverSignature: 'توقيع المستلم',
  pdfFailed: 'تعذّر تنزيل ملف PDF',
  downloadXml: 'تنزيل XML',
  xmlFailed: 'تعذّر تنزيل ملف XML',
  /** The invoice's ZATCA phase 2 state: its signed document and its place in the chain. */
  zatcaSigned: (icv: number) => `الفوترة الإلكترونية: موقّعة — ICV ${icv}`,
  /** Reporting/clearance to ZATCA (decision 0036); the status labels are in src/domain. */
  zatca: {
    title: 'هيئة الزكاة والضريبة والجمارك:',
    column: 'هيئة الزكاة',
    attempts: (n: number) => (n === 1 ? 'محاولة إرسال واحدة' : `محاولات الإرسال: ${n}`),
    retry: 'إعادة الإرسال الآن',
    retried: 'ستُرسل الفاتورة إلى الهيئة خلال لحظات',
    retryFailed: 'تعذّرت إعادة الإرسال',
    rejectedTitle: 'رفضت الهيئة الفاتورة للأسباب التالية',
    warningsTitle: 'قبلت الهيئة الفاتورة مع التحذيرات التالية',
  },
  sar: 'ر.س',
};
