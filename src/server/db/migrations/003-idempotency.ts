import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Idempotency keys of POS sales (idempotency keys live in the
 * database, decision 0011): one row per (business, key), written in the same transaction as the
 * invoice it
 * stands for, so two requests with the same key can never both issue an invoice. `request_hash`
 * is the SHA-256 (hex) of the sale body, to refuse the same key reused for another cart.
 * `invoice_id` is set before the transaction commits; it is nullable only because the key is
 * claimed first (the claim is what makes a concurrent repeat wait).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['business_id', 'key'])
    .execute();
}
