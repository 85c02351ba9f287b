import { z } from 'zod';
import { optionalText, positiveId, requiredText } from './common';
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
export const paymentTermRef = positiveId('اختر شرط دفع صحيحاً').nullable().optional();

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

/** POST purchases/{UUID}/payments body: SAR amount > 0, means cash/bank/card, an optional note. */
export const supplierPaymentBody = z.object({
  amount: z
    .number({ error: 'المبلغ مطلوب' })
    .positive({ error: 'المبلغ أكبر من صفر' })
    .max(100_000_000, { error: 'المبلغ كبير جداً' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      error: 'المبلغ بالهللات: خانتان عشريتان على الأكثر',
    }),
  PaymentMeansCode: z.enum(['10', '42', '48'], { error: 'اختر نقداً أو تحويلاً أو بطاقة' }),
  note: optionalText(300, 'multiline'),
});
export type SupplierPaymentBody = z.output<typeof supplierPaymentBody>;

/** A supplier payment (payment voucher, سند صرف) on the wire; Amount SAR. */
export const supplierPaymentView = z.object({
  UUID: z.string(),
  Number: z.number(),
  IssueDate: z.string(),
  PaymentMeansCode: z.string(),
  Amount: z.number(),
  note: z.string(),
  EmployeeName: z.string(),
});
export type SupplierPaymentView = z.infer<typeof supplierPaymentView>;

/** GET/POST purchases/{UUID}/payments answer: the payments and what is paid and still owed. */
export const supplierPaymentsAnswer = z.object({
  payments: z.array(supplierPaymentView),
  Total: z.number(),
  PaidAmount: z.number(),
  OutstandingAmount: z.number(),
  DueDate: z.string(),
});
export type SupplierPaymentsAnswer = z.infer<typeof supplierPaymentsAnswer>;
