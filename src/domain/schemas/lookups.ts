import { z } from 'zod';
import { SALE_ORDER_STATES } from '../sale-orders';
import { VAT_CATEGORY_CODES } from '../vat-categories';
import { optionalText } from './common';

/**
 * The lookups API on the wire (docs/decisions/0071-lookups.md): GET `/lookups/{kind}` answers one
 * page of small `{ id, label, … }` items for a form's picker, `next_cursor` null on the last page.
 */

/** The kinds of GET /lookups/{kind}, each its own route (each has the permission of its list). */
export const LOOKUP_KINDS = [
  'customers',
  'addresses',
  'products',
  'vats',
  'suppliers',
  'sale_orders',
  'ware_houses',
  'payment_terms',
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** Most items one page answers; 20 without `limit`. */
export const MAX_LOOKUP_LIMIT = 100;

/**
 * The query of every kind: `q` words to find (Arabic-normalised, every word somewhere in the
 * item's text), `limit` 1–100 (20), `cursor` the previous answer's `next_cursor`.
 */
export const lookupQuery = z.object({
  q: optionalText(100),
  limit: z.coerce
    .number({ error: 'رقم غير صالح' })
    .int({ error: 'رقم غير صالح' })
    .min(1, { error: '1 على الأقل' })
    .max(MAX_LOOKUP_LIMIT, { error: `الحد الأقصى ${MAX_LOOKUP_LIMIT}` })
    .default(20),
  cursor: z.string().max(400, { error: 'مؤشر الصفحة غير صالح' }).optional(),
});
export type LookupQuery = z.output<typeof lookupQuery>;

/** GET lookups/addresses: optionally one client's addresses (its UUID). */
export const addressLookupQuery = lookupQuery.extend({
  customer_id: z.uuid({ error: 'معرّف العميل غير صالح' }).optional(),
});

/** GET lookups/sale_orders: one state; without it the open ones (draft to partly delivered). */
export const saleOrderLookupQuery = lookupQuery.extend({
  state: z.enum(SALE_ORDER_STATES, { error: 'حالة غير معروفة' }).optional(),
});

const item = z.object({ id: z.string(), label: z.string() });
const page = <T extends z.ZodType>(items: T) =>
  z.object({ items: z.array(items), next_cursor: z.string().nullable() });

export const customerLookup = item.extend({
  vat: z.string(),
  /** The client's payment term UUID, null for cash. */
  payment_term_id: z.string().nullable(),
});
export const addressLookup = item.extend({
  customer_id: z.string(),
  city: z.string(),
  is_default: z.boolean(),
});
export const productLookup = item.extend({
  /** Unit price, halalas and SAR (the product API's `price`). */
  price_halalas: z.number(),
  price: z.number(),
  barcode: z.string(),
  vat_category: z.enum(VAT_CATEGORY_CODES as [string, ...string[]]),
  /** The unit or size as sold (the product's Arabic size, '' when none). */
  unit: z.string(),
});
export const vatLookup = item.extend({ percent: z.number() });
export const supplierLookup = item.extend({
  vat: z.string(),
  payment_term_id: z.string().nullable(),
});
export const saleOrderLookup = item.extend({
  number: z.number(),
  customer_name: z.string(),
  state: z.enum(SALE_ORDER_STATES),
});
export const wareHouseLookup = item.extend({ name: z.string() });
export const paymentTermLookup = item.extend({ days: z.number(), end_of_month: z.boolean() });

export const customerLookupPage = page(customerLookup);
export const addressLookupPage = page(addressLookup);
export const productLookupPage = page(productLookup);
export const vatLookupPage = page(vatLookup);
export const supplierLookupPage = page(supplierLookup);
export const saleOrderLookupPage = page(saleOrderLookup);
export const wareHouseLookupPage = page(wareHouseLookup);
export const paymentTermLookupPage = page(paymentTermLookup);

export type CustomerLookup = z.infer<typeof customerLookup>;
export type AddressLookup = z.infer<typeof addressLookup>;
export type ProductLookup = z.infer<typeof productLookup>;
export type VatLookup = z.infer<typeof vatLookup>;
export type SupplierLookup = z.infer<typeof supplierLookup>;
export type SaleOrderLookup = z.infer<typeof saleOrderLookup>;
export type WareHouseLookup = z.infer<typeof wareHouseLookup>;
export type PaymentTermLookup = z.infer<typeof paymentTermLookup>;
/** One page of any kind. */
export interface LookupPage<T> {
  items: T[];
  next_cursor: string | null;
}
