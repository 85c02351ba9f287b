/** Texts of the payment terms settings, the term pickers and a client's addresses (decision 0068). */
export const terms = {
  title: 'شروط الدفع',
  settingsLink: 'شروط الدفع',
  add: 'إضافة شرط دفع',
  addTitle: 'شرط دفع جديد',
  editTitle: 'تعديل شرط الدفع',
  name: 'الاسم',
  days: 'عدد الأيام',
  daysHint: 'من 0 إلى 365 يوماً',
  endOfMonth: 'تُحسب من نهاية الشهر',
  empty: 'لا توجد شروط دفع بعد',
  saved: 'حُفظ شرط الدفع',
  deleted: 'حُذف شرط الدفع',
  hidden: 'أُخفي شرط الدفع: يستخدمه عملاء أو مستندات فيبقى لها',
  picker: 'شرط الدفع',
  pickerHint: 'تأخذه الفواتير الآجلة تلقائياً؛ بدونه يكون نقداً',
  cash: 'نقداً (بدون شرط)',
  daysCell: (days: number, endOfMonth: boolean) =>
    endOfMonth
      ? days === 0
        ? 'نهاية الشهر'
        : `${days} يوماً من نهاية الشهر`
      : days === 0
        ? 'عند الإصدار'
        : `${days} يوماً`,
  addresses: {
    title: 'العناوين',
    add: 'إضافة عنوان',
    addTitle: 'عنوان جديد',
    editTitle: 'تعديل العنوان',
    label: 'اسم العنوان',
    labelHint: 'مثل: المقر الرئيسي، موقع المشروع',
    street_name: 'الشارع',
    building_number: 'رقم المبنى',
    city_subdivision_name: 'الحي',
    city_name: 'المدينة',
    postal_zone: 'الرمز البريدي',
    country: 'الدولة',
    contact_person: 'الشخص المسؤول',
    phone: 'الجوال',
    isDefault: 'العنوان الافتراضي',
    makeDefault: 'اجعله الافتراضي',
    empty: 'لا عناوين لهذا العميل بعد؛ أول عنوان يصبح الافتراضي',
    saved: 'حُفظ العنوان',
    deleted: 'حُذف العنوان',
  },
};
