import { type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Sale orders, delivery notes and the link of invoices to delivered pieces (decision 0069).
 * - `sale_orders`: a business's order from a client — `number` per business, `state` draft |
 *   confirmed | partly_delivered | delivered | invoiced | cancelled, address and payment term
 *   (defaulted from the client), `date`/`due_date` Riyadh 'YYYY-MM-DD', `quotation_id` the
 *   quotation it was made from, totals in halalas (computed, never taken from the client).
 * - `sale_order_lines`: product, quantity (whole pieces > 0), `unit_price` halalas per piece
 *   VAT-inclusive as quotations price, `discount` percent, VAT category/percent/reason, and the
 *   computed `vat_amount`/`line_total` halalas.
 * - `delivery_notes`: a delivery of part or all of a confirmed order from one warehouse — `number`
 *   per business, note, `signature_key` the file-store key of the receiver's drawn PNG.
 * - `delivery_note_lines`: the order line delivered, product, quantity.
 * - `delivery_invoice_lines`: which invoice billed how many pieces of which delivered line, so
 *   delivered-and-not-yet-invoiced is Σ delivered − Σ linked, exactly.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const business = (t: CreateTableBuilder<string, never>) =>
    t.addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'));

  await business(id(db.schema.createTable('sale_orders')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('address_id', 'integer', (c) => c.references('client_addresses.id'))
    .addColumn('payment_term_id', 'integer', (c) => c.references('payment_terms.id'))
    .addColumn('quotation_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('reference_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)')
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency_id', 'varchar(3)', (c) => c.notNull().defaultTo('SAR'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tax_exclusive_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_inclusive_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sale_orders_number', ['business_id', 'number'])
    .execute();

  await business(id(db.schema.createTable('sale_order_lines')))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('sale_orders.id'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vat_category', 'varchar(1)', (c) => c.notNull().defaultTo('S'))
    .addColumn('vat_percent', 'integer', (c) => c.notNull().defaultTo(15))
    .addColumn('vat_exemption_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vat_amount', 'integer', (c) => c.notNull())
    .addColumn('line_total', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sale_order_lines_order')
    .on('sale_order_lines')
    .column('order_id')
    .execute();

  await business(id(db.schema.createTable('delivery_notes')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('sale_order_id', 'integer', (c) => c.notNull().references('sale_orders.id'))
    .addColumn('address_id', 'integer', (c) => c.references('client_addresses.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signature_key', 'text')
    .addColumn('delivered_by', 'integer')
    .addColumn('delivered_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('delivery_notes_number', ['business_id', 'number'])
    .execute();
  await db.schema
    .createIndex('delivery_notes_order')
    .on('delivery_notes')
    .column('sale_order_id')
    .execute();

  await business(id(db.schema.createTable('delivery_note_lines')))
    .addColumn('note_id', 'integer', (c) => c.notNull().references('delivery_notes.id'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('sale_order_lines.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_note_lines_note')
    .on('delivery_note_lines')
    .column('note_id')
    .execute();
  await db.schema
    .createIndex('delivery_note_lines_order_line')
    .on('delivery_note_lines')
    .column('order_line_id')
    .execute();

  await business(id(db.schema.createTable('delivery_invoice_lines')))
    .addColumn('delivery_line_id', 'integer', (c) =>
      c.notNull().references('delivery_note_lines.id'),
    )
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('invoice_line_no', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_invoice_lines_line')
    .on('delivery_invoice_lines')
    .column('delivery_line_id')
    .execute();
}
