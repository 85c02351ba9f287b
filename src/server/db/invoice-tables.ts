import type { Generated } from 'kysely';

/**
 * Table types of invoices, their lines and the POS's idempotency keys. Same conventions as
 * types.ts: money in integer halalas (credit notes stored negative), instants in UTC milliseconds.
 */

export interface InvoicesTable {
  id: Generated<number>;
  uuid: string;
  business_id: number;
  number: number;
  issued_at: number;
  issue_date: string;
  issue_time: string;
  invoice_type_code: string;
  profile_id: string;
  payment_means_code: string;
  order_reference_id: number;
  order_id: string | null;
  employee_name: string;
  user_id: number | null;
  /** The till and shift it was made at (migration 027); null when not at a till. */
  till_id: Generated<number | null>;
  shift_id: Generated<number | null>;
  customer_registration_name: string;
  customer_city_name: string;
  customer_vat: string;
  /** ZATCA KSA-2 subtype: '0100000' standard (B2B), '0200000' simplified (B2C); migration 006. */
  invoice_subtype: Generated<string>;
  customer_crn: Generated<string>;
  customer_street_name: Generated<string>;
  customer_additional_street_name: Generated<string>;
  customer_building_number: Generated<string>;
  customer_plot_identification: Generated<string>;
  customer_city_subdivision_name: Generated<string>;
  customer_postal_zone: Generated<string>;
  customer_country_subentity: Generated<string>;
  customer_country: Generated<string>;
  /** The buyer's other ID and its scheme as issued (migration 022); '' when none. */
  customer_party_identification_scheme: Generated<string>;
  customer_party_identification: Generated<string>;
  /** The client an approved quotation was issued to (migration 007); null at the POS. */
  client_id: Generated<number | null>;
  discount_percent: number;
  allowance_total_amount: number;
  tax_exclusive_amount: number;
  tax_amount: number;
  tax_inclusive_amount: number;
  qr: string;
  image_path: string | null;
  created_at: number;
  /** A credit/debit note's original invoice (BillingReference; migration 017); null on a 388. */
  billing_reference_invoice_id: Generated<number | null>;
  /** A note's reason (InstructionNote, BR-KSA-17; migration 017); '' on a 388. */
  instruction_note: Generated<string>;
  /** 'dine_in' | 'takeaway' | 'delivery' (migration 028, decision 0056); null when not given. */
  order_type: Generated<string | null>;
  /** Dine-in table number or name; '' when none. */
  order_table: Generated<string>;
  /** The payment term of a credit invoice and the Riyadh date 'YYYY-MM-DD' it is due (migration
   * 036, decision 0068); null on cash sales and on invoices issued before it. */
  payment_term_id: Generated<number | null>;
  due_date: Generated<string | null>;
  /** Delivery: customer name, phone, address, the app's order number; '' when none. */
  delivery_name: Generated<string>;
  delivery_phone: Generated<string>;
  delivery_address: Generated<string>;
  delivery_reference: Generated<string>;
  /** Cash handed over, halalas (change = this − the cash part); null when not given. */
  cash_tendered: Generated<number | null>;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  line_no: number;
  product_id: number | null;
  item_name: string;
  quantity: number;
  unit_price: number;
  gross_amount: number;
  amount_discount: number;
  line_extension_amount: number;
  tax_amount: number;
  rounding_amount: number;
  unit_code: string;
  tax_percent: number;
  /** VAT category S/Z/E/O and ZATCA reason code ('' for S) at sale time, migration 023. */
  vat_category: Generated<string>;
  vat_exemption_code: Generated<string>;
  /** On a credit note: the original invoice's line number this line returns (migration 017). */
  billing_line_no: Generated<number | null>;
  /** The choices that did not fit in item_name (UBL InvoiceLine Note; migration 028); '' none. */
  note: Generated<string>;
  /** One of n equal shares of an ordered line (a split bill, migration 029): n; else null. */
  share_parts: Generated<number | null>;
  /** … of an ordered line of this many units (migration 029); else null. */
  share_quantity: Generated<number | null>;
}

/** A POS sale's idempotency key (migration 003): one invoice per (business, key). */
export interface IdempotencyKeysTable {
  business_id: number;
  key: string;
  /** SHA-256 hex of the sale body the key was first used with. */
  request_hash: string;
  /** The invoice issued for the key; set in the same transaction that claims the key. */
  invoice_id: number | null;
  created_at: number;
}
