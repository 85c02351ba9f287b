import { randomUUID } from 'node:crypto';
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/** The terms every business starts with, as of this migration (decision 0068). */
const STARTING_TERMS = [
  { name: 'نقداً', days: 0, end_of_month: 0 },
  { name: '15 يوماً', days: 15, end_of_month: 0 },
  { name: '30 يوماً', days: 30, end_of_month: 0 },
  { name: '60 يوماً', days: 60, end_of_month: 0 },
  { name: 'نهاية الشهر', days: 0, end_of_month: 1 },
];

/**
 * Payment terms, due dates, client addresses and supplier payments (decision 0068).
 * - `payment_terms`: a business's terms (name, `days` 0…365, `end_of_month` 0/1, `position` for
 *   display order; `deleted_at` UTC ms when removed). Every existing business gets the starting
 *   five (cash, 15, 30, 60 days, end of month).
 * - `clients.payment_term_id`, `suppliers.payment_term_id`: the term a credit document takes by
 *   default; null = cash.
 * - `invoices.payment_term_id`, `invoices.due_date`: the term and the Riyadh date 'YYYY-MM-DD' a
 *   credit invoice is due; null on cash sales and on invoices issued before this migration (their
 *   due date is their issue date).
 * - `purchases.payment_term_id`, `purchases.due_date`: the same for a supplier's invoice.
 * - `client_addresses`: several addresses per client (label such as head office or site, the
 *   national address parts, `is_default` 0/1 — at most one live default per client).
 * - `supplier_payments`: money paid to a supplier against a purchase (payment vouchers), the
 *   mirror of `receipt_vouchers`: numbered per business, amount halalas > 0, `paid_at` UTC ms,
 *   `issue_date` its Riyadh date, `payment_means_code` '10' cash | '42' bank | '48' card.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const business = (t: CreateTableBuilder<string, never>) =>
    t.addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'));

  await business(id(db.schema.createTable('payment_terms')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('end_of_month', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('payment_terms_business')
    .on('payment_terms')
    .column('business_id')
    .execute();

  for (const table of ['clients', 'suppliers', 'invoices', 'purchases'])
    await db.schema
      .alterTable(table)
      .addColumn('payment_term_id', 'integer', (c) => c.references('payment_terms.id'))
      .execute();
  for (const table of ['invoices', 'purchases'])
    await db.schema.alterTable(table).addColumn('due_date', 'varchar(10)').execute();
  await db.schema
    .createIndex('invoices_business_due')
    .on('invoices')
    .columns(['business_id', 'due_date'])
    .execute();

  await business(id(db.schema.createTable('client_addresses')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('street_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('building_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_subdivision_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_zone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'varchar(2)', (c) => c.notNull().defaultTo('SA'))
    .addColumn('contact_person', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('client_addresses_client')
    .on('client_addresses')
    .columns(['business_id', 'client_id'])
    .execute();

  await business(id(db.schema.createTable('supplier_payments')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('purchase_id', 'integer', (c) => c.notNull().references('purchases.id'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('payment_means_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('employee_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer')
    .addUniqueConstraint('supplier_payments_number', ['business_id', 'number'])
    .execute();
  await db.schema
    .createIndex('supplier_payments_purchase')
    .on('supplier_payments')
    .columns(['business_id', 'purchase_id'])
    .execute();

  const businesses = await sql<{ id: number; updated_at: number }>`
    SELECT id, updated_at FROM businesses ORDER BY id`.execute(db);
  for (const b of businesses.rows)
    for (const [position, term] of STARTING_TERMS.entries())
      await sql`INSERT INTO payment_terms
          (business_id, uuid, name, days, end_of_month, position, created_at, updated_at)
        VALUES (${b.id}, ${randomUUID()}, ${term.name}, ${term.days}, ${term.end_of_month},
          ${position}, ${b.updated_at}, ${b.updated_at})`.execute(db);
}
