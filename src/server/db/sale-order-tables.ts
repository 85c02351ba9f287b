import type { Generated } from 'kysely';

/**
 * Table types of sale orders, delivery notes and their invoicing (migration 037, decision 0069).
 * Same conventions as types.ts: quantities in whole pieces, money in integer halalas, instants in
 * UTC milliseconds, dates Riyadh 'YYYY-MM-DD'.
 */

/** A client's order. */
export interface SaleOrdersTable {
  id: Generated<number>;
  business_id: number;
  uuid: string;
  /** 1, 2, … per business. */
  number: number;
  client_id: number;
  address_id: number | null;
  payment_term_id: number | null;
  /** The quotation (orders.id) it was made from, else null. */
  quotation_id: number | null;
  reference_number: Generated<string>;
  date: string;
  due_date: string | null;
  days: Generated<number>;
  currency_id: Generated<string>;
  /** draft | confirmed | partly_delivered | delivered | invoiced | cancelled. */
  state: Generated<string>;
  note: Generated<string>;
  tax_exclusive_amount: Generated<number>;
  tax_amount: Generated<number>;
  tax_inclusive_amount: Generated<number>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

/** A line of a sale order, priced as quotations price (VAT-inclusive unit price). */
export interface SaleOrderLinesTable {
  id: Generated<number>;
  business_id: number;
  order_id: number;
  uuid: string;
  line_no: number;
  product_id: number;
  description: Generated<string>;
  quantity: number;
  /** Halalas per piece, VAT-inclusive. */
  unit_price: number;
  /** Percent 0–100. */
  discount: Generated<number>;
  vat_category: Generated<string>;
  vat_percent: Generated<number>;
  vat_exemption_code: Generated<string>;
  vat_amount: number;
  line_total: number;
}

/** A delivery note: pieces of a confirmed order sent out of one warehouse. */
export interface DeliveryNotesTable {
  id: Generated<number>;
  business_id: number;
  uuid: string;
  number: number;
  sale_order_id: number;
  address_id: number | null;
  warehouse_id: number;
  note: Generated<string>;
  /** File-store key of the receiver's signature PNG, else null. */
  signature_key: string | null;
  delivered_by: number | null;
  delivered_at: number;
}

/** A delivered line. */
export interface DeliveryNoteLinesTable {
  id: Generated<number>;
  business_id: number;
  note_id: number;
  order_line_id: number;
  product_id: number;
  quantity: number;
}

/** Pieces of a delivered line billed by an invoice's line. */
export interface DeliveryInvoiceLinesTable {
  id: Generated<number>;
  business_id: number;
  delivery_line_id: number;
  invoice_id: number;
  invoice_line_no: number;
  quantity: number;
}

/** The tables of migration 037, part of the `Database` interface (types.ts). */
export interface SaleOrderTables {
  sale_orders: SaleOrdersTable;
  sale_order_lines: SaleOrderLinesTable;
  delivery_notes: DeliveryNotesTable;
  delivery_note_lines: DeliveryNoteLinesTable;
  delivery_invoice_lines: DeliveryInvoiceLinesTable;
}
