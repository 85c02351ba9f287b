import { z } from 'zod';
import { requiredText } from './common';
import { calendarDate } from './invoices';

/**
 * The /api/v1 payment terms contract (decision 0068): a term is a name, a number of days 0…365
 * and whether the days count from the end of the issue month.
 */

/** POST/PUT payment_terms body; `position` absent on create = after the last term. */
export const paymentTermBody = z.object({
  name: requiredText(100, 'اسم شرط الدفع مطلوب'),
  days: z
    .number({ error: 'عدد الأيام مطلوب' })
    .int({ error: 'عدد الأيام عدد صحيح' })
    .min(0, { error: 'عدد الأيام من 0 إلى 365' })
    .max(365, { error: 'عدد الأيام من 0 إلى 365' }),
  end_of_month: z.boolean({ error: 'اختر نعم أو لا' }).default(false),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type PaymentTermBody = z.output<typeof paymentTermBody>;
export type PaymentTermInput = z.input<typeof paymentTermBody>;

/** A payment term on the wire. */
export const paymentTermView = z.object({
  ID: z.number(),
  UUID: z.string(),
  name: z.string(),
  days: z.number(),
  end_of_month: z.boolean(),
  position: z.number(),
});
export type PaymentTermView = z.infer<typeof paymentTermView>;

/**
 * The `payment_term_id` field of a client, supplier or purchase body: a live term's `ID` of the
 * business, null = none (cash), absent = unchanged.
 */
export const paymentTermRef = z
  .number({ error: 'اختر شرط دفع صحيحاً' })
  .int({ error: 'اختر شرط دفع صحيحاً' })
  .positive({ error: 'اختر شرط دفع صحيحاً' })
  .nullable()
  .optional();

/** GET reports/{receivables,payables}_ageing query: the Riyadh date to age on (default today). */
export const ageingQuery = z.object({ as_of: calendarDate.optional() });

/** The same, for the xlsx / CSV export. */
export const ageingExportQuery = ageingQuery.extend({
  format: z.enum(['xlsx', 'csv'], { error: 'الصيغة xlsx أو csv' }).default('xlsx'),
});

const ageingAmounts = {
  /** Not yet due (due on or after as_of), SAR. */
  current: z.number(),
  d1_30: z.number(),
  d31_60: z.number(),
  d61_90: z.number(),
  over90: z.number(),
  total: z.number(),
};

/** An ageing report: per-party rows (client or supplier UUID and name) and the totals, SAR. */
export const ageingView = z.object({
  asOf: z.string(),
  rows: z.array(z.object({ key: z.string(), name: z.string(), ...ageingAmounts })),
  totals: z.object(ageingAmounts),
});
export type AgeingView = z.infer<typeof ageingView>;
