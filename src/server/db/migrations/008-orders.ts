import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Quotations (orders, عروض الأسعار). An order belongs to a business and a client
 * (set null if the client is deleted later: the order keeps the customer as quoted), takes its
 * OrderReferenceID from the business's invoice counter (unique per business, shared with POS
 * sales), is `pending`, `approved` (then `invoice_id` names its one invoice) or `deleted`.
 * Amounts in halalas as invoices. A line keeps its item name when its product is deleted later
 * (possible once no pending order names it: product_in_use).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = (t: ReturnType<typeof db.schema.createTable>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('orders'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('order_reference_id', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('customer_registration_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('customer_city_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('customer_city_subdivision_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('customer_vat', 'varchar(15)', (c) => c.notNull())
    .addColumn('payment_means_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('allowance_total_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_exclusive_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_inclusive_amount', 'bigint', (c) => c.notNull())
    .addColumn('prepaid_amount', 'bigint', (c) => c.notNull())
    .addColumn('employee_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('orders_business_order_ref', ['business_id', 'order_reference_id'])
    .execute();
  await db.schema
    .createIndex('orders_business_state')
    .on('orders')
    .columns(['business_id', 'state'])
    .execute();
  await db.schema.createIndex('orders_client').on('orders').column('client_id').execute();

  await id(db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('item_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('negotiated', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
  await db.schema
    .createIndex('order_lines_product')
    .on('order_lines')
    .column('product_id')
    .execute();
}
