import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Receipt vouchers (سند قبض): collecting a credit invoice records a
 * payment against it — the invoice itself is never edited. Numbered 1, 2, 3… per business from
 * `invoice_counters.last_receipt_number` (row-locked in the payment's transaction, like invoice
 * numbers). Amount in halalas; means 10 cash or 48 card; who and when.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('invoice_counters')
    .addColumn('last_receipt_number', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const table = db.schema.createTable('receipt_vouchers');
  await (
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('payment_means_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('employee_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addUniqueConstraint('receipt_vouchers_business_number', ['business_id', 'number'])
    .execute();
  await db.schema
    .createIndex('receipt_vouchers_invoice')
    .on('receipt_vouchers')
    .column('invoice_id')
    .execute();
  await db.schema
    .createIndex('receipt_vouchers_business_client')
    .on('receipt_vouchers')
    .columns(['business_id', 'client_id'])
    .execute();
}
