import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Per-day sales rollups (decision 0033). The reports read these instead of grouping
 * every invoice: a few thousand rows per business for years of sales.
 * - `sales_daily`: per (business, Riyadh IssueDate, payment means code, buyer VAT number — '' for a
 *   simplified invoice) the invoice count and the Σ of the stored amounts in halalas. The buyer VAT
 *   is in the key so the VAT report's "exclude this customer VAT" filter is answered from the
 *   rollup too (few B2B buyers a day: few extra rows).
 * - `item_sales_daily`: per (business, Riyadh IssueDate, item name) the Σ quantity of the lines.
 * Kept in the issuing transaction by the invoices module (invoices/rollups.ts); both filled here
 * from the invoices already stored, with ROLLUP_BACKFILL_SQL (the same text on both databases).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('sales_daily')
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('payment_means_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('customer_vat', 'varchar(20)', (c) => c.notNull())
    .addColumn('invoice_count', 'bigint', (c) => c.notNull())
    .addColumn('tax_inclusive_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_exclusive_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_daily_pk', [
      'business_id',
      'issue_date',
      'payment_means_code',
      'customer_vat',
    ])
    .execute();
  await db.schema
    .createTable('item_sales_daily')
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('item_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_sales_daily_pk', ['business_id', 'issue_date', 'item_name'])
    .execute();
  for (const statement of ROLLUP_BACKFILL_SQL) await sql.raw(statement).execute(db);
}

/**
 * Fills empty rollup tables from the stored invoices and lines (migration 016 and the reports
 * benchmark's seeding): plain INSERT … SELECT … GROUP BY, the same on SQLite and PostgreSQL.
 */
export const ROLLUP_BACKFILL_SQL: readonly string[] = [
  `INSERT INTO sales_daily (business_id, issue_date, payment_means_code, customer_vat,
     invoice_count, tax_inclusive_amount, tax_exclusive_amount, tax_amount)
   SELECT business_id, issue_date, payment_means_code, customer_vat, count(*),
     sum(tax_inclusive_amount), sum(tax_exclusive_amount), sum(tax_amount)
   FROM invoices
   GROUP BY business_id, issue_date, payment_means_code, customer_vat`,
  `INSERT INTO item_sales_daily (business_id, issue_date, item_name, quantity)
   SELECT i.business_id, i.issue_date, l.item_name, sum(l.quantity)
   FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
   GROUP BY i.business_id, i.issue_date, l.item_name`,
];
