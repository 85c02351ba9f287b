import { z } from 'zod';
import { MEMBER_ROLES, type MemberRole } from '../memberships';
import { normalizeRole, ROLES } from '../permissions';
import { normalizeUsername, USERNAME_PROBLEM_MESSAGES, usernameProblem } from '../usernames';
import { businessForUser } from './businesses';
import { cleanText, identifierText, optionalVatNumberText, secretText } from './common';

/** One membership of a user: the business (key and Arabic name) and their role there. */
export const membershipView = z.object({
  key: z.string(),
  nameAr: z.string(),
  role: z.enum(MEMBER_ROLES),
});
export type MembershipView = z.infer<typeof membershipView>;

/**
 * A user as the API shows it — never a password hash. `businesses` are their
 * memberships; an administrator has none and opens every business.
 */
export const userView = z.object({
  ID: z.number(),
  UUID: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  VAT: z.string(),
  businesses: z.array(membershipView),
});
export type UserView = z.infer<typeof userView>;

/**
 * A role on input: the canonical roles, and the spellings the legacy app uses (`manger`,
 * `cashier`),
 * which become their canonical role (`manager`, `casher`) before anything is stored.
 */
export const roleField = z
  .enum([...ROLES, 'manger', 'cashier'], { error: 'اختر دوراً' })
  .transform(normalizeRole);

/**
 * A new username: normalized (NFKC, see `normalizeUsername`), then Latin or Arabic
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

/**
 * GET /api/v1/users/me: the user, the businesses they open (role and home tiles in each; an
 * administrator: every active business) and whether an administrator must first set up a
 * business (Sanad has none yet: a one-shop install started with SEED_BUSINESSES=none).
 */
export const meView = userView.omit({ businesses: true }).extend({
  businesses: z.array(businessForUser),
  needsBusinessSetup: z.boolean(),
  /** The setup screen offers this user the two sample businesses too (decision 0049). */
  sampleBusinessesOffered: z.boolean(),
});
export type MeView = z.infer<typeof meView>;

/** A membership to set: a business key (role = the user's role) or `{ key, role }`. */
export const membershipInput = z.union([
  identifierText(32),
  z.object({
    key: identifierText(32),
    role: z
      .enum([...MEMBER_ROLES, 'manger', 'cashier'], { error: 'اختر دوره في المنشأة' })
      .transform((r) => normalizeRole(r) as MemberRole),
  }),
]);
export type MembershipInput = z.infer<typeof membershipInput>;

/** The memberships of a user, replacing the old ones; no business twice. */
export const membershipsField = z
  .array(membershipInput, { error: 'قائمة المنشآت غير صحيحة' })
  .max(1000)
  .refine(
    (list) => {
      const keys = list.map((m) => (typeof m === 'string' ? m : m.key));
      return new Set(keys).size === keys.length;
    },
    { error: 'منشأة مكررة في القائمة' },
  );

const password = secretText(8, 'كلمة المرور مطلوبة', 'كلمة المرور 8 أحرف على الأقل');

/** An e-mail address or '' (none), the same rule for POST and PUT. */
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
  /**
   * The businesses the user joins. Absent: the legacy default (casher → restaurants, sales →
   * trading businesses, others → all active). Ignored for an administrator.
   */
  businesses: membershipsField.optional(),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/**
 * PUT /api/v1/users/{UUID}: change role, e-mail, memberships and/or reset password (admin).
 * `businesses` replaces the user's memberships (an empty list removes them all).
 */
export const updateUserBody = z
  .object({
    role: roleField.optional(),
    password: password.optional(),
    email: email.optional(),
    businesses: membershipsField.optional(),
  })
  .refine(
    (v) =>
      v.role !== undefined ||
      v.password !== undefined ||
      v.email !== undefined ||
      v.businesses !== undefined,
    { error: 'لا يوجد ما يُحدَّث' },
  );
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/**
 * POST /api/v1/users/me/password: a signed-in user changes their own password (decision 0049).
 * The new one follows the same rule as any password (8 characters at least).
 */
export const changePasswordBody = z.object({
  currentPassword: secretText(1, 'كلمة المرور الحالية مطلوبة'),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
