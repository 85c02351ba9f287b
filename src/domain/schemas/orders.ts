import { z } from 'zod';
import { MAX_INVOICE_LINES, PG_INTEGER_MAX } from '../limits';
import { businessParam, positiveId, sarAmount, unitPriceSar } from './common';
import {
  discountPercent,
  invoiceLineView,
  lineProductId,
  lineQuantity,
  paymentMeansCode,
} from './invoices';

/**
 * The /api/v1 quotation (order) contract (legacy app: "Order"): UBL names on
 * the wire, amounts in SAR with two decimals (halalas inside). The server prices every order; the
 * amounts a client sends are checked, never used.
 */

/**
 * One quotation line: a product (`ID`), a quantity and, optionally, a negotiated unit price
 * `Price` (VAT-inclusive SAR, like the POS prices); without it the catalogue price for the payment
 * means is used. Other amounts, when sent, must equal the server's.
 */
export const orderLineBody = z.object({
  ID: lineProductId,
  InvoicedQuantity: lineQuantity,
  Price: unitPriceSar.optional(),
  PriceAmount: sarAmount.optional(),
  AmountDiscount: sarAmount.optional(),
  RoundingAmount: sarAmount.optional(),
  LineExtensionAmount: sarAmount.optional(),
  TaxAmount: sarAmount.optional(),
});

const lines = z
  .array(orderLineBody)
  .max(MAX_INVOICE_LINES, { error: `عرض السعر ${MAX_INVOICE_LINES} صنفاً على الأكثر` });

/** Amounts a client may send with an order (checked against the server's). */
const sentTotals = {
  TaxExclusiveAmount: sarAmount.optional(),
  TaxAmount: sarAmount.optional(),
  TaxInclusiveAmount: sarAmount.optional(),
  AllowanceTotalAmount: sarAmount.optional(),
  PrepaidAmount: sarAmount.optional(),
  PayableAmount: sarAmount.optional(),
};

/**
 * POST orders body. `Customer.UUID` names the client; its name, city, district and VAT number are
 * copied from the client by the server (any sent with it are ignored), as are Supplier (the
 * business) and EmployeeName (the signed-in user). InvoiceTypeCode is always 388, Delhivery '0'.
 */
export const orderBody = z.object({
  Customer: z.object({ UUID: z.uuid({ error: 'اختر العميل' }) }, { error: 'اختر العميل' }),
  PaymentMeansCode: paymentMeansCode,
  DiscountPercent: discountPercent.default(0),
  InvoiceLine: lines,
  ...sentTotals,
});
export type OrderBody = z.output<typeof orderBody>;
export type OrderInput = z.input<typeof orderBody>;

/**
 * PUT orders/{ID} body (a pending order): the payment means, and optionally new lines and
 * discount. Without InvoiceLine the lines stay; their catalogue prices follow the new payment
 * means, negotiated prices stay. Amounts are checked only when lines are sent.
 */
export const orderUpdateBody = z.object({
  PaymentMeansCode: paymentMeansCode,
  DiscountPercent: discountPercent.optional(),
  InvoiceLine: lines.optional(),
  ...sentTotals,
});
export type OrderUpdateBody = z.output<typeof orderUpdateBody>;

/** Path of one order: its OrderReferenceID. */
export const orderParams = businessParam.extend({
  ID: z.coerce
    .number({ error: 'رقم عرض السعر غير صالح' })
    .int({ error: 'رقم عرض السعر غير صالح' })
    .positive({ error: 'رقم عرض السعر غير صالح' })
    .max(PG_INTEGER_MAX, { error: 'رقم عرض السعر غير صالح' }),
});

/** A party of an order as printed: the client (Customer) or the business (Supplier). */
export const orderParty = z.object({
  UUID: z.string().nullable(),
  RegistrationName: z.string(),
  VAT: z.string(),
  CityName: z.string(),
  CitySubdivisionName: z.string(),
});

/** A quotation line on the wire: the invoice line's fields; `ID` is the product's id. */
export const orderLineView = invoiceLineView.extend({
  LineNo: z.number(),
  /** True when the unit price was negotiated (kept when the payment means changes). */
  Negotiated: z.boolean(),
});

/** An order (quotation) on the wire (legacy app: "Order"). */
export const orderView = z.object({
  /** = OrderReferenceID: the quotation's number and id, 1, 2, 3… per business (decision 0052;
   * older quotations keep the Unix seconds they were numbered with). */
  ID: z.number(),
  OrderReferenceID: z.number(),
  UUID: z.string(),
  State: z.enum(['pending', 'approved', 'deleted']),
  IssueDate: z.string(),
  IssueTime: z.string(),
  Customer: orderParty,
  Supplier: orderParty.extend({ CRN: z.string() }),
  EmployeeName: z.string(),
  InvoiceLine: z.array(orderLineView),
  InvoiceTypeCode: z.literal('388'),
  Delhivery: z.literal('0'),
  PaymentMeansCode: z.string(),
  DiscountPercent: z.number(),
  AllowanceTotalAmount: z.number(),
  TaxExclusiveAmount: z.number(),
  TaxAmount: z.number(),
  TaxInclusiveAmount: z.number(),
  PrepaidAmount: z.number(),
  PayableAmount: z.number(),
  /** The invoice an approved order became, else null. */
  Invoice: z.object({ UUID: z.string(), ID: z.number() }).nullable(),
});
export type OrderView = z.infer<typeof orderView>;

/** 201 of approval (POST orders/{ID}/approve, legacy POST invoices). */
export const approvalAnswer = z.object({
  success: z.literal(true),
  newid: z.number(),
  UUID: z.string(),
  OrderReferenceID: z.number(),
  /** Present when the invoice took more than on hand under negative_stock `warn` (decision 0067). */
  stockWarning: z.string().optional(),
});

/** The legacy POST invoices body: the whole order; only OrderReferenceID is read. */
export const legacyApprovalBody = z.object({
  OrderReferenceID: positiveId('رقم عرض السعر غير صالح'),
});

/** GET invoiceoid/{OrderReferenceID}. */
export const invoiceOfOrderAnswer = z.object({
  OrderReferenceID: z.number(),
  UUID: z.string(),
  ID: z.number(),
});
