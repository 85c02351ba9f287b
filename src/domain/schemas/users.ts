import { z } from 'zod';
import { normalizeRole, ROLES } from '../permissions';
import { normalizeUsername, USERNAME_PROBLEM_MESSAGES, usernameProblem } from '../usernames';
import { cleanText, optionalVatNumberText, secretText } from './common';

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

/**
 * A role on input: the canonical roles, and the spellings SPEC.md §6 uses (`manger`, `cashier`),
 * which become their canonical role (`manager`, `casher`) before anything is stored.
 */
export const roleField = z
  .enum([...ROLES, 'manger', 'cashier'], { error: 'اختر دوراً' })
  .transform(normalizeRole);

/**
 * A new username (issue #10 §1): normalized (NFKC, see `normalizeUsername`), then Latin or Arabic
 * letters — not both —, digits and `. _ -`, at most 64 characters. Look-alikes of existing
 * usernames are refused by the server, which knows them.
 */
export const usernameField = cleanText('line', USERNAME_PROBLEM_MESSAGES.required)
  .transform(normalizeUsername)
  .superRefine((name, ctx) => {
    const problem = usernameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: USERNAME_PROBLEM_MESSAGES[problem] });
  })
  .describe(
    'Stored in Unicode NFKC; 1–64 characters: Latin or Arabic letters (not both), digits, . _ -',
  );

const password = secretText(8, 'كلمة المرور مطلوبة', 'كلمة المرور 8 أحرف على الأقل');

/** An e-mail address or '' (none), the same rule for POST and PUT (issue #10 §2). */
const email = cleanText()
  .max(200)
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'بريد إلكتروني غير صالح' });

/** POST /api/v1/users body. */
export const createUserBody = z.object({
  username: usernameField,
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
