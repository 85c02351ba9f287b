import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../types';

/** Adds the auto-increment integer primary key `id`, spelled for each dialect. */
function withId<T extends string>(t: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * The foundation schema: businesses, users, sessions, audit log, catalogue, tax invoices.
 * Money = bigint halalas, instants = bigint UTC ms.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('businesses')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name_ar', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('vat_number', 'varchar(15)', (c) => c.notNull())
    .addColumn('cr_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('street', 'varchar(200)', (c) => c.notNull())
    .addColumn('building_number', 'varchar(10)', (c) => c.notNull())
    .addColumn('district', 'varchar(200)', (c) => c.notNull())
    .addColumn('city', 'varchar(200)', (c) => c.notNull())
    .addColumn('postal_code', 'varchar(10)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('logo', 'varchar(200)')
    .addColumn('payment_means', 'varchar(50)', (c) => c.notNull())
    .addColumn('image_folder', 'varchar(50)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('users'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('role', 'varchar(32)', (c) => c.notNull())
    .addColumn('vat', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withId(db.schema.createTable('audit_log'), dialect)
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('business_id', 'integer')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('categories'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('categories_business')
    .on('categories')
    .column('business_id')
    .execute();

  await withId(db.schema.createTable('products'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('size', 'varchar(40)', (c) => c.notNull())
    .addColumn('size_ar', 'varchar(40)', (c) => c.notNull())
    .addColumn('image', 'varchar(200)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('pricedv', 'bigint')
    .addColumn('pricex', 'bigint')
    .addColumn('calories', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('products_business_category')
    .on('products')
    .columns(['business_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('business_id', 'integer', (c) => c.primaryKey().references('businesses.id'))
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addColumn('last_order_reference', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('invoices'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('issue_time', 'varchar(8)', (c) => c.notNull())
    .addColumn('invoice_type_code', 'varchar(3)', (c) => c.notNull())
    .addColumn('profile_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('payment_means_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('order_reference_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)')
    .addColumn('employee_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('customer_registration_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('customer_city_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('customer_vat', 'varchar(20)', (c) => c.notNull())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('allowance_total_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_exclusive_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_inclusive_amount', 'bigint', (c) => c.notNull())
    .addColumn('qr', 'text', (c) => c.notNull())
    .addColumn('image_path', 'varchar(300)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('invoices_business_number', ['business_id', 'number'])
    .addUniqueConstraint('invoices_business_order_ref', ['business_id', 'order_reference_id'])
    .execute();
  await db.schema
    .createIndex('invoices_business_issued')
    .on('invoices')
    .columns(['business_id', 'issued_at'])
    .execute();

  await withId(db.schema.createTable('invoice_lines'), dialect)
    .addColumn('invoice_id', 'integer', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('item_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('gross_amount', 'bigint', (c) => c.notNull())
    .addColumn('amount_discount', 'bigint', (c) => c.notNull())
    .addColumn('line_extension_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount', 'bigint', (c) => c.notNull())
    .addColumn('rounding_amount', 'bigint', (c) => c.notNull())
    .addColumn('unit_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('tax_percent', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_lines_invoice')
    .on('invoice_lines')
    .column('invoice_id')
    .execute();
}
