import type { Generated } from 'kysely';

/**
 * Table types of purchase orders and goods receipts (migration 038, decision 0070). Same
 * conventions as types.ts: quantities in whole pieces, money in integer halalas, instants in UTC
 * milliseconds, dates Riyadh 'YYYY-MM-DD'.
 */

/** An order to a supplier. */
export interface PurchaseOrdersTable {
  id: Generated<number>;
  business_id: number;
  uuid: string;
  /** 1, 2, … per business. */
  number: number;
  supplier_id: number;
  /** Where the goods are expected (a receipt may name another warehouse of the business). */
  warehouse_id: number;
  /** draft | sent | partly_received | received | closed | cancelled (src/domain/purchase-orders.ts). */
  status: Generated<string>;
  expected_date: string | null;
  /** A sale order it serves; no foreign key (decision 0070). */
  sale_order_id: number | null;
  /** A delivery address id; no foreign key. */
  address_id: number | null;
  note: Generated<string>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
  sent_at: number | null;
}

/** A line of a purchase order: pieces at a VAT-exclusive unit cost. */
export interface PurchaseOrderLinesTable {
  id: Generated<number>;
  business_id: number;
  order_id: number;
  uuid: string;
  line_no: number;
  product_id: number;
  quantity: number;
  /** Halalas per piece, VAT-exclusive. */
  unit_cost: number;
  /** S | Z | E | O. */
  vat_category: Generated<string>;
}

/** A goods receipt (receive order): part or all of a sent order received into a warehouse. */
export interface GoodsReceiptsTable {
  id: Generated<number>;
  business_id: number;
  uuid: string;
  number: number;
  order_id: number;
  warehouse_id: number;
  note: Generated<string>;
  description: Generated<string>;
  signature: string | null;
  received_by: number | null;
  received_at: number;
}

/** A received line: pieces of one order line, with lot, serial, expiry and place. */
export interface GoodsReceiptLinesTable {
  id: Generated<number>;
  business_id: number;
  receipt_id: number;
  order_line_id: number;
  product_id: number;
  quantity: number;
  serial_number: string | null;
  lot_number: string | null;
  expiry_date: string | null;
  location_id: number | null;
  zone: Generated<string>;
  aisle: Generated<string>;
  bay: Generated<string>;
  bin: Generated<string>;
  comments: Generated<string>;
}

/** The tables of migration 038, part of the `Database` interface (types.ts). */
export interface PurchaseOrderTables {
  purchase_orders: PurchaseOrdersTable;
  purchase_order_lines: PurchaseOrderLinesTable;
  goods_receipts: GoodsReceiptsTable;
  goods_receipt_lines: GoodsReceiptLinesTable;
}
