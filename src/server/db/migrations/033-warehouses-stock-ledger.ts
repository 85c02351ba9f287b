import { randomUUID } from 'node:crypto';
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/** The name of the warehouse every business starts with (decision 0067), as of this migration. */
const MAIN_WAREHOUSE_NAME = 'المستودع الرئيسي';

/**
 * Warehouses and one stock ledger (decision 0067).
 * - `warehouses`: a business's stores (name, address); the oldest live one (lowest id) is the
 *   business's default, where sales and purchases move stock until their documents name one.
 *   `deleted_at` UTC ms when removed. `warehouse_locations`: optional places inside one (zone,
 *   aisle, bay, bin; '' when not given).
 * - `stock_moves`: the ledger — every change of stock is a row: business, product, warehouse,
 *   `quantity` ± in whole pieces (the unit of products.quantity and invoice_lines.quantity),
 *   `unit_cost` halalas where known (a purchase item's price), `source` opening | purchase | sale |
 *   credit_note | transfer | count, `source_id` the document's row id (the product for opening,
 *   the purchase, the invoice or note, the transfer, the count), `at` UTC ms, `user_id`.
 * - `stock_counts` / `stock_count_lines`: a count sheet of a warehouse (all products or one
 *   category) with the expected quantities snapshotted, counted quantities entered, then posted.
 * - `stock_transfers` / `stock_transfer_lines`: moving pieces from one warehouse to another.
 * - `businesses.negative_stock`: allow | warn | refuse; existing businesses keep `allow`.
 * The ledger is written from today's data into each business's new default warehouse: the opening
 * quantities, the purchase items linked to a product and every invoice line naming one (a credit
 * note's quantities are stored negative, decision 0034, so −quantity returns them), so Σ ledger is
 * the former opening + received − sold of decision 0029, product by product.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const business = (t: CreateTableBuilder<string, never>) =>
    t.addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'));

  await db.schema
    .alterTable('businesses')
    .addColumn('negative_stock', 'varchar(10)', (c) => c.notNull().defaultTo('allow'))
    .execute();

  await business(id(db.schema.createTable('warehouses')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('warehouses_business')
    .on('warehouses')
    .column('business_id')
    .execute();

  await business(id(db.schema.createTable('warehouse_locations')))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('zone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('aisle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bay', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bin', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('warehouse_locations_warehouse')
    .on('warehouse_locations')
    .column('warehouse_id')
    .execute();

  await business(id(db.schema.createTable('stock_moves')))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_cost', 'integer')
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .execute();
  await db.schema
    .createIndex('stock_moves_product')
    .on('stock_moves')
    .columns(['business_id', 'product_id', 'warehouse_id', 'source', 'quantity'])
    .execute();
  await db.schema
    .createIndex('stock_moves_source')
    .on('stock_moves')
    .columns(['business_id', 'source', 'source_id'])
    .execute();
  await db.schema
    .createIndex('stock_moves_warehouse')
    .on('stock_moves')
    .columns(['warehouse_id', 'quantity'])
    .execute();

  await business(id(db.schema.createTable('stock_counts')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('category_id', 'integer')
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('posted_by', 'integer')
    .addColumn('posted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('stock_counts_business')
    .on('stock_counts')
    .column('business_id')
    .execute();
  await db.schema
    .createTable('stock_count_lines')
    .addColumn('count_id', 'integer', (c) => c.notNull().references('stock_counts.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('expected', 'integer', (c) => c.notNull())
    .addColumn('counted', 'integer')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('posted_difference', 'integer')
    .addPrimaryKeyConstraint('stock_count_lines_pk', ['count_id', 'product_id'])
    .execute();

  await business(id(db.schema.createTable('stock_transfers')))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('from_warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('to_warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_transfers_business')
    .on('stock_transfers')
    .column('business_id')
    .execute();
  await db.schema
    .createTable('stock_transfer_lines')
    .addColumn('transfer_id', 'integer', (c) => c.notNull().references('stock_transfers.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_transfer_lines_pk', ['transfer_id', 'product_id'])
    .execute();

  await backfill(db);
}

async function backfill(db: Kysely<unknown>): Promise<void> {
  const businesses = await sql<{ id: number; updated_at: number }>`
    SELECT id, updated_at FROM businesses ORDER BY id`.execute(db);
  for (const b of businesses.rows)
    await sql`INSERT INTO warehouses (business_id, uuid, name, address, created_at, updated_at)
      VALUES (${b.id}, ${randomUUID()}, ${MAIN_WAREHOUSE_NAME}, '', ${b.updated_at}, ${b.updated_at})`.execute(
      db,
    );
  await writeLedgerFromHistory(db);
}

/**
 * Writes the stock ledger from the documents as they stand, into each business's oldest
 * warehouse: an `opening` row per product with a quantity (source_id the product), a `purchase`
 * row per purchase item linked to a product (its price as unit cost, the purchase's creation
 * time and author), a `sale` or `credit_note` row per invoice line naming a product
 * (−quantity: a credit note's stored negative quantity comes back). Its Σ per product is the
 * opening + received − sold of decision 0029. Exported for the reconciliation test.
 */
export async function writeLedgerFromHistory(db: Kysely<unknown>): Promise<void> {
  const main = sql`(SELECT min(w.id) FROM warehouses w WHERE w.business_id = `;
  await sql`INSERT INTO stock_moves (business_id, product_id, warehouse_id, quantity, unit_cost, source, source_id, note, at, user_id)
    SELECT p.business_id, p.id, ${main} p.business_id), p.quantity, NULL, 'opening', p.id, '', p.created_at, NULL
    FROM products p WHERE p.quantity <> 0`.execute(db);
  await sql`INSERT INTO stock_moves (business_id, product_id, warehouse_id, quantity, unit_cost, source, source_id, note, at, user_id)
    SELECT pi.business_id, pi.product_id, ${main} pi.business_id), pi.quantity, pi.price, 'purchase', pi.purchase_id, '', pu.created_at, pu.created_by
    FROM purchase_items pi INNER JOIN purchases pu ON pu.id = pi.purchase_id
    WHERE pi.product_id IS NOT NULL AND pi.quantity <> 0`.execute(db);
  await sql`INSERT INTO stock_moves (business_id, product_id, warehouse_id, quantity, unit_cost, source, source_id, note, at, user_id)
    SELECT i.business_id, il.product_id, ${main} i.business_id), -il.quantity, NULL,
      CASE WHEN i.invoice_type_code = '381' THEN 'credit_note' ELSE 'sale' END, i.id, '', i.issued_at, i.user_id
    FROM invoice_lines il INNER JOIN invoices i ON i.id = il.invoice_id
    WHERE il.product_id IS NOT NULL AND il.quantity <> 0`.execute(db);
}
