import type { Kysely } from 'kysely';

/**
 * Indexes of the reports and paged invoice lists (decision 0030). Every report groups
 * the business's invoices by their Riyadh IssueDate (or its month) and sums the stored amounts, so
 * one index on (business, IssueDate) that also carries the payment means and the three amounts
 * answers them from the index alone (a covering index on both SQLite and PostgreSQL). The item
 * report reads each invoice's lines by invoice id with the item name and quantity in the index.
 * The paged lists filter by payment means and page by issue instant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('invoices_business_issue_date_amounts')
    .on('invoices')
    .columns([
      'business_id',
      'issue_date',
      'payment_means_code',
      'tax_inclusive_amount',
      'tax_exclusive_amount',
      'tax_amount',
    ])
    .execute();
  await db.schema
    .createIndex('invoice_lines_invoice_item_quantity')
    .on('invoice_lines')
    .columns(['invoice_id', 'item_name', 'quantity'])
    .execute();
  await db.schema
    .createIndex('invoices_business_means_issued')
    .on('invoices')
    .columns(['business_id', 'payment_means_code', 'issued_at'])
    .execute();
}
