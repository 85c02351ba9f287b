import type { Generated } from 'kysely';

/**
 * Table types of held orders and the kitchen (migration 029, decision 0057). Same conventions as
 * types.ts: money in integer halalas, instants in UTC milliseconds, booleans as 0/1.
 */

/** A kitchen station of a business (grill, oven, drinks) and its ticket printer. */
export interface KitchenStationsTable {
  id: Generated<number>;
  business_id: number;
  name: string;
  /** `host[:port]` of its ESC/POS printer (src/domain/printer.ts); '' = no printer. */
  printer_address: Generated<string>;
  /** 80 | 58. */
  paper_width_mm: Generated<number>;
  position: Generated<number>;
  /** UTC ms; null = in use. */
  archived_at: number | null;
  created_at: number;
}

/** A station cooks a product, or every product of a category (exactly one is set). */
export interface KitchenStationTargetsTable {
  id: Generated<number>;
  business_id: number;
  station_id: number;
  product_id: number | null;
  category_id: number | null;
}

/** 'open' until paid (or cancelled); never reopened. */
export type HeldOrderStatus = 'open' | 'paid' | 'cancelled';

/** An order sent to the kitchen and not yet an invoice. */
export interface HeldOrdersTable {
  id: Generated<number>;
  business_id: number;
  /** 1, 2, 3 … per business and business day. */
  number: number;
  /** Riyadh date (YYYY-MM-DD) the order was opened on. */
  business_day: string;
  status: Generated<HeldOrderStatus>;
  /** 'dine_in' | 'takeaway' | 'delivery' (src/domain/order-types.ts). */
  order_type: string;
  order_table: Generated<string>;
  delivery_name: Generated<string>;
  delivery_phone: Generated<string>;
  delivery_address: Generated<string>;
  delivery_reference: Generated<string>;
  till_id: number | null;
  created_by: number;
  created_at: number;
  updated_at: number;
  /** When paid or cancelled (UTC ms). */
  closed_at: number | null;
  /** +1 with every change (lines added, ready, paid): the display's and the counter's freshness. */
  version: Generated<number>;
}

/** One ordered line; rows are only added while the order is open. */
export interface HeldOrderLinesTable {
  id: Generated<number>;
  business_id: number;
  held_order_id: number;
  product_id: number;
  /** Whole units. */
  quantity: number;
  /** JSON array of modifier option ids, '[]' for none. */
  modifiers: Generated<string>;
  /** The waiter's note for the kitchen ("well done"), '' none; printed, never invoiced. */
  kitchen_note: Generated<string>;
  /** Which send brought it: 1 the first, then one more per addition. */
  round: Generated<number>;
  station_id: number | null;
  added_by: number;
  added_at: number;
  ready_at: number | null;
  cancelled_at: number | null;
  /** The invoice that paid it; null while unpaid. */
  invoice_id: number | null;
}

/** The invoices a held order was paid with, `part` 1..n. */
export interface HeldOrderInvoicesTable {
  id: Generated<number>;
  business_id: number;
  held_order_id: number;
  invoice_id: number;
  part: number;
}
