import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/** The buyer's address and registration as issued, copied onto the invoice. */
const BUYER_COLUMNS = [
  'customer_crn',
  'customer_street_name',
  'customer_additional_street_name',
  'customer_building_number',
  'customer_plot_identification',
  'customer_city_subdivision_name',
  'customer_postal_zone',
  'customer_country_subentity',
  'customer_country',
] as const;

/**
 * Standard vs simplified tax invoices: `invoices.invoice_subtype` (ZATCA KSA-2,
 * 0100000 standard / 0200000 simplified; src/domain/invoice-kind.ts) and the buyer block a
 * standard invoice prints (CRN and national address), kept as issued. Every invoice before this
 * migration was a POS sale without a buyer: simplified.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('invoice_subtype', 'varchar(7)', (c) => c.notNull().defaultTo('0200000'))
    .execute();
  for (const column of BUYER_COLUMNS) {
    await db.schema
      .alterTable('invoices')
      .addColumn(column, 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}
