import { z } from 'zod';
import { MAX_INVOICE_LINES, MAX_LINE_QUANTITY } from '../limits';
import { PAYMENT_MEANS_CODES } from '../payment-means';
import { DISCOUNT_PERCENTS } from '../vat';
import { ZATCA_STATUSES } from '../zatca/reporting';
import { cleanText, positiveId, sarAmount } from './common';
import { creditableLine } from './creditable';
import { invoiceViewExtras, lineViewExtras } from './invoice-view-extras';
import { lineModifiers, restaurantSaleFields } from './restaurant';
import { optionalTillId } from './shifts';

/**
 * The /api/v1 invoice contract. UBL field names on the wire; amounts
 * are SAR numbers with two decimals (stored as halalas, converted at the edge).
 */

export const paymentMeansCode = z.enum(PAYMENT_MEANS_CODES, {
  error: 'اختر طريقة الدفع',
});
export const discountPercent = z
  .number({ error: 'اختر الخصم' })
  .int()
  .refine((v) => (DISCOUNT_PERCENTS as readonly number[]).includes(v), {
    error: `الخصم من ${DISCOUNT_PERCENTS[0]} إلى ${DISCOUNT_PERCENTS.at(-1)} بخطوات ${DISCOUNT_PERCENTS[1]}`,
  });

/** A line's product: its catalogue ID (a PostgreSQL `integer`). */
export const lineProductId = positiveId('رقم الصنف غير صالح');

/** A line's quantity: a whole number from 1 to MAX_LINE_QUANTITY (src/domain/limits.ts). */
export const lineQuantity = z
  .number({ error: 'الكمية مطلوبة' })
  .int({ error: 'الكمية عدد صحيح' })
  .min(1, { error: 'الكمية 1 على الأقل' })
  .max(MAX_LINE_QUANTITY, { error: `الكمية ${MAX_LINE_QUANTITY} على الأكثر` });

/**
 * One POS cart line; amounts are optional and, when sent, must equal the server's. `ID` and
 * `InvoicedQuantity` are bounded (src/domain/limits.ts): PostgreSQL `integer`, MAX_LINE_QUANTITY.
 */
export const orderPosLine = z.object({
  ID: lineProductId,
  InvoicedQuantity: lineQuantity,
  Price: sarAmount.optional(),
  PriceAmount: sarAmount.optional(),
  AmountDiscount: sarAmount.optional(),
  RoundingAmount: sarAmount.optional(),
  LineExtensionAmount: sarAmount.optional(),
  TaxAmount: sarAmount.optional(),
  /** The modifier option ids chosen (restaurants, decision 0056; ./restaurant.ts). */
  Modifiers: lineModifiers,
});

/**
 * POST /api/v1/{business}/orderpos body. An empty InvoiceLine is refused with code empty_cart; more
 * than MAX_INVOICE_LINES lines with validation_failed; the amount is bounded by the pricing
 * (assertInvoiceAmountWithinLimit); `tillId`: the till and shift it is sold at (decision 0055);
 * `orderType`, `table`, `delivery`, `PaymentMeans`, `cashTendered` and a line's `Modifiers`: the
 * restaurant's counter (decision 0056, ./restaurant.ts). */
export const orderPosBody = z.object({
  PaymentMeansCode: paymentMeansCode,
  DiscountPercent: discountPercent.default(0),
  InvoiceLine: z
    .array(orderPosLine)
    .max(MAX_INVOICE_LINES, { error: `الفاتورة ${MAX_INVOICE_LINES} صنفاً على الأكثر` }),
  OrderID: cleanText().max(64).optional(),
  TaxExclusiveAmount: sarAmount.optional(),
  TaxAmount: sarAmount.optional(),
  TaxInclusiveAmount: sarAmount.optional(),
  AllowanceTotalAmount: sarAmount.optional(),
  tillId: optionalTillId,
  ...restaurantSaleFields,
});
export type OrderPosBody = z.input<typeof orderPosBody>;

/** 201 answer of orderpos: invoice number, receipt PNG (base64), UUID. */
export const orderPosAnswer = z.object({
  invoid: z.number(),
  invoimage: z.string(),
  UUID: z.string(),
  ID: z.number(),
  /** Present when the sale took more than on hand under negative_stock `warn` (decision 0067). */
  stockWarning: z.string().optional(),
});
export type OrderPosAnswer = z.infer<typeof orderPosAnswer>;

export const invoiceLineView = z.object({
  ID: z.number(),
  ItemName: z.string(),
  InvoicedQuantity: z.number(),
  QuantityUnitCode: z.string(),
  /** Unit price with VAT. */
  Price: z.number(),
  /** Unit price × quantity, with VAT, before discount. */
  PriceAmount: z.number(),
  AmountDiscount: z.number(),
  /** Line total with VAT after discount. */
  RoundingAmount: z.number(),
  LineExtensionAmount: z.number(),
  TaxAmount: z.number(),
  TaxPercent: z.number(),
  /** VAT category of the line (decision 0046): S 15 %, Z zero-rated, E exempt, O out of scope. */
  TaxCategory: z.enum(['S', 'Z', 'E', 'O']),
  /** ZATCA's exemption reason code (BT-121) of a Z, E or O line; '' for S. */
  TaxExemptionReasonCode: z.string(),
  ...lineViewExtras,
});
export type InvoiceLineView = z.infer<typeof invoiceLineView>;

