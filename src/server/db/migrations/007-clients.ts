import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../types';

/** Text columns of a client (legacy app: "Client"), all NOT NULL, '' when not given. */
const TEXT_COLUMNS: Array<[string, number]> = [
  ['registration_name', 200],
  ['vat', 15],
  ['crn', 10],
  ['street_name', 200],
  ['additional_street_name', 200],
  ['building_number', 4],
  ['plot_identification', 50],
  ['city_name', 100],
  ['postal_zone', 5],
  ['country_subentity', 100],
  ['city_subdivision_name', 100],
  ['country', 2],
  ['phone', 20],
  ['email', 200],
  ['contact_person', 200],
  ['person_phone', 20],
];

/**
 * Clients (customers) per business: one VAT number once per business; invoices
 * point at the client they were issued to (`invoices.client_id`, the buyer itself is copied onto
 * the invoice as issued, migration 006).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  let t: CreateTableBuilder<'clients', string> = db.schema.createTable('clients');
  t =
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  t = t
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'));
  for (const [name, size] of TEXT_COLUMNS)
    t = t.addColumn(name, `varchar(${size})`, (c) => c.notNull());
  await t
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('clients_business_vat', ['business_id', 'vat'])
    .execute();

  await db.schema
    .alterTable('invoices')
    .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
    .execute();
  await db.schema
    .createIndex('invoices_business_client')
    .on('invoices')
    .columns(['business_id', 'client_id'])
    .execute();
}
