export const auth = {
  title: 'تسجيل الدخول',
  prompt: 'الدخول للمصرّح لهم فقط',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  submit: 'دخول',
  welcome: (username: string) => `أهلاً ${username}`,
  signedOut: 'تم تسجيل الخروج',
  alreadySignedIn: (username: string) => `أنت مسجّل الدخول باسم ${username}`,
  sessionExpiredTitle: 'انتهت الجلسة',
  sessionExpired:
    'انتهت جلستك أو أُلغيت، فلم يُحفظ الطلب الأخير. سجّل الدخول مرة أخرى لتعود إلى الصفحة التي كنت فيها؛ سلة نقطة البيع محفوظة كما هي.',
  signInToContinue: 'سجّل الدخول لفتح الصفحة المطلوبة، وستنتقل إليها بعد الدخول مباشرة.',
};
