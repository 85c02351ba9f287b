import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money';

// Arabic validation messages everywhere zod is used (server answers and web forms alike).
z.config(z.locales.ar());

/** A SAR amount on the wire: a number ≥ 0 with at most two decimals. */
export const sarAmount = z
  .number({ error: 'أدخل مبلغاً صحيحاً' })
  .min(0, { error: 'المبلغ لا يكون سالباً' })
  .max(10_000_000, { error: 'المبلغ أكبر من المسموح' })
  .refine(hasAtMostTwoDecimals, { error: 'المبلغ بخانتين عشريتين على الأكثر' });

/** A document UUID path parameter. */
export const uuidParam = z.object({ UUID: z.uuid({ error: 'معرّف غير صالح' }) });

/** `/api/v1/:business/...` path parameter. */
export const businessParam = z.object({ business: z.string().min(1).max(32) });

export const businessUuidParams = businessParam.extend({
  UUID: z.uuid({ error: 'معرّف غير صالح' }),
});

/** Every error answer: `{ error: { code, message, fields? } }` (DESIGN.md §3). */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** A required, trimmed text field with an Arabic message. */
export function requiredText(max = 200, message = 'هذا الحقل مطلوب') {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max);
}

/** An optional text field: absent, null or '' become ''. */
export function optionalText(max = 500) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');
}
