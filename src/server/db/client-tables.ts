import type { Generated } from 'kysely';

/**
 * Table types of the client side of a business: clients, quotations (orders) and their
 * lines, receipt vouchers. Same conventions as types.ts: money in integer halalas, instants in
 * UTC milliseconds, booleans 0/1.
 */

/** A client (customer) of a business (migration 007). Text '' when not given. */
export interface ClientsTable {
  id: Generated<number>;
  uuid: string;
  business_id: number;
  registration_name: string;
  vat: string;
  crn: string;
  street_name: string;
  additional_street_name: string;
  building_number: string;
  plot_identification: string;
  city_name: string;
  postal_zone: string;
  country_subentity: string;
  city_subdivision_name: string;
  country: string;
  phone: string;
  email: string;
  contact_person: string;
  person_phone: string;
  /** Another buyer ID's scheme (BT-46-1, BR-KSA-14) or '' (migration 022). */
  party_identification_scheme: Generated<string>;
  /** Another buyer ID (BT-46) or ''. */
  party_identification: Generated<string>;
  /** The term a credit invoice to this client takes (migration 036); null = cash. */
  payment_term_id: Generated<number | null>;
  created_at: number;
  updated_at: number;
}

/** A quotation (migration 008): 'pending' | 'approved' | 'deleted'; amounts in halalas. */
export interface OrdersTable {
  id: Generated<number>;
  uuid: string;
  business_id: number;
  order_reference_id: number;
  state: string;
  client_id: number | null;
  customer_registration_name: string;
  customer_city_name: string;
  customer_city_subdivision_name: string;
  customer_vat: string;
  payment_means_code: string;
  discount_percent: number;
  allowance_total_amount: number;
  tax_exclusive_amount: number;
  tax_amount: number;
  tax_inclusive_amount: number;
  prepaid_amount: number;
  employee_name: string;
  user_id: number | null;
  invoice_id: number | null;
  created_at: number;
  updated_at: number;
}

/**
 * A quotation line: the product, quantity and VAT-inclusive unit price in halalas; `negotiated`
 * 1 when the price was agreed with the client (kept when the payment means changes), 0 when it
 * is the catalogue's price for the order's payment means.
 */
export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  line_no: number;
  /** null once the product was deleted (never while the order is pending). */
  product_id: number | null;
  item_name: string;
  quantity: number;
  unit_price: number;
  negotiated: number;
  /** VAT category S/Z/E/O, percent and ZATCA reason code at quotation time, migration 023. */
  vat_category: Generated<string>;
  tax_percent: Generated<number>;
  vat_exemption_code: Generated<string>;
}

/** A receipt voucher (سند قبض, migration 009): a payment collected against a credit invoice. */
export interface ReceiptVouchersTable {
  id: Generated<number>;
  uuid: string;
  business_id: number;
  number: number;
  invoice_id: number;
  client_id: number | null;
  /** UTC ms. */
  paid_at: number;
  /** Riyadh date of paid_at. */
  issue_date: string;
  /** '10' cash or '48' card. */
  payment_means_code: string;
  /** Halalas, > 0. */
  amount: number;
  employee_name: string;
  user_id: number | null;
  /** The till and shift it was collected at (migration 027); null when not at a till. */
  till_id: Generated<number | null>;
  shift_id: Generated<number | null>;
}

/** A payment term of a business (migration 036, decision 0068). */
export interface PaymentTermsTable {
  id: Generated<number>;
  business_id: number;
  uuid: string;
  name: string;
  /** Days after the issue date (or after the month's end), 0…365. */
  days: Generated<number>;
  /** 1 = counted from the last day of the issue month. */
  end_of_month: Generated<number>;
  /** Display order, ascending. */
  position: Generated<number>;
  created_at: number;
  updated_at: number;
  /** UTC ms when deleted; null = in use. */
  deleted_at: number | null;
}

/** One of a client's addresses (migration 036): head office, a site, a warehouse… */
export interface ClientAddressesTable {
  id: Generated<number>;
  business_id: number;
  uuid: string;
  client_id: number;
  label: string;
  street_name: Generated<string>;
  building_number: Generated<string>;
  city_subdivision_name: Generated<string>;
  city_name: Generated<string>;
  postal_zone: Generated<string>;
  /** ISO 3166-1 alpha-2, 'SA' by default. */
  country: Generated<string>;
  contact_person: Generated<string>;
  phone: Generated<string>;
  /** 1 on the client's default address (at most one live). */
  is_default: Generated<number>;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}
