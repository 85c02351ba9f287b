import type { Generated } from 'kysely';

/**
 * Table types of the restaurant's counter (migration 028, decision 0056): modifiers, the choices a
 * line was sold with, and the parts of a split payment. Same conventions as types.ts: money in
 * integer halalas, instants in UTC milliseconds, booleans as 0/1.
 */

/** A group of choices of a business («الحجم», «الإضافات», «بدون»). */
export interface ModifierGroupsTable {
  id: Generated<number>;
  business_id: number;
  name: string;
  name_en: Generated<string>;
  /** 1: the POS asks before the product is added (at least max(1, min_choices) choices). */
  required: Generated<number>;
  min_choices: Generated<number>;
  /** ≥ 1; 1 makes the group a single choice. */
  max_choices: Generated<number>;
  position: Generated<number>;
  /** UTC ms; null = in use. */
  archived_at: number | null;
  created_at: number;
}

/** One choice of a group. */
export interface ModifierOptionsTable {
  id: Generated<number>;
  business_id: number;
  group_id: number;
  name: string;
  name_en: Generated<string>;
  /** Added to the line's unit price, halalas ≥ 0 (same VAT basis as the product's price). */
  price_change: Generated<number>;
  position: Generated<number>;
  archived_at: number | null;
}

/** A group applies to a product, or to every product of a category (exactly one is set). */
export interface ModifierGroupTargetsTable {
  id: Generated<number>;
  business_id: number;
  group_id: number;
  product_id: number | null;
  category_id: number | null;
}

/** A choice an invoice line was sold with, as sold. */
export interface InvoiceLineModifiersTable {
  id: Generated<number>;
  business_id: number;
  invoice_id: number;
  line_no: number;
  option_id: number | null;
  group_name: string;
  option_name: string;
  option_name_en: Generated<string>;
  /** Per unit, halalas (already inside the line's unit price). */
  price_change: Generated<number>;
}

/** One part of an invoice paid by several means; the parts sum to TaxInclusiveAmount. */
export interface InvoicePaymentsTable {
  id: Generated<number>;
  business_id: number;
  invoice_id: number;
  payment_means_code: string;
  /** Halalas, signed as the invoice's amounts. */
  amount: number;
}
