import type { Generated } from 'kysely';

/**
 * Table types of the buying side of a business (migration 011). Same conventions as
 * types.ts: money in integer halalas, instants in UTC milliseconds, except a purchase's `date`,
 * which is Unix seconds as the legacy app has it.
 */

/** A supplier of a business (ID, UUID, name, address, vatid). */
export interface SuppliersTable {
  id: Generated<number>;
  uuid: string;
  business_id: number;
  name: string;
  address: string;
  /** 15 digits, 3…3, or '' when not given. */
  vatid: string;
  /** The term a purchase from this supplier takes (migration 036); null = cash. */
  payment_term_id: Generated<number | null>;
  created_at: number;
  updated_at: number;
}

/** A purchase (a supplier's invoice as received). */
export interface PurchasesTable {
  id: Generated<number>;
  uuid: string;
  business_id: number;
  supplier_id: number;
  /** Halalas, VAT-inclusive. */
  total: number;
  /** Halalas: the VAT-exclusive part of `total` (purchaseVatSplit, src/domain/vat.ts). */
  tax_exclusive_amount: number;
  /** Halalas: the input VAT, total − tax_exclusive_amount. */
  tax_amount: number;
  /** Unix seconds. */
  date: number;
  /** Generated file name of the receipt under DATA_DIR/{key}/purchases, or null. */
  image_path: string | null;
  /** 'image/webp' | 'application/pdf'. */
  image_type: string | null;
  /** Generated name of the receipt's thumbnail (images only). */
  thumb_path: string | null;
  employee_name: string;
  /** The supplier's payment term and the Riyadh date 'YYYY-MM-DD' it is due (migration 036);
   * null = paid in cash on the purchase date. */
  payment_term_id: Generated<number | null>;
  due_date: Generated<string | null>;
  /** The purchase order this invoice bills (migration 038, decision 0070); null = none. */
  purchase_order_id: Generated<number | null>;
  /** The user who recorded it. */
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

/** A line of a purchase. */
export interface PurchaseItemsTable {
  id: Generated<number>;
  purchase_id: number;
  business_id: number;
  line_no: number;
  /** A product of the same business whose stock this line adds to, or null. */
  product_id: number | null;
  item_name: string;
  /** Unit price, halalas VAT-inclusive. */
  price: number;
  quantity: number;
  /** Line total = price × quantity, halalas VAT-inclusive. */
  rounding_amount: number;
}

/** Money paid to a supplier against a purchase (migration 036, decision 0068). */
export interface SupplierPaymentsTable {
  id: Generated<number>;
  uuid: string;
  business_id: number;
  /** Per business, from 1. */
  number: number;
  purchase_id: number;
  supplier_id: number;
  /** UTC ms. */
  paid_at: number;
  /** Riyadh date of paid_at. */
  issue_date: string;
  /** '10' cash, '42' bank transfer, '48' card. */
  payment_means_code: string;
  /** Halalas, > 0. */
  amount: number;
  note: Generated<string>;
  employee_name: Generated<string>;
  user_id: number | null;
}
