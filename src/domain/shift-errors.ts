/** Error codes of tills and shifts (decision 0055), spread into ERROR_MESSAGES / ERROR_STATUS. */
export const SHIFT_ERROR_MESSAGES = {
  shift_already_open: 'على نقطة البيع هذه وردية مفتوحة بالفعل؛ أغلقها أولاً',
  till_archived: 'نقطة البيع هذه مؤرشفة فلا تُفتح عليها وردية ولا يُسجَّل عليها بيع',
  till_has_open_shift: 'على نقطة البيع هذه وردية مفتوحة؛ أغلقها قبل أرشفة نقطة البيع',
  shift_required: 'لا وردية مفتوحة على نقطة البيع هذه؛ افتح وردية قبل البيع',
  shift_closed: 'أُغلقت هذه الوردية من قبل',
  shift_not_closed: 'هذه الوردية ما زالت مفتوحة؛ أغلقها أولاً',
  shift_approval_required:
    'الفرق بين المعدود والمتوقع أكبر من الحد المسموح؛ يلزم اعتماد مدير لإغلاق الوردية',
  shift_approval_refused:
    'تعذّر الاعتماد: اسم المستخدم أو كلمة المرور غير صحيحة، أو ليس مديراً في هذه المنشأة',
  shift_already_counted: 'عُدّ نقد هذه الوردية من قبل؛ العدّ الأول هو المعتمد',
} as const;

/** Default HTTP status of each shift error code. */
export const SHIFT_ERROR_STATUS: Record<keyof typeof SHIFT_ERROR_MESSAGES, number> = {
  shift_already_open: 409,
  till_archived: 409,
  till_has_open_shift: 409,
  shift_required: 409,
  shift_closed: 409,
  shift_not_closed: 409,
  shift_approval_required: 409,
  shift_approval_refused: 403,
  shift_already_counted: 409,
};

/**
 * The message of shift_already_open naming who holds the till's open shift (decision 0055), so the
 * cashier knows whom to ask.
 */
export function shiftAlreadyOpenMessage(holder: string): string {
  return `على نقطة البيع هذه وردية مفتوحة يحملها ${holder}؛ تُغلق قبل فتح وردية جديدة`;
}
