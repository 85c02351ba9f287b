import { z } from 'zod';
import { ORDER_TYPES } from '../order-types';
import { PAYMENT_MEANS } from '../payment-means';
import { optionalText, positiveId, requiredText, sarAmount, unitPriceSar } from './common';

/**
 * The restaurant's counter on the wire (decision 0056): modifiers, order types, split payment.
 * Restaurant businesses only: elsewhere the routes and the orderpos fields below answer 422
 * restaurant_only. Amounts are SAR with two decimals (halalas in the database).
 *
 * Routes under `/api/v1/{business}/` (permission in brackets):
 * - GET    modifiers                          [catalogue.read or pos.sell] → modifierGroupsAnswer
 *          (archived groups and options with ?archived=1)
 * - POST   modifiers      modifierGroupBody   [catalogue.write] → 201 modifierGroupAnswer
 * - PUT    modifiers/{groupId} modifierGroupBody [catalogue.write] → modifierGroupAnswer
 *          (the whole group: options without `id` are new, options left out are archived)
 * - DELETE modifiers/{groupId}                [catalogue.write] → { success: true } (archives)
 * - GET    reports/sales-by-modifier?from&to  [reports.read] → salesByModifierAnswer
 *
 * POST orderpos gains (all optional, so the legacy contract is unchanged):
 * - `InvoiceLine[i].Modifiers`: the option ids chosen for the line. The line's unit price is the
 *   product's plus each option's price change; its name lists the choices (Arabic). The same
 *   product twice is allowed when the choices differ (the same product and choices twice:
 *   400 duplicate_line). A required group without a choice: 422 modifier_required naming the
 *   group in `fields["InvoiceLine.{i}.Modifiers"]`; too few or too many of a group: 422
 *   modifier_choices; an option not of the product's groups: 422 unknown_modifier.
 * - `orderType` dine_in | takeaway | delivery, with `table` (dine-in) or `delivery` (delivery);
 *   a table on another type, or delivery details on another type: 422 validation_failed.
 * - `PaymentMeans`: 2 to 4 parts `{ PaymentMeansCode: '10' | '48', Amount }` summing to
 *   TaxInclusiveAmount (else 422 payment_parts_mismatch); PaymentMeansCode (the price list and
 *   the invoice's stored means) must then be one of the parts' means (else 422
 *   payment_parts_mismatch). Reports by means and the shift's cash count each part.
 * - `cashTendered`: SAR handed over in cash, ≥ the cash part (else 422 cash_tendered_short); the
 *   receipt prints it and the change.
 */

/** One choice of a group; `id` when it exists already (PUT keeps it). */
export const modifierOptionBody = z.object({
  id: positiveId('رقم الخيار غير صالح').optional(),
  name: requiredText(60, 'اسم الخيار مطلوب'),
  nameEn: optionalText(60),
  /** SAR added to the line's unit price, ≥ 0. */
  priceChange: unitPriceSar.default(0),
});

/**
 * A group with its options and where it applies: products and categories of the business (none
 * yet is allowed: the group is then offered nowhere until it is applied).
 */
export const modifierGroupBody = z
  .object({
    name: requiredText(60, 'اسم المجموعة مطلوب'),
    nameEn: optionalText(60),
    required: z.boolean().default(false),
    minChoices: z.number().int().min(0).max(20).default(0),
    maxChoices: z.number().int().min(1).max(20).default(1),
    options: z
      .array(modifierOptionBody)
      .min(1, { error: 'أضف خياراً واحداً على الأقل' })
      .max(40, { error: 'أربعون خياراً على الأكثر' }),
    productIds: z.array(positiveId('رقم الصنف غير صالح')).max(500).default([]),
    categoryIds: z.array(positiveId('رقم التصنيف غير صالح')).max(100).default([]),
  })
  .refine((g) => g.minChoices <= g.maxChoices, {
    path: ['minChoices'],
    error: 'الحد الأدنى أكبر من الحد الأعلى',
  })
  .refine((g) => g.maxChoices <= g.options.length, {
    path: ['maxChoices'],
    error: 'الحد الأعلى أكبر من عدد الخيارات',
  });
export type ModifierGroupBody = z.input<typeof modifierGroupBody>;

export const modifierOptionView = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  priceChange: z.number(),
  archived: z.boolean(),
});
export const modifierGroupView = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string(),
  required: z.boolean(),
  minChoices: z.number(),
  maxChoices: z.number(),
  position: z.number(),
  archived: z.boolean(),
  options: z.array(modifierOptionView),
  productIds: z.array(z.number()),
  categoryIds: z.array(z.number()),
});
export type ModifierGroupView = z.infer<typeof modifierGroupView>;
export const modifierGroupsAnswer = z.object({ groups: z.array(modifierGroupView) });
export const modifierGroupAnswer = z.object({ success: z.literal(true), group: modifierGroupView });

/** The option ids chosen for one orderpos line (at most 20). */
export const lineModifiers = z
  .array(positiveId('رقم الخيار غير صالح'))
  .max(20, { error: 'عشرون اختياراً على الأكثر للصنف' })
  .optional();

export const orderType = z.enum(ORDER_TYPES, { error: 'نوع الطلب غير معروف' });

/** A delivery's details (any of them; the app's order number alone is enough). */
export const deliveryDetails = z.object({
  name: optionalText(80),
  phone: optionalText(20),
  address: optionalText(300, 'multiline'),
  reference: optionalText(40),
});

/** The split-payment means: cash and card (mada), both at the counter's price. */
export const SPLIT_PAYMENT_MEANS = [PAYMENT_MEANS.cash, PAYMENT_MEANS.card] as const;

export const paymentPart = z.object({
  PaymentMeansCode: z.enum(SPLIT_PAYMENT_MEANS, { error: 'الدفع المجزأ نقداً أو بمدى فقط' }),
  Amount: sarAmount.refine((v) => v > 0, { error: 'المبلغ أكبر من صفر' }),
});
export const paymentParts = z
  .array(paymentPart)
  .min(2, { error: 'الدفع المجزأ جزآن على الأقل' })
  .max(4, { error: 'أربعة أجزاء على الأكثر' })
  .optional();

/** The restaurant fields of the orderpos body (merged into orderPosBody). */
export const restaurantSaleFields = {
  orderType: orderType.optional(),
  table: optionalText(40).optional(),
  delivery: deliveryDetails.optional(),
  PaymentMeans: paymentParts,
  cashTendered: sarAmount.optional(),
};

/** GET reports/sales-by-modifier: each choice sold in the period, counted per unit. */
export const salesByModifierRow = z.object({
  group: z.string(),
  option: z.string(),
  quantity: z.number(),
  /** Σ price change × quantity, SAR (VAT-inclusive as the prices). */
  amount: z.number(),
});
export const salesByModifierAnswer = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(salesByModifierRow),
});
