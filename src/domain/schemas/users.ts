import { z } from 'zod';
import { optionalText, requiredText } from './common';

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

const password = z
  .string({ error: 'كلمة المرور مطلوبة' })
  .min(8, { error: 'كلمة المرور 8 أحرف على الأقل' })
  .max(256);

/** POST /api/v1/users body. */
export const createUserBody = z.object({
  username: requiredText(64, 'اسم المستخدم مطلوب').regex(/^[\p{L}\p{N}._-]+$/u, {
    error: 'اسم المستخدم حروف وأرقام و . _ - فقط، بلا مسافات',
  }),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'بريد إلكتروني غير صالح' })
    .default(''),
  password,
  role: roleField,
  VAT: optionalText(20),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/** PUT /api/v1/users/{UUID}: change role and/or reset password (admin). */
export const updateUserBody = z
  .object({
    role: roleField.optional(),
    password: password.optional(),
    email: z.string().trim().max(200).optional(),
  })
  .refine((v) => v.role !== undefined || v.password !== undefined || v.email !== undefined, {
    error: 'لا يوجد ما يُحدَّث',
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;
