import { sql, type Kysely } from 'kysely';

/**
 * A product's barcode or SKU (decision 0048): the code a keyboard-wedge scanner types at the
 * point of sale. Optional ('' = none); within one business a code names one product, so a scan
 * is never ambiguous: a partial unique index over the rows that have one (SQLite and PostgreSQL
 * both support `CREATE UNIQUE INDEX … WHERE`). Products of two businesses may share a code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('barcode', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('products_business_barcode')
    .unique()
    .on('products')
    .columns(['business_id', 'barcode'])
    .where(sql.ref('barcode'), '<>', '')
    .execute();
}
