import { z } from 'zod';
import { GRANTABLE_ACTIONS } from '../api-tokens';
import { ACTIONS, type Action } from '../roles';
import { cleanText, identifierText } from './common';
import { calendarDate } from './invoices';

/** Longest token name (it also names the token's machine user). */
export const MAX_API_TOKEN_NAME = 80;

/**
 * POST /api/v1/api-tokens (decision 0058): `name` 1–80 characters; `businesses` the keys of the
 * businesses it may open (1–100, no repeats); `permissions` the actions granted (at least one;
 * any action of src/domain/roles.ts but NEVER_GRANTABLE, refused with a field message);
 * `expiresOn` optional Riyadh date `YYYY-MM-DD`: the token works through that day (it ends at the
 * next Riyadh midnight); `rateLimit` optional requests per minute (1–1,000,000), else the
 * install's API_TOKEN_RATE_LIMIT.
 */
export const createApiTokenBody = z.object({
  name: cleanText('line', 'اكتب اسماً للرمز')
    .min(1, { error: 'اكتب اسماً للرمز' })
    .max(MAX_API_TOKEN_NAME, { error: `الاسم أطول من ${MAX_API_TOKEN_NAME} حرفاً` }),
  businesses: z
    .array(identifierText(32), { error: 'اختر منشأة واحدة على الأقل' })
    .min(1, { error: 'اختر منشأة واحدة على الأقل' })
    .max(100)
    .refine((keys) => new Set(keys).size === keys.length, { error: 'منشأة مكررة' }),
  permissions: z
    .array(
      z.enum(GRANTABLE_ACTIONS as [Action, ...Action[]], {
        error: 'صلاحية غير معروفة أو لا تُمنح لرموز الوصول',
      }),
      { error: 'اختر صلاحية واحدة على الأقل' },
    )
    .min(1, { error: 'اختر صلاحية واحدة على الأقل' })
    .max(GRANTABLE_ACTIONS.length)
    .refine((a) => new Set(a).size === a.length, { error: 'صلاحية مكررة' }),
  expiresOn: calendarDate.optional(),
  rateLimit: z
    .number({ error: 'رقم غير صالح' })
    .int({ error: 'رقم غير صالح' })
    .min(1, { error: 'رقم غير صالح' })
    .max(1_000_000, { error: 'رقم غير صالح' })
    .optional(),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBody>;

/**
 * A token as listed (never its secret nor its hash): `prefix` its first characters; instants ISO
 * 8601 UTC (the screen shows them in Riyadh); `createdBy` the administrator's username (null once
 * deleted); `state` active, expired (past `expiresAt`) or revoked; `rateLimit` null = the install's.
 */
export const apiTokenView = z.object({
  UUID: z.string(),
  name: z.string(),
  prefix: z.string(),
  businesses: z.array(z.object({ key: z.string(), nameAr: z.string() })),
  permissions: z.array(z.enum(ACTIONS)),
  rateLimit: z.number().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ApiTokenView = z.infer<typeof apiTokenView>;

/** The answer of POST /api-tokens: the token and its secret, shown this once and never again. */
export const createdApiToken = z.object({ token: apiTokenView, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;
