import { z } from 'zod';
import { paymentTermRef } from './payment-terms';
import { MAX_INVOICE_LINES, MAX_LINE_QUANTITY } from '../limits';
import { FIELD_MESSAGES } from '../errors';
import { calendarDate } from './invoices';
import {
  businessParam,
  optionalText,
  optionalVatNumberText,
  positiveId,
  requiredText,
  sarAmount,
  unitPriceSar,
} from './common';

/** GET purchases/sendfile/{image_path}: a generated receipt file name (decision 0029). */
export const receiptFileParams = businessParam.extend({
  image_path: z
    .string()
    .max(64)
    .regex(/^[0-9a-f]{32}(\.thumb)?\.(webp|pdf)$/, { error: FIELD_MESSAGES.fileNameInvalid }),
});

/**
 * The /api/v1 suppliers, purchases and stock contract (legacy app: "Purchase", "Supplier"
 * "Purchases and suppliers"; decision 0029). Amounts on the wire are SAR with two
 * decimals (halalas in the database); a purchase's `date` is Unix seconds as the legacy app has it.
 */

/** POST/PUT suppliers body: name required, address and vatid optional ('' when not given). */
export const supplierBody = z.object({
  name: requiredText(200, 'اسم المورّد مطلوب'),
  address: optionalText(300),
  vatid: optionalVatNumberText,
  /** The term its purchases take (decision 0068): a term's ID, null = cash, absent = unchanged. */
  payment_term_id: paymentTermRef,
});
export type SupplierBody = z.output<typeof supplierBody>;
export type SupplierInput = z.input<typeof supplierBody>;

/** A supplier on the wire. */
export const supplierView = z.object({
  ID: z.number(),
  UUID: z.string(),
  name: z.string(),
  address: z.string(),
  vatid: z.string(),
  /** The term its purchases take (decision 0068); null = cash. */
  payment_term_id: z.number().nullable(),
});
export type SupplierView = z.infer<typeof supplierView>;

/** Earliest and latest purchase date accepted: 2000-01-01 and 2100-01-01 UTC, Unix seconds. */
export const MIN_PURCHASE_DATE = 946_684_800;
export const MAX_PURCHASE_DATE = 4_102_444_800;

/** A multipart field arrives as text: digits (and a dot) become a number, anything else stays. */
function numberFromText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
}

const DATE_MESSAGE = 'التاريخ بالثواني منذ 1970 (Unix) بين عامي 2000 و2100';

/** A purchase date: whole Unix seconds between MIN_PURCHASE_DATE and MAX_PURCHASE_DATE. */
export const purchaseDate = z.preprocess(
  numberFromText,
  z
    .number({ error: DATE_MESSAGE })
    .int({ error: DATE_MESSAGE })
    .min(MIN_PURCHASE_DATE, { error: DATE_MESSAGE })
    .max(MAX_PURCHASE_DATE, { error: DATE_MESSAGE }),
);

/**
 * The text fields of POST purchases (multipart/form-data beside the file `image`; legacy
 * `{image, date, supplier, total}`): `date` Unix seconds, `supplier` a supplier's UUID,
 * `total` SAR VAT-inclusive (> 0, two decimals).
 */
export const purchaseFields = z.object({
  date: purchaseDate,
  supplier: z.uuid({ error: 'اختر المورّد' }),
  total: z.preprocess(
    numberFromText,
    sarAmount.refine((v) => v > 0, { error: 'المبلغ أكبر من صفر' }),
  ),
  /** When it is due, Riyadh 'YYYY-MM-DD'; absent = by the supplier's term (decision 0068). */
  due_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'التاريخ بصيغة YYYY-MM-DD' })
    .optional(),
});
export type PurchaseFields = z.output<typeof purchaseFields>;

/** A purchase on the wire (GET purchases, purchases/{UUID}, purchasesx). */
export const purchaseView = z.object({
  ID: z.number(),
  UUID: z.string(),
  /** The supplier's name (legacy app: `supplier`). */
  supplier: z.string(),
  supplierUUID: z.string(),
  supplierVat: z.string(),
  /** SAR, VAT-inclusive. */
  total: z.number(),
  /** SAR: VAT-exclusive part and input VAT (purchaseVatSplit). */
  taxExclusive: z.number(),
  tax: z.number(),
  /** Unix seconds. */
  date: z.number(),
  image_path: z.string().nullable(),
  image_type: z.string().nullable(),
  thumb_path: z.string().nullable(),
  /** Name of the first item ('' without items) and the items' total quantity. */
  productName: z.string(),
  totalQuantity: z.number(),
  itemCount: z.number(),
  employeeName: z.string(),
  /** The purchase order this purchase bills (decision 0070), or null. */
  PurchaseOrder: z.object({ UUID: z.string(), Number: z.number() }).nullable(),
});
export type PurchaseView = z.infer<typeof purchaseView>;

