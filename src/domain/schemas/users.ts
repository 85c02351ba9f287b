import { z } from 'zod';
import { cleanText, optionalVatNumberText, requiredText, secretText } from './common';

/** A user as the API shows it — never a password hash (SPEC.md §3). */
export const userView = z.object({
  ID: z.number(),
  UUID: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  VAT: z.string(),
});
export type UserView = z.infer<typeof userView>;

export const roleField = z.enum(['admin', 'manager', 'casher', 'sales', 'user'], {
  error: 'اختر دوراً',
});

const password = secretText(8, 'كلمة المرور مطلوبة', 'كلمة المرور 8 أحرف على الأقل');

/** An e-mail address or '' (none), the same rule for POST and PUT (issue #10 §2). */
const email = cleanText()
  .max(200)
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'بريد إلكتروني غير صالح' });

/** POST /api/v1/users body. */
export const createUserBody = z.object({
  username: requiredText(64, 'اسم المستخدم مطلوب').regex(/^[\p{L}\p{N}._-]+$/u, {
    error: 'اسم المستخدم حروف وأرقام و . _ - فقط، بلا مسافات',
  }),
  email: email.default(''),
  password,
  role: roleField,
  /** The user's VAT number, optional; when given, a Saudi VAT number like the business's. */
  VAT: optionalVatNumberText,
});
export type CreateUserBody = z.input<typeof createUserBody>;

/** PUT /api/v1/users/{UUID}: change role and/or reset password (admin). */
export const updateUserBody = z
  .object({
    role: roleField.optional(),
    password: password.optional(),
    email: email.optional(),
  })
  .refine((v) => v.role !== undefined || v.password !== undefined || v.email !== undefined, {
    error: 'لا يوجد ما يُحدَّث',
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;