/** An invoice without its lines, as the lists return it. */
export const invoiceSummary = z.object({
  UUID: z.string(),
  ID: z.number(),
  Invid: z.number(),
  ProfileID: z.string(),
  InvoiceTypeCode: z.string(),
  /** ZATCA subtype (UBL InvoiceTypeCode/@name): 0100000 standard, 0200000 simplified. */
  InvoiceTypeCodeName: z.string(),
  /** The same rule in words (src/domain/invoice-kind.ts), for the title on screen. */
  InvoiceKind: z.enum(['standard', 'simplified']),
  IssueDate: z.string(),
  IssueTime: z.string(),
  DocumentCurrencyCode: z.literal('SAR'),
  TaxCurrencyCode: z.literal('SAR'),
  PaymentMeansCode: z.string(),
  OrderReferenceID: z.number(),
  OrderID: z.string().nullable(),
  EmployeeName: z.string(),
  CustomerRegistrationName: z.string(),
  CustomerCityName: z.string(),
  CustomerVAT: z.string(),
  CustomerCRN: z.string(),
  CustomerStreetName: z.string(),
  CustomerAdditionalStreetName: z.string(),
  CustomerBuildingNumber: z.string(),
  CustomerPlotIdentification: z.string(),
  CustomerCitySubdivisionName: z.string(),
  CustomerPostalZone: z.string(),
  CustomerCountrySubentity: z.string(),
  CustomerCountry: z.string(),
  DiscountPercent: z.number(),
  AllowanceTotalAmount: z.number(),
  TaxExclusiveAmount: z.number(),
  TaxAmount: z.number(),
  TaxInclusiveAmount: z.number(),
  PayableAmount: z.number(),
  /** Paid so far: the total for a non-credit invoice, Σ receipt vouchers for a credit one. */
  PaidAmount: z.number(),
  /** Still owed (a credit invoice not fully collected), else 0. */
  OutstandingAmount: z.number(),
  /**
   * Its ZATCA reporting/clearance status (decision 0036), in the invoice lists; absent when the
   * invoice was never queued (ZATCA_MODE off or offline).
   */
  ZatcaStatus: z.enum(ZATCA_STATUSES).optional(),
  /**
   * A credit invoice's due date, Riyadh 'YYYY-MM-DD' (decision 0068); absent on cash sales, notes
   * and invoices issued before payment terms (those are due on their IssueDate).
   */
  DueDate: z.string().optional(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** One invoice with lines and its ZATCA QR payload (base64 TLV). */
export const invoiceView = invoiceSummary.extend({
  InvoiceLine: z.array(invoiceLineView),
  QR: z.string(),
  /**
   * The invoice's signed ZATCA phase 2 XML, when one exists (decision 0032): its ICV (the
   * document's place in the business's chain). null: no signed document (ZATCA_MODE=off).
   */
  ZATCA: z
    .object({
      ICV: z.number().int(),
      /**
       * Reporting/clearance (decision 0036), present once the document was queued: the status,
       * ZATCA's messages (warnings or the reasons of a rejection), how many sends were started,
       * why the last one is being retried, and when the next one is due (UTC ms, while pending).
       */
      status: z.enum(ZATCA_STATUSES).optional(),
      messages: z
        .array(z.object({ code: z.string(), message: z.string(), category: z.string() }))
        .optional(),
      attempts: z.number().int().optional(),
      lastError: z.string().optional(),
      nextAttemptAt: z.number().nullable().optional(),
    })
    .nullable(),
  /** A credit (381) or debit (383) note's original invoice (decision 0034); null on an invoice. */
  BillingReference: z.object({ ID: z.number(), UUID: z.string() }).nullable().optional(),
  /** A note's reason (InstructionNote); '' on an invoice. */
  InstructionNote: z.string().optional(),
  /** The credit and debit notes issued on this invoice, in number order (amounts as stored). */
  Notes: z
    .array(
      z.object({
        UUID: z.string(),
        ID: z.number(),
        InvoiceTypeCode: z.string(),
        IssueDate: z.string(),
        TaxInclusiveAmount: z.number(),
        InstructionNote: z.string(),
      }),
    )
    .optional(),
  /** Per line: the pieces and amounts a credit note may still return; [] on a note. */
  Creditable: z.array(creditableLine).optional(),
  ...invoiceViewExtras,
});
export type InvoiceView = z.infer<typeof invoiceView>;

/** GET invoices/{UUID}: the invoice, its QR and the business logo as base64 PNGs. */
export const invoiceDetailAnswer = z.object({
  invoice: invoiceView,
  qr: z.string(),
  logo: z.string(),
});
export type InvoiceDetailAnswer = z.infer<typeof invoiceDetailAnswer>;

/** GET invoicestoday. */
export const todayStats = z.object({ total_invoices: z.number(), total_amount: z.number() });

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 is refused). */
export const calendarDate = cleanText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'التاريخ بصيغة YYYY-MM-DD' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    },
    { error: 'تاريخ غير موجود' },
  );

/** POST invoicesdate body: Riyadh dates, inclusive. */
export const dateRangeBody = z
  .object({
    startdate: calendarDate,
    enddate: calendarDate,
  })
  .refine((v) => v.startdate <= v.enddate, {
    error: 'تاريخ البداية بعد تاريخ النهاية',
    path: ['enddate'],
  });
