import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * The restaurant's counter: modifiers, order types and split payment (decision 0056).
 * - `modifier_groups`: a business's groups of choices («الحجم», «الإضافات», «بدون»): `required`
 *   0/1, `min_choices`/`max_choices` (max ≥ 1), `position` for the order at the POS; archived, not
 *   deleted (invoices keep the names they were sold with).
 * - `modifier_options`: a group's choices, `price_change` in halalas ≥ 0 (0: no change), English
 *   name optional ('').
 * - `modifier_group_targets`: which products and categories a group applies to (exactly one of
 *   `product_id`, `category_id` per row); a product gets its own groups and its category's.
 * - `invoice_line_modifiers`: the choices a line was sold with, names and price change as sold
 *   (halalas per unit), so "sales by modifier" and reprints never read today's catalogue.
 * - `invoice_lines.note`: the choices that do not fit in the line's name (UBL InvoiceLine Note).
 * - `invoices`: `order_type` 'dine_in' | 'takeaway' | 'delivery' (null: not given, every row before
 *   this migration), `order_table` (dine-in), `delivery_name`, `delivery_phone`,
 *   `delivery_address`, `delivery_reference` (the delivery app's order number), all '' when not
 *   given; `cash_tendered` halalas handed over in cash (null: not given).
 * - `invoice_payments`: the parts of an invoice paid by several means (one row per part, halalas,
 *   in the order given); an invoice paid by one means has none and is paid by its
 *   `payment_means_code` alone.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('modifier_groups'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_choices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_choices', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('modifier_groups_business')
    .on('modifier_groups')
    .column('business_id')
    .execute();

  await id(db.schema.createTable('modifier_options'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('modifier_groups.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_change', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('modifier_options_group')
    .on('modifier_options')
    .column('group_id')
    .execute();

  await id(db.schema.createTable('modifier_group_targets'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('modifier_groups.id'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .execute();
  await db.schema
    .createIndex('modifier_group_targets_product')
    .unique()
    .on('modifier_group_targets')
    .columns(['product_id', 'group_id'])
    .where(sql.ref('product_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('modifier_group_targets_category')
    .unique()
    .on('modifier_group_targets')
    .columns(['category_id', 'group_id'])
    .where(sql.ref('category_id'), 'is not', null)
    .execute();

  await id(db.schema.createTable('invoice_line_modifiers'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('option_id', 'integer', (c) => c.references('modifier_options.id'))
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('option_name', 'text', (c) => c.notNull())
    .addColumn('option_name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_change', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('invoice_line_modifiers_invoice')
    .on('invoice_line_modifiers')
    .columns(['invoice_id', 'line_no'])
    .execute();

  await db.schema
    .alterTable('invoice_lines')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema.alterTable('invoices').addColumn('order_type', 'varchar(10)').execute();
  for (const column of [
    'order_table',
    'delivery_name',
    'delivery_phone',
    'delivery_address',
    'delivery_reference',
  ]) {
    await db.schema
      .alterTable('invoices')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema.alterTable('invoices').addColumn('cash_tendered', 'integer').execute();

  await id(db.schema.createTable('invoice_payments'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('payment_means_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_payments_invoice')
    .on('invoice_payments')
    .column('invoice_id')
    .execute();
}
