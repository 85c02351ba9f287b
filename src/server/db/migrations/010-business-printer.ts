import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Receipt printing (decision 0028): each business may name the thermal printer at its
 * till. `printer_address` is `host` or `host:port` (null = no printer: the web prints through the
 * browser); `paper_width_mm` is 80 (576 dots) or 58 (384 dots). Existing businesses get no printer
 * and 80 mm paper.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('businesses').addColumn('printer_address', 'varchar(300)').execute();
  await db.schema
    .alterTable('businesses')
    .addColumn('paper_width_mm', 'integer', (c) => c.notNull().defaultTo(80))
    .execute();
}
