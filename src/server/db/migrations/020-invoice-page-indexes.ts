import type { Kysely } from 'kysely';

/**
 * Indexes of the paged invoice lists (decision 0039). A page is ordered newest first
 * by (issued_at, number) — number breaks ties of one instant — and filtered by the business, the
 * UTC range of issue and optionally one payment means. These two indexes carry exactly that key,
 * then the row id, so the page's ids come from the index alone in ORDER BY order on SQLite and
 * PostgreSQL (an index-only scan), at any depth: a keyset cursor seeks to its position, an OFFSET
 * skips index entries rather than whole rows. They replace the shorter (business, issued_at) of
 * migration 001 and (business, payment means, issued_at) of 013, which they begin with, so a sale
 * still writes two such index entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('invoices_business_issued_number')
    .on('invoices')
    .columns(['business_id', 'issued_at', 'number', 'id'])
    .execute();
  await db.schema
    .createIndex('invoices_business_means_issued_number')
    .on('invoices')
    .columns(['business_id', 'payment_means_code', 'issued_at', 'number', 'id'])
    .execute();
  await db.schema.dropIndex('invoices_business_issued').execute();
  await db.schema.dropIndex('invoices_business_means_issued').execute();
}
