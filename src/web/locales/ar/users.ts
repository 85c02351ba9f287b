/** Strings of the users screens (/users, /users/new, /users/view/{UUID}, /users/me). */
export const users = {
  list: {
    title: 'المستخدمون',
    newUser: 'مستخدم جديد',
    empty: 'لا يوجد مستخدمون بعد',
    count: 'عدد المستخدمين:',
    view: 'عرض',
    you: 'أنت',
  },
  fields: {
    id: 'الرقم',
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    role: 'الدور',
    vat: 'الرقم الضريبي',
    actions: 'الإجراءات',
  },
  create: {
    title: 'إضافة مستخدم',
    submit: 'إضافة',
    usernamePlaceholder: 'ahmed.ali',
    emailPlaceholder: 'name@example.com',
    vatPlaceholder: 'اختياري',
    passwordHint: '8 أحرف على الأقل',
    rolePlaceholder: 'اختر الدور',
    /** Follows the new user's number: "{newid} أضيف بنجاح" (SPEC.md §4). */
    addedSuffix: 'أضيف بنجاح',
  },
  view: {
    title: 'بيانات المستخدم',
    roleTitle: 'تغيير الدور',
    roleSave: 'حفظ الدور',
    roleSaved: 'تم تغيير الدور',
    roleSelfHint: 'لا يمكنك تغيير دورك بنفسك؛ اطلب ذلك من مدير نظام آخر.',
    roleUnchanged: 'هذا هو الدور الحالي',
    passwordTitle: 'إعادة تعيين كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    passwordSave: 'حفظ كلمة المرور',
    passwordHint:
      'حفظ كلمة مرور جديدة يُخرج هذا المستخدم من كل أجهزته؛ سيدخل من جديد بكلمة المرور الجديدة.',
    passwordSelfHint: 'حفظ كلمة مرور جديدة لحسابك يُخرجك الآن، ثم تدخل بكلمة المرور الجديدة.',
    passwordSaved: 'تم تغيير كلمة المرور وأُخرج المستخدم من جلساته',
    passwordSavedSelf: 'تم تغيير كلمة المرور؛ ادخل من جديد بكلمة المرور الجديدة',
    deleteTitle: 'حذف المستخدم',
    deleteHint: 'يُحذف الحساب ويُخرج صاحبه فوراً. لا يمكن التراجع عن ذلك.',
    deleteSelfHint: 'لا يمكنك حذف حسابك.',
    deleteButton: 'حذف المستخدم',
    deleted: (username: string) => `حُذف المستخدم ${username}`,
  },
  me: {
    title: 'معلوماتي',
    name: 'الاسم',
    exit: 'خروج',
  },
  /** Shown when the server refused a field the form does not have. */
  fieldErrorsTitle: 'لم يُحفظ، راجع البيانات',
};
