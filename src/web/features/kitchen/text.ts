import type { KitchenAge } from '../../../domain/held-orders';

/** The Arabic words of the kitchen display and the kitchen stations screen (decision 0057). */
export const k = {
  title: 'شاشة المطبخ',
  station: 'المحطة',
  allStations: 'كل المحطات',
  noStation: 'بدون محطة',
  empty: 'لا طلبات في المطبخ الآن',
  emptyHint: 'تظهر هنا الطلبات المرسلة من نقطة البيع فور إرسالها.',
  order: (n: number) => `طلب ${n}`,
  table: (t: string) => `طاولة ${t}`,
  ready: 'جاهز',
  undoReady: 'إرجاع',
  readyCard: 'تم التجهيز',
  ages: { fresh: 'في الوقت', amber: 'متأخر', red: 'متأخر جداً' } as Record<KitchenAge, string>,
  elapsed: 'منذ',
  round: 'إضافة',
  connection: { connecting: 'يتصل…', open: 'متصل', reconnecting: 'يعيد الاتصال' },
  readyFailed: (why: string) => `تعذّر تعليم الطلب جاهزاً: ${why}`,
  lineReadyLabel: (name: string, ready: boolean) =>
    ready ? `${name}: جاهز، اضغط للإرجاع` : `${name}: اضغط عند التجهيز`,
  restaurantOnly: 'شاشة المطبخ ومحطاته للمطاعم فقط.',
  stationsLink: 'محطات المطبخ',
  // The stations screen.
  stationsTitle: 'محطات المطبخ',
  newStation: 'محطة جديدة',
  newTitle: 'محطة مطبخ جديدة',
  editTitle: 'تعديل المحطة',
  stationsEmptyTitle: 'لا توجد محطات مطبخ بعد',
  stationsEmptyBody:
    'المحطة قسم في المطبخ مثل «الشواية» أو «الفرن» أو «المشروبات». يُرسل كل صنف إلى محطة صنفه أو تصنيفه، وتُطبع تذكرته على طابعتها إن وُجدت.',
  name: 'اسم المحطة',
  printerTitle: 'طابعة المحطة',
  printerHint:
    'تُطبع تذكرة المطبخ على هذه الطابعة عند إرسال الطلب؛ اتركها فارغة إن لم تكن للمحطة طابعة.',
  noPrinter: 'بلا طابعة',
  paper: (mm: number) => `ورق ${mm} ملم`,
  cooks: (p: number, c: number) => `${p} صنف و${c} تصنيف`,
  categories: 'التصنيفات',
  products: 'الأصناف',
  edit: 'تعديل',
  archive: 'أرشفة',
  archiveTitle: 'أرشفة المحطة',
  archiveBody: (name: string) =>
    `لن تُرسل الأصناف بعد الآن إلى محطة «${name}»، وتبقى الطلبات السابقة كما هي. هل تريد المتابعة؟`,
  archived: 'أُرشفت المحطة',
  saved: 'حُفظت المحطة',
  save: 'حفظ',
  cancel: 'إلغاء',
};
