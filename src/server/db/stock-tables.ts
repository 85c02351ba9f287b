import type { Generated } from 'kysely';

/**
 * Table types of warehouses and the stock ledger (migration 033, decision 0067). Same conventions
 * as types.ts: quantities in whole pieces, money in integer halalas, instants in UTC milliseconds.
 */

/** What a stock move comes from. */
export type StockSource =
  | 'opening'
  | 'purchase'
  | 'sale'
  | 'credit_note'
  | 'transfer'
  | 'count'
  /** A goods receipt of a purchase order (decision 0070). */
  | 'receipt'
  /** A delivery note of a sale order (decision 0069). */
  | 'delivery';

/** A business's warehouse; the oldest live one is its default. */
export interface WarehousesTable {
  id: Generated<number>;
  business_id: number;
  uuid: string;
  name: string;
  address: Generated<string>;
  created_at: number;
  updated_at: number;
  /** UTC ms when deleted; null = in use. */
  deleted_at: number | null;
}

/** A place inside a warehouse ('' parts not given). */
export interface WarehouseLocationsTable {
  id: Generated<number>;
  business_id: number;
  warehouse_id: number;
  zone: Generated<string>;
  aisle: Generated<string>;
  bay: Generated<string>;
  bin: Generated<string>;
}

/** One change of stock: + in, − out, in pieces. */
export interface StockMovesTable {
  id: Generated<number>;
  business_id: number;
  product_id: number;
  warehouse_id: number;
  quantity: number;
  /** Halalas per piece where known (a purchase item's VAT-inclusive price); else null. */
  unit_cost: number | null;
  source: StockSource;
  /** The document's row id: product (opening), purchase, invoice or note, transfer, count. */
  source_id: number;
  /** Why (a count line's reason); '' none. */
  note: Generated<string>;
  at: number;
  user_id: number | null;
  /** Lot, serial and Riyadh expiry date 'YYYY-MM-DD' of a received piece (migration 038); null
   * on rows without (every row before it). */
  lot_number: Generated<string | null>;
  serial_number: Generated<string | null>;
  expiry_date: Generated<string | null>;
}

/** A count sheet of one warehouse: 'open' while counting, then 'posted' (read-only). */
export interface StockCountsTable {
  id: Generated<number>;
  business_id: number;
  uuid: string;
  warehouse_id: number;
  /** The one category counted; null = all products. */
  category_id: number | null;
  status: Generated<string>;
  reason: Generated<string>;
  created_by: number | null;
  created_at: number;
  posted_by: number | null;
  posted_at: number | null;
}

/** A product on a count sheet: expected (snapshot at creation) and counted pieces. */
export interface StockCountLinesTable {
  count_id: number;
  product_id: number;
  expected: number;
  /** null until entered. */
  counted: number | null;
  reason: Generated<string>;
  /** counted − on hand when posted; null before. */
  posted_difference: number | null;
}

/** Pieces moved from one warehouse of the business to another. */
export interface StockTransfersTable {
  id: Generated<number>;
  business_id: number;
  uuid: string;
  from_warehouse_id: number;
  to_warehouse_id: number;
  note: Generated<string>;
  created_by: number | null;
  created_at: number;
}

/** One product of a transfer, pieces > 0. */
export interface StockTransferLinesTable {
  transfer_id: number;
  product_id: number;
  quantity: number;
}
