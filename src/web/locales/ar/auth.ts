export const auth = {
  title: 'تسجيل الدخول',
  prompt: 'الدخول للمصرّح لهم فقط',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  submit: 'دخول',
  welcome: (username: string) => `أهلاً ${username}`,
  signedOut: 'تم تسجيل الخروج',
  alreadySignedIn: (username: string) => `أنت مسجّل الدخول باسم ${username}`,
};
