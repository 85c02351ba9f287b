import { z } from 'zod';

/** Longest idempotency key accepted, in characters (a UUID is 36). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;

/**
 * The `Idempotency-Key` request header (draft-ietf-httpapi-idempotency-key-header):
 * 1–100 visible ASCII characters, e.g. a UUID the client made for one cart. The draft's quoted form
 * (`"8e03…"`) is accepted and unquoted. Absent = the request is not idempotent (unless the sale's
 * OrderID stands in). A loose object: the other headers pass through untouched.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .transform((v) => v.replace(/^"(.*)"$/, '$1'))
    .pipe(
      z
        .string()
        .min(1, { error: 'مفتاح منع التكرار فارغ' })
        .max(MAX_IDEMPOTENCY_KEY_LENGTH, { error: 'مفتاح منع التكرار أطول من المسموح' })
        .regex(/^[\x21-\x7e]+$/, { error: 'مفتاح منع التكرار بحروف لاتينية وأرقام فقط' }),
    )
    .optional(),
});
