import { type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Purchase orders, goods receipts (receive orders), lots and expiry on the ledger (decision 0070).
 * - `purchase_orders`: a business's order to a supplier — `number` per business, `status` draft |
 *   sent | partly_received | received | closed | cancelled, `warehouse_id` where it is expected,
 *   `expected_date` Riyadh 'YYYY-MM-DD' or null, `sale_order_id` a sale order it serves — a plain
 *   nullable integer WITHOUT a foreign key (the sale orders table is made by another migration),
 *   `address_id` the delivery address (nullable integer, no foreign key), note, instants UTC ms.
 * - `purchase_order_lines`: product, quantity (whole pieces > 0), `unit_cost` halalas per piece
 *   VAT-exclusive, `vat_category` S | Z | E | O.
 * - `goods_receipts`: a receive order of one purchase order into one warehouse — `number` per
 *   business, note, description, signature (optional text), `received_at` UTC ms.
 * - `goods_receipt_lines`: the order line received, product, quantity, serial_number, lot_number,
 *   `expiry_date` Riyadh 'YYYY-MM-DD', `location_id` (a warehouse_locations id) or zone/aisle/bay/
 *   bin text, comments.
 * - `stock_moves.lot_number`, `.serial_number`, `.expiry_date`: nullable; existing rows null.
 * - `purchases.purchase_order_id`: the order a supplier's invoice bills (nullable).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const business = (t: CreateTableBuilder<string, never>) =>
    t.addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'));

  await business(id(db.schema.createTable('purchase_orders')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('expected_date', 'varchar(10)')
    .addColumn('sale_order_id', 'integer')
    .addColumn('address_id', 'integer')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addUniqueConstraint('purchase_orders_number', ['business_id', 'number'])
    .execute();

  await business(id(db.schema.createTable('purchase_order_lines')))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('purchase_orders.id'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_cost', 'integer', (c) => c.notNull())
    .addColumn('vat_category', 'varchar(1)', (c) => c.notNull().defaultTo('S'))
    .execute();
  await db.schema
    .createIndex('purchase_order_lines_order')
    .on('purchase_order_lines')
    .column('order_id')
    .execute();

  await business(id(db.schema.createTable('goods_receipts')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('purchase_orders.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signature', 'text')
    .addColumn('received_by', 'integer')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('goods_receipts_number', ['business_id', 'number'])
    .execute();
  await db.schema
    .createIndex('goods_receipts_order')
    .on('goods_receipts')
    .column('order_id')
    .execute();

  await business(id(db.schema.createTable('goods_receipt_lines')))
    .addColumn('receipt_id', 'integer', (c) => c.notNull().references('goods_receipts.id'))
    .addColumn('order_line_id', 'integer', (c) =>
      c.notNull().references('purchase_order_lines.id'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('serial_number', 'text')
    .addColumn('lot_number', 'text')
    .addColumn('expiry_date', 'varchar(10)')
    .addColumn('location_id', 'integer', (c) => c.references('warehouse_locations.id'))
    .addColumn('zone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('aisle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bay', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('goods_receipt_lines_receipt')
    .on('goods_receipt_lines')
    .column('receipt_id')
    .execute();
  await db.schema
    .createIndex('goods_receipt_lines_order_line')
    .on('goods_receipt_lines')
    .column('order_line_id')
    .execute();

  await db.schema.alterTable('stock_moves').addColumn('lot_number', 'text').execute();
  await db.schema.alterTable('stock_moves').addColumn('serial_number', 'text').execute();
  await db.schema.alterTable('stock_moves').addColumn('expiry_date', 'varchar(10)').execute();
  await db.schema
    .createIndex('stock_moves_lot')
    .on('stock_moves')
    .columns(['business_id', 'product_id', 'lot_number'])
    .execute();
  await db.schema
    .alterTable('purchases')
    .addColumn('purchase_order_id', 'integer', (c) => c.references('purchase_orders.id'))
    .execute();
}
