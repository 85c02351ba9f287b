import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Suppliers, purchases and their items, and what stock needs (decision 0029).
 *
 * - `suppliers`: per business (ID, UUID, name, address, vatid; vatid '' when not
 *   given).
 * - `purchases`: a supplier's invoice as received — `total` in halalas, VAT-inclusive, with its
 *   VAT-exclusive part and VAT derived once by the sales rule (src/domain/vat.ts
 *   `purchaseVatSplit`) and stored; `date` in Unix seconds; the receipt file's
 *   generated name (`image_path`, under DATA_DIR/{key}/purchases) and its thumbnail's.
 * - `purchase_items`: ItemName, Price (unit, halalas VAT-inclusive), InvoicedQuantity,
 *   RoundingAmount (line total, halalas); `product_id` links a product of the same business —
 *   its received quantity then adds to that product's stock; the business is repeated on the item
 *   so that stock sums per product read one index.
 * - `products.low_stock_threshold`: remaining ≤ it is "low" (default 0). The opening quantity is
 *   the product's existing `quantity` (legacy app: "quantity (stock)").
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('suppliers'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('vatid', 'varchar(15)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('suppliers_business_name')
    .on('suppliers')
    .columns(['business_id', 'name'])
    .execute();

  await id(db.schema.createTable('purchases'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('tax_exclusive_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount', 'bigint', (c) => c.notNull())
    .addColumn('date', 'bigint', (c) => c.notNull())
    .addColumn('image_path', 'varchar(64)')
    .addColumn('image_type', 'varchar(32)')
    .addColumn('thumb_path', 'varchar(64)')
    .addColumn('employee_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('purchases_business_date')
    .on('purchases')
    .columns(['business_id', 'date'])
    .execute();
  await db.schema
    .createIndex('purchases_business_supplier')
    .on('purchases')
    .columns(['business_id', 'supplier_id'])
    .execute();
  await db.schema
    .createIndex('purchases_business_image')
    .on('purchases')
    .columns(['business_id', 'image_path'])
    .execute();

  await id(db.schema.createTable('purchase_items'))
    .addColumn('purchase_id', 'integer', (c) =>
      c.notNull().references('purchases.id').onDelete('cascade'),
    )
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('item_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('rounding_amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('purchase_items_purchase')
    .on('purchase_items')
    .column('purchase_id')
    .execute();
  await db.schema
    .createIndex('purchase_items_business_product')
    .on('purchase_items')
    .columns(['business_id', 'product_id'])
    .execute();

  await db.schema
    .alterTable('products')
    .addColumn('low_stock_threshold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Stock sums sold quantities per product: invoice lines by product (001 indexes only invoice_id).
  await db.schema
    .createIndex('invoice_lines_by_product')
    .on('invoice_lines')
    .column('product_id')
    .execute();
}
