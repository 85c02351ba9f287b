export const home = {
  title: 'المنشآت',
  noBusinesses: 'لا توجد منشأة مسموح لك بفتحها',
  noActiveBusinesses: 'لا توجد منشأة نشطة؛ كل المنشآت مؤرشفة',
  manageBusinesses: 'إدارة المنشآت',
  search: 'ابحث باسم المنشأة أو رمزها',
  noMatch: 'لا توجد منشأة تطابق البحث',
  /** "{shown} of {all}" beside the search box. */
  count: (shown: number, all: number) => `${shown} من ${all}`,
  hijriSuffix: 'هـ',
  /** A restaurant's kitchen display (decision 0057), beside the server's tiles. */
  kitchenTile: 'شاشة المطبخ',
  tiles: {
    invoices: 'الفواتير',
    clients: 'العملاء',
    pos: 'نقطة البيع',
    orders: 'عروض الأسعار',
    approve: 'الاعتماد',
    products: 'المنتجات',
    reports: 'التقارير',
    shifts: 'الورديات',
    stock: 'المخزون',
    purchases: 'المشتريات',
    files: 'أرشيف الفواتير',
    admin: 'الإدارة',
    users: 'المستخدمون',
    me: 'معلوماتي',
  } as Record<string, string>,
};
