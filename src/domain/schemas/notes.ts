import { z } from 'zod';
import { MAX_INVOICE_LINES } from '../limits';
import { positiveId, requiredText, unitPriceSar } from './common';
import { lineQuantity } from './invoices';
import { vatChoiceProblem } from '../vat-categories';
import { vatCategory, vatExemptionCode } from './catalogue';
import { optionalTillId } from './shifts';

/**
 * The credit and debit note contract (decision 0034): POST
 * {business}/invoices/{UUID}/creditnotes and …/debitnotes. UBL-like field names; SAR on the wire.
 */

/** The reason, required (PaymentMeans/InstructionNote, BR-KSA-17). */
export const noteReason = requiredText(500, 'اكتب سبب الإشعار', 'multiline');

/**
 * A credit note (return): the reason and, per original line (`ID` = its line number), the pieces
 * returned. Without InvoiceLine the whole remaining invoice is credited.
 */
export const creditNoteBody = z.object({
  Reason: noteReason,
  /** Made at a till: the note records the till and its open shift (decision 0055). */
  tillId: optionalTillId,
  InvoiceLine: z
    .array(
      z.object({
        ID: positiveId('رقم السطر غير صالح'),
        InvoicedQuantity: lineQuantity,
      }),
    )
    .min(1, { error: 'اختر صنفاً واحداً على الأقل' })
    .max(MAX_INVOICE_LINES)
    .refine((ls) => new Set(ls.map((l) => l.ID)).size === ls.length, {
      error: 'السطر مكرر',
    })
    .optional(),
});
export type CreditNoteBody = z.infer<typeof creditNoteBody>;

/** A debit note (under-charge): the reason and lines of name, quantity and unit price with VAT. */
export const debitNoteBody = z.object({
  Reason: noteReason,
  tillId: optionalTillId,
  InvoiceLine: z
    .array(
      z
        .object({
          ItemName: requiredText(200, 'اكتب البيان'),
          InvoicedQuantity: lineQuantity,
          Price: unitPriceSar.refine((v) => v > 0, { error: 'المبلغ أكبر من صفر' }),
          /** The line's VAT category (decision 0046); standard 15 % when absent. */
          TaxCategory: vatCategory.default('S'),
          /** ZATCA's reason code for Z, E and O; '' for S. */
          TaxExemptionReasonCode: vatExemptionCode.default(''),
        })
        .superRefine((l, ctx) => {
          const problem = vatChoiceProblem(l.TaxCategory, l.TaxExemptionReasonCode);
          if (problem)
            ctx.addIssue({ code: 'custom', path: ['TaxExemptionReasonCode'], message: problem });
        }),
    )
    .min(1, { error: 'أضف سطراً واحداً على الأقل' })
    .max(MAX_INVOICE_LINES),
});
export type DebitNoteBody = z.infer<typeof debitNoteBody>;

/** 201 (200 on a repeat with the same Idempotency-Key): the new note. */
export const noteAnswer = z.object({
  UUID: z.string(),
  ID: z.number(),
  InvoiceTypeCode: z.enum(['381', '383']),
});
export type NoteAnswer = z.infer<typeof noteAnswer>;
