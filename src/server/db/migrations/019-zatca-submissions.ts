import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * ZATCA reporting and clearance queue (decision 0036): `zatca_submissions`, one row
 * per signed document to send, inserted in the invoice's own transaction.
 * - `kind`: 'reporting' (simplified) or 'clearance' (standard);
 * - `status`: 'pending' until an answer is recorded, then 'reported' | 'cleared' | 'warnings' |
 *   'rejected' — `messages` holds ZATCA's validation messages (JSON array);
 * - `next_attempt_at` (UTC ms): when the row is due; `lease_until` (UTC ms, null = free): a worker
 *   that claimed the row owns it until then; `attempts`: how many times the row was claimed (each
 *   claim may send once), also the fencing token of a claim;
 * - `last_error`: why the last send is being retried (timeout, 5xx, 429 …);
 * - `cleared_xml`: the document as ZATCA stamped it (clearance), served as the invoice's XML.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('zatca_submissions')
    .addColumn('invoice_id', 'integer', (c) => c.primaryKey().references('invoices.id'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('messages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cleared_xml', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .execute();
  // The worker's claim: the due pending rows, oldest due first.
  await db.schema
    .createIndex('zatca_submissions_due')
    .on('zatca_submissions')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('zatca_submissions_business')
    .on('zatca_submissions')
    .columns(['business_id', 'status'])
    .execute();
}
