import { sql, type Kysely } from 'kysely';
import { businessNameKey, dedupeBusinessNames } from '../../../domain/business-name';
import type { Dialect } from '../types';

/**
 * Lighter forms and unique business names (decision 0051).
 * - `products.cost_price`: what the business pays for one unit, integer halalas, null = not known
 *   (the gross-profit report counts only products with a cost). The optional product and category
 *   texts (English name, descriptions, image) stay NOT NULL columns: '' is "not given".
 * - `businesses.name_key`: the comparison key of the Arabic name (businessNameKey), unique. Existing
 *   businesses whose names share a key keep the oldest (lowest id) as it is; each later one gets
 *   « (2)», « (3)»… appended to its Arabic name, so the upgrade never fails on existing data.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('products').addColumn('cost_price', 'integer').execute();
  await db.schema.alterTable('businesses').addColumn('name_key', 'text').execute();
  const rows = await sql<{
    id: number;
    name_ar: string;
  }>`select id, name_ar from businesses order by id`.execute(db);
  const list = rows.rows.map((r) => ({ id: Number(r.id), name: r.name_ar }));
  const renamed = dedupeBusinessNames(list.map((r) => r.name));
  for (const [i, { id, name }] of list.entries()) {
    const finalName = renamed.get(i) ?? name;
    await sql`update businesses set name_ar = ${finalName}, name_key = ${businessNameKey(finalName)}
      where id = ${id}`.execute(db);
  }
  await db.schema
    .createIndex('businesses_name_key_unique')
    .on('businesses')
    .column('name_key')
    .unique()
    .execute();
}
