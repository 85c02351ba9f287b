import { z } from 'zod';
import { isValidVatNumber } from '../business';
import { MAX_INVOICE_AMOUNT, MAX_UNIT_PRICE, PG_INTEGER_MAX } from '../limits';
import { halalasToSar, hasAtMostTwoDecimals } from '../money';
import {
  findSecretProblem,
  findTextProblem,
  normalizeText,
  textProblemMessage,
  type TextKind,
  type TextProblem,
} from '../text';

// Arabic validation messages everywhere zod is used (server answers and web forms alike).
z.config(z.locales.ar());

/** A SAR amount ≥ 0 with at most two decimals and at most `maxHalalas` (src/domain/limits.ts). */
function sarUpTo(maxHalalas: number) {
  return z
    .number({ error: 'أدخل مبلغاً صحيحاً' })
    .min(0, { error: 'المبلغ لا يكون سالباً' })
    .max(halalasToSar(maxHalalas), { error: 'المبلغ أكبر من المسموح' })
    .refine(hasAtMostTwoDecimals, { error: 'المبلغ بخانتين عشريتين على الأكثر' });
}

/** A SAR amount of an invoice on the wire: ≥ 0, two decimals, ≤ MAX_INVOICE_AMOUNT (10M SAR). */
export const sarAmount = sarUpTo(MAX_INVOICE_AMOUNT);

/** A product's unit price in SAR: ≥ 0, two decimals, ≤ MAX_UNIT_PRICE (1,000,000 SAR). */
export const unitPriceSar = sarUpTo(MAX_UNIT_PRICE);

/**
 * A positive integer id on the wire (a product's `ID`, an invoice number) with an Arabic message:
 * at most PG_INTEGER_MAX, so that PostgreSQL never compares an `integer` column with an
 * out-of-range value.
 */
export function positiveId(message = 'رقم غير صالح') {
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(PG_INTEGER_MAX, { error: message });
}

/** Adds the text rule's issue (Arabic, naming the code point) when `problem` is not null. */
function report(problem: TextProblem | null, ctx: z.RefinementCtx<string>): void {
  if (problem) ctx.addIssue({ code: 'custom', message: textProblemMessage(problem) });
}

/**
 * A text field under the one text rule (src/domain/text.ts): normalized (CRLF → LF for multi-line,
 * trim, NFC), then refused with an Arabic field message if it holds a control, a bidi control, an
 * invisible or an invalid code point. Every zod string field of the API starts here (or at
 * identifierText / secretText); chain .min/.max/.regex after it.
 */
export function cleanText(kind: TextKind = 'line', message?: string) {
  return z
    .string(message ? { error: message } : undefined)
    .overwrite((v) => normalizeText(v, kind))
    .superRefine((v, ctx) => report(findTextProblem(v, kind), ctx));
}

/**
 * An identifier from a path (a business key): the text rule, but neither trimmed nor normalized —
 * an identifier matches exactly or not at all. A NUL in a path is a 400, never a database error.
 */
export function identifierText(max: number) {
  return z
    .string()
    .superRefine((v, ctx) => report(findTextProblem(v, 'line'), ctx))
    .min(1)
    .max(max);
}

/**
 * A password: any printable character, spaces included, but no control and no lone surrogate
 * (findSecretProblem); never trimmed nor normalized, so existing hashes keep matching (decision
 * 0009).
 */
export function secretText(min: number, message: string, minMessage = message) {
  return z
    .string({ error: message })
    .superRefine((v, ctx) => report(findSecretProblem(v), ctx))
    .min(min, { error: minMessage })
    .max(256);
}

/** A document UUID path parameter. */
export const uuidParam = z.object({ UUID: z.uuid({ error: 'معرّف غير صالح' }) });

/** `/api/v1/:business/...` path parameter. */
export const businessParam = z.object({ business: identifierText(32) });

export const businessUuidParams = businessParam.extend({
  UUID: z.uuid({ error: 'معرّف غير صالح' }),
});

/** Every error answer: `{ error: { code, message, fields? } }`. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** A required text field under the text rule (cleanText), with an Arabic message. */
export function requiredText(max = 200, message = 'هذا الحقل مطلوب', kind: TextKind = 'line') {
  return cleanText(kind, message).min(1, { error: message }).max(max);
}

/** An optional text field under the text rule: absent, null or '' become ''. */
export function optionalText(max = 500, kind: TextKind = 'line') {
  return cleanText(kind)
    .max(max)
    .nullish()
    .transform((v) => v ?? '');
}

/** An optional text that, when given, must pass `rule` (else `message`); absent/null → ''. */
export function optionalMatching(max: number, rule: (v: string) => boolean, message: string) {
  return cleanText()
    .max(max)
    .refine((v) => v === '' || rule(v), { error: message })
    .nullish()
    .transform((v) => v ?? '');
}

const VAT_MESSAGE = 'الرقم الضريبي 15 رقماً يبدأ بـ 3 وينتهي بـ 3';

/** A required Saudi VAT registration number (isValidVatNumber: 15 digits, 3…3). */
export const vatNumberText = cleanText('line', 'الرقم الضريبي مطلوب').refine(isValidVatNumber, {
  error: VAT_MESSAGE,
});

/** An optional VAT number: absent, null or '' become ''; otherwise as vatNumberText. */
export const optionalVatNumberText = cleanText()
  .refine((v) => v === '' || isValidVatNumber(v), { error: VAT_MESSAGE })
  .nullish()
  .transform((v) => v ?? '');