/** One item of POST purchases/items. */
export const purchaseItemBody = z.object({
  ItemName: requiredText(200, 'اسم الصنف مطلوب'),
  /** Unit price, SAR VAT-inclusive. */
  Price: unitPriceSar,
  InvoicedQuantity: z
    .number({ error: 'الكمية عدد صحيح من 1' })
    .int({ error: 'الكمية عدد صحيح من 1' })
    .min(1, { error: 'الكمية عدد صحيح من 1' })
    .max(MAX_LINE_QUANTITY, { error: `الكمية ${MAX_LINE_QUANTITY} على الأكثر` }),
  /** Line total, SAR: Price × InvoicedQuantity when given (else computed). */
  RoundingAmount: sarAmount.optional(),
  /** The product (its `ID`) of the same business whose stock this line adds to. */
  ProductID: positiveId('رقم الصنف غير صالح').nullish(),
});

/**
 * POST purchases/items (legacy app: `{items, invdate, invUUID}`): replaces the items of purchase
 * `invUUID`; `invdate` (Unix seconds), when given, sets the purchase's date.
 */
export const purchaseItemsBody = z.object({
  items: z.array(purchaseItemBody).max(MAX_INVOICE_LINES, { error: 'أصناف كثيرة' }),
  invdate: purchaseDate.optional(),
  invUUID: z.uuid({ error: 'معرّف غير صالح' }),
});
export type PurchaseItemsBody = z.output<typeof purchaseItemsBody>;
export type PurchaseItemsInput = z.input<typeof purchaseItemsBody>;

/** An item on the wire (GET purchases/items/{UUID}). */
export const purchaseItemView = z.object({
  ItemName: z.string(),
  Price: z.number(),
  InvoicedQuantity: z.number(),
  RoundingAmount: z.number(),
  ProductID: z.number().nullable(),
  ProductUUID: z.string().nullable(),
});
export type PurchaseItemView = z.infer<typeof purchaseItemView>;

/** POST purchasesx: Riyadh dates `YYYY-MM-DD`, both inclusive (as POST invoicesdate). */
export const purchasesPeriodBody = z
  .object({ start: calendarDate, end: calendarDate })
  .refine((v) => v.start <= v.end, { error: 'تاريخ البداية بعد تاريخ النهاية', path: ['end'] });

/** A product's stock (GET stock): quantities in pieces. */
export const stockRowView = z.object({
  ID: z.number(),
  UUID: z.string(),
  name: z.string(),
  productName: z.string(),
  image: z.string(),
  url: z.string(),
  categoryid: z.string(),
  category: z.string(),
  /** Opening quantity (the product's `quantity`). */
  opening: z.number(),
  received: z.number(),
  sold: z.number(),
  /**
   * Σ the stock ledger (decision 0067): opening + received − sold, plus what stock counts and
   * transfers moved; may be negative.
   */
  remaining: z.number(),
  lowStockThreshold: z.number(),
  /** remaining ≤ lowStockThreshold. */
  low: z.boolean(),
  /**
   * Moving-average unit cost in SAR, VAT-exclusive, from receipts and purchases (decision 0070);
   * null when no costed row exists.
   */
  unit_cost: z.number().nullable(),
  /** remaining × unit_cost in SAR (0 without a cost). */
  value: z.number(),
});
export type StockRowView = z.infer<typeof stockRowView>;

/** A category's stock (GET stock/categories): sums of its products. */
export const stockCategoryView = z.object({
  UUID: z.string(),
  name: z.string(),
  products: z.number(),
  opening: z.number(),
  received: z.number(),
  sold: z.number(),
  remaining: z.number(),
  lowCount: z.number(),
});
export type StockCategoryView = z.infer<typeof stockCategoryView>;

/**
 * GET stock query: `category` limits to one category (its UUID); `warehouse` to one warehouse
 * (its UUID; decision 0067), else the total of all of them.
 */
export const stockQuery = z.object({
  category: z.uuid({ error: 'معرّف غير صالح' }).optional(),
  warehouse: z.uuid({ error: 'معرّف غير صالح' }).optional(),
});

/** GET stock/categories query: `warehouse` (its UUID), else all of them. */
export const stockCategoryQuery = stockQuery.pick({ warehouse: true });

/** PUT stock/{UUID}: the product's low-stock threshold (pieces, ≥ 0). */
export const stockThresholdBody = z.object({
  lowStockThreshold: z
    .number({ error: 'حد التنبيه عدد صحيح من 0' })
    .int({ error: 'حد التنبيه عدد صحيح من 0' })
    .min(0, { error: 'حد التنبيه عدد صحيح من 0' })
    .max(1_000_000, { error: 'حد التنبيه عدد صحيح من 0' }),
});

/** GET purchases/vat query: Riyadh dates `start`…`end`, both inclusive. */
export const purchasesVatQuery = purchasesPeriodBody;

/** Count and sums (SAR) of a set of purchases: total with VAT, before VAT, input VAT. */
export const purchasesVatFigures = z.object({
  count: z.number(),
  total: z.number(),
  taxExclusive: z.number(),
  tax: z.number(),
});

/**
 * GET purchases/vat answer (legacy app: purchases/vat): the period, its totals, and the same
 * per supplier with its VAT number ('' when it has none), total descending.
 */
export const purchasesVatAnswer = purchasesVatFigures.extend({
  start: z.string(),
  end: z.string(),
  bySupplier: z.array(
    purchasesVatFigures.extend({
      supplierUUID: z.string(),
      supplier: z.string(),
      vatid: z.string(),
    }),
  ),
});
export type PurchasesVatAnswer = z.infer<typeof purchasesVatAnswer>;
