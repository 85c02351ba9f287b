import { z } from 'zod';
import { cleanText } from './common';

/**
 * The purchases tools' contract (legacy app: purchases/items, purchases/products;
 * docs/screens/0038-purchases-tools-screens.md): every purchase item of a business, paged and
 * filtered, and per product what
 * purchases brought in. Amounts are SAR with two decimals on the wire (halalas in the database);
 * dates are Unix seconds.
 */

/** Most items one page of GET purchases/items answers. */
export const MAX_PURCHASE_ITEMS_PAGE_SIZE = 200;

const pageInt = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: 'رقم غير صالح' })
    .int({ error: 'رقم غير صالح' })
    .min(min, { error: `${min} على الأقل` })
    .max(max, { error: `الحد الأقصى ${max}` })
    .default(fallback);

/**
 * GET purchases/items query: `q` searches the item name, the linked product's name and the
 * supplier's name; `supplier` / `product` (UUIDs) narrow to one; `page` from 1, `pageSize` 1–200 (50).
 */
export const purchaseItemsPageQuery = z.object({
  // cleanText refuses control characters (a NUL made PostgreSQL fail with 500), as clients' q does.
  q: cleanText().max(100, { error: 'نص البحث طويل' }).optional(),
  supplier: z.uuid({ error: 'معرّف غير صالح' }).optional(),
  product: z.uuid({ error: 'معرّف غير صالح' }).optional(),
  page: pageInt(1, 1_000_000, 1),
  pageSize: pageInt(1, MAX_PURCHASE_ITEMS_PAGE_SIZE, 50),
});
export type PurchaseItemsPageQuery = z.output<typeof purchaseItemsPageQuery>;

/** One purchase item with its purchase (date, supplier) and linked product. */
export const purchaseItemRowView = z.object({
  purchaseID: z.number(),
  purchaseUUID: z.string(),
  /** The purchase's date, Unix seconds. */
  date: z.number(),
  supplier: z.string(),
  supplierUUID: z.string(),
  lineNo: z.number(),
  ItemName: z.string(),
  /** Unit price, SAR VAT-inclusive. */
  Price: z.number(),
  InvoicedQuantity: z.number(),
  /** Price × InvoicedQuantity, SAR. */
  RoundingAmount: z.number(),
  ProductUUID: z.string().nullable(),
  productName: z.string().nullable(),
});
export type PurchaseItemRowView = z.infer<typeof purchaseItemRowView>;

/** A page of purchase items, newest purchase first; count and sums cover every matching item. */
export const purchaseItemsPage = z.object({
  items: z.array(purchaseItemRowView),
  page: z.number(),
  pageSize: z.number(),
  count: z.number(),
  /** Σ InvoicedQuantity of every matching item. */
  quantity: z.number(),
  /** Σ RoundingAmount of every matching item, SAR. */
  total: z.number(),
});
export type PurchaseItemsPage = z.infer<typeof purchaseItemsPage>;

/** What purchases brought in of one product (GET purchases/products). */
export const purchasedProductView = z.object({
  UUID: z.string(),
  name: z.string(),
  category: z.string(),
  /** Distinct purchases naming the product. */
  purchases: z.number(),
  /** Σ quantity received, pieces. */
  received: z.number(),
  /** Σ RoundingAmount, SAR VAT-inclusive. */
  cost: z.number(),
  /** cost / received rounded half up to the halala (averageUnitCost), SAR. */
  averagePrice: z.number(),
  /** The latest purchase's date naming it, Unix seconds. */
  lastDate: z.number(),
});
export type PurchasedProductView = z.infer<typeof purchasedProductView>;

/** GET purchases/products: per product (cost descending) and the items linked to no product. */
export const purchasedProductsAnswer = z.object({
  products: z.array(purchasedProductView),
  unlinked: z.object({ items: z.number(), quantity: z.number(), cost: z.number() }),
});
export type PurchasedProductsAnswer = z.infer<typeof purchasedProductsAnswer>;
