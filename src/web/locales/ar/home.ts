export const home = {
  title: 'المنشآت',
  noBusinesses: 'لا توجد منشأة مسموح لك بفتحها',
  search: 'ابحث باسم المنشأة أو رمزها',
  noMatch: 'لا توجد منشأة تطابق البحث',
  /** "{shown} of {all}" beside the search box. */
  count: (shown: number, all: number) => `${shown} من ${all}`,
  hijriSuffix: 'هـ',
  tiles: {
    invoices: 'الفواتير',
    clients: 'العملاء',
    pos: 'نقطة البيع',
    orders: 'عروض الأسعار',
    approve: 'الاعتماد',
    products: 'المنتجات',
    reports: 'التقارير',
    stock: 'المخزون',
    purchases: 'المشتريات',
    files: 'أرشيف الفواتير',
    admin: 'الإدارة',
    users: 'المستخدمون',
    me: 'معلوماتي',
  } as Record<string, string>,
};
