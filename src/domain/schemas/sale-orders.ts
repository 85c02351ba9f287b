import { z } from 'zod';
import { MAX_INVOICE_LINES, MAX_LINE_QUANTITY } from '../limits';
import { SALE_ORDER_STATES } from '../sale-orders';
import { VAT_CATEGORY_CODES } from '../vat-categories';
import { optionalText, unitPriceSar } from './common';
import { calendarDate } from './invoices';

/**
 * The /api/v1 sale orders, delivery orders and invoice orders contract (decision 0069). Wire names
 * of the legacy app are kept (customer_id, address_id, payment_id, prod_id, vat_id, …). Quantities
 * are whole pieces; money SAR with two decimals (halalas in the database), unit prices
 * VAT-inclusive as quotations price; dates Riyadh 'YYYY-MM-DD'; instants UTC milliseconds.
 */

const uuidField = (message: string) => z.uuid({ error: message });
const piecesMessage = `الكمية عدد صحيح أكبر من 0 وحتى ${MAX_LINE_QUANTITY}`;
const pieces = z
  .number({ error: piecesMessage })
  .int({ error: piecesMessage })
  .min(1, { error: piecesMessage })
  .max(MAX_LINE_QUANTITY, { error: piecesMessage });
const vatId = z.enum(VAT_CATEGORY_CODES as ['S', 'Z', 'E', 'O']);

/**
 * A line of a sale order body: product, pieces, VAT-inclusive unit price (SAR; the catalogue price
 * when absent), discount percent. `vat_id` is read back from the product (never the client's).
 */
export const saleOrderLineBody = z.object({
  prod_id: uuidField('اختر الصنف'),
  quantity: pieces,
  unit_price: unitPriceSar.optional(),
  discount: z.number({ error: 'الخصم نسبة من 0 إلى 100' }).int().min(0).max(100).default(0),
  description: optionalText(500),
  vat_id: vatId.optional(),
});

/** POST/PUT sale_orders body (PUT only on a draft; its lines replace the old ones). */
export const saleOrderBody = z.object({
  customer_id: uuidField('اختر العميل'),
  address_id: uuidField('اختر العنوان').nullable().optional(),
  payment_id: uuidField('اختر شرط الدفع').nullable().optional(),
  reference_number: optionalText(100),
  date: calendarDate.optional(),
  currency_id: z.literal('SAR', { error: 'العملة الريال السعودي فقط' }).default('SAR'),
  note: optionalText(1000, 'multiline'),
  lines: z
    .array(saleOrderLineBody)
    .min(1, { error: 'أضف بنداً واحداً على الأقل' })
    .max(MAX_INVOICE_LINES),
});
export type SaleOrderBody = z.infer<typeof saleOrderBody>;

/** GET sale_orders query: one state, one client. */
export const saleOrderListQuery = z.object({
  state: z.enum(SALE_ORDER_STATES).optional(),
  customer_id: z.uuid().optional(),
});

/** A line on the wire with its progress. */
export const saleOrderLineView = z.object({
  uuid: z.string(),
  prod_id: z.string(),
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  discount: z.number(),
  vat_id: z.string(),
  vat_amount: z.number(),
  line_total: z.number(),
  delivered: z.number(),
  invoiced: z.number(),
});

/** A sale order in a list. */
export const saleOrderSummary = z.object({
  uuid: z.string(),
  number: z.number(),
  state: z.enum(SALE_ORDER_STATES),
  customer_id: z.string(),
  customer_name: z.string(),
  reference_number: z.string(),
  date: z.string(),
  due_date: z.string().nullable(),
  total: z.number(),
});

/** A sale order with its lines (SAR amounts). */
export const saleOrderView = saleOrderSummary.extend({
  address_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  days: z.number(),
  currency_id: z.string(),
  note: z.string(),
  tax_exclusive: z.number(),
  vat_amount: z.number(),
  lines: z.array(saleOrderLineView),
  deliveries: z.array(z.object({ uuid: z.string(), number: z.number(), at: z.number() })),
  invoices: z.array(z.object({ uuid: z.string(), number: z.number() })),
});
export type SaleOrderView = z.infer<typeof saleOrderView>;

/** POST delivery_orders body. `signature`: data:image/png;base64,… (≤ 200 KB decoded). */
export const deliveryOrderBody = z.object({
  sale_order_id: uuidField('اختر أمر البيع'),
  address_id: uuidField('اختر العنوان').nullable().optional(),
  warehouse_id: uuidField('اختر المستودع').optional(),
  note: optionalText(1000, 'multiline'),
  signature: z.string().max(300_000).optional(),
  lines: z
    .array(z.object({ line: uuidField('اختر البند'), quantity: pieces }))
    .min(1, { error: 'أضف بنداً واحداً على الأقل' })
    .max(MAX_INVOICE_LINES)
    .optional(),
});
export type DeliveryOrderBody = z.infer<typeof deliveryOrderBody>;

/** A delivery note on the wire. */
export const deliveryOrderView = z.object({
  uuid: z.string(),
  number: z.number(),
  sale_order_id: z.string(),
  order_state: z.enum(SALE_ORDER_STATES),
  warehouse_id: z.string(),
  note: z.string(),
  signed: z.boolean(),
  delivered_at: z.number(),
  lines: z.array(
    z.object({ line: z.string(), prod_id: z.string(), name: z.string(), quantity: z.number() }),
  ),
  stockWarning: z.string().optional(),
});
export type DeliveryOrderView = z.infer<typeof deliveryOrderView>;

/** POST invoice_orders body: one order, or delivery notes of one client. */
export const invoiceOrderBody = z
  .object({
    sale_order_id: uuidField('اختر أمر البيع').optional(),
    delivery_orders: z.array(uuidField('إشعار تسليم غير صالح')).min(1).max(100).optional(),
    description: optionalText(1000, 'multiline'),
  })
  .refine((b) => b.sale_order_id !== undefined || b.delivery_orders !== undefined, {
    error: 'اختر أمر البيع أو إشعارات التسليم',
  });
export type InvoiceOrderBody = z.infer<typeof invoiceOrderBody>;

/** What invoicing answers: the invoice and what it billed. */
export const invoiceOrderView = z.object({
  newid: z.number(),
  UUID: z.string(),
  customer_id: z.string(),
  totals: z.number(),
  no_of_quantity: z.number(),
});
export type InvoiceOrderView = z.infer<typeof invoiceOrderView>;
