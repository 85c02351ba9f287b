import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Held orders, splitting a bill, kitchen stations and the kitchen display (decision 0057).
 * - `kitchen_stations`: a business's kitchen stations (grill, oven, drinks), each with an optional
 *   ESC/POS printer (`printer_address` host[:port], '' none; `paper_width_mm` 80 | 58) and a
 *   `position` for the display; archived, not deleted.
 * - `kitchen_station_targets`: which products and categories a station cooks (exactly one of
 *   `product_id`, `category_id` per row). A product belongs to one station at most (unique), a
 *   category likewise; a product's own station wins over its category's.
 * - `held_orders`: an order sent to the kitchen and not yet paid (not an invoice). `number` counts
 *   per business and Riyadh business day from 1; `status` 'open' | 'paid' | 'cancelled';
 *   `business_day` the Riyadh date it was opened (YYYY-MM-DD: an open order past it is flagged);
 *   order type and delivery fields as on invoices; `version` goes up with every change.
 * - `held_order_lines`: what was ordered, append-only while the order is open (two tills adding
 *   at once each insert their own rows). `modifiers` the chosen option ids as JSON text ('[]');
 *   `quantity` whole units as invoice_lines; `round` the send (1 = the first, then 2, 3 … per addition);
 *   `station_id` the station it was sent to (null: no station); `ready_at` when the kitchen marked it
 *   ready; `invoice_id` the invoice that paid it (null: unpaid); `cancelled_at` a line taken off.
 * - `held_order_invoices`: the invoices a held order was paid with (one, or one per part of a
 *   split bill), with `part` 1..n.
 * - `invoice_lines.share_parts`, `share_quantity`: a line that is one of n equal shares of an
 *   ordered line of q units (a bill split into equal parts; quantity 1 at the share's price) has n
 *   and q here; null on every other line. Sales by product count it as q/n of the product.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('kitchen_stations'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('printer_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('paper_width_mm', 'integer', (c) => c.notNull().defaultTo(80))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kitchen_stations_business')
    .on('kitchen_stations')
    .column('business_id')
    .execute();

  await id(db.schema.createTable('kitchen_station_targets'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('station_id', 'integer', (c) => c.notNull().references('kitchen_stations.id'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .execute();
  await db.schema
    .createIndex('kitchen_station_targets_product')
    .unique()
    .on('kitchen_station_targets')
    .column('product_id')
    .where(sql.ref('product_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('kitchen_station_targets_category')
    .unique()
    .on('kitchen_station_targets')
    .column('category_id')
    .where(sql.ref('category_id'), 'is not', null)
    .execute();

  await id(db.schema.createTable('held_orders'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('business_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('order_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('order_table', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('till_id', 'integer', (c) => c.references('tills.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('held_orders_number')
    .unique()
    .on('held_orders')
    .columns(['business_id', 'business_day', 'number'])
    .execute();
  await db.schema
    .createIndex('held_orders_status')
    .on('held_orders')
    .columns(['business_id', 'status'])
    .execute();

  await id(db.schema.createTable('held_order_lines'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('held_order_id', 'integer', (c) => c.notNull().references('held_orders.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('modifiers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('kitchen_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('station_id', 'integer', (c) => c.references('kitchen_stations.id'))
    .addColumn('added_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addColumn('ready_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .execute();
  await db.schema
    .createIndex('held_order_lines_order')
    .on('held_order_lines')
    .column('held_order_id')
    .execute();

  await id(db.schema.createTable('held_order_invoices'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('held_order_id', 'integer', (c) => c.notNull().references('held_orders.id'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('part', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('held_order_invoices_order')
    .on('held_order_invoices')
    .column('held_order_id')
    .execute();

  await db.schema.alterTable('invoice_lines').addColumn('share_parts', 'integer').execute();
  await db.schema.alterTable('invoice_lines').addColumn('share_quantity', 'integer').execute();
}
