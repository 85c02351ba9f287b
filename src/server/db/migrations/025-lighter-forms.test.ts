// Upgrading to migration 025 (decision 0051): businesses that already share a name migrate
// without failing — the oldest keeps it, the others are numbered — and the unique name key holds
// afterwards; existing products have no cost price.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBusinesses } from '../../modules/businesses/seed';
import type { Connection } from '../connect';
import { migrateTo, migrateToLatest } from '../migrate';
import { openScratchDatabase } from '../../testing/scratch-database';

let conn: Connection;
let cleanup: () => Promise<void>;

/** A database at migration 023 with three businesses, two named «مقهى نجد» (one spaced oddly). */
beforeAll(async () => {
  const scratch = await openScratchDatabase('mig25');
  conn = scratch.conn;
  cleanup = scratch.cleanup;
  const schema = scratch.schema;
  await migrateTo(conn.db, conn.dialect, '023-vat-categories', schema);
  const b = defaultBusinesses(0)[0]!;
  const names: Array<[number, string]> = [
    [30, 'مقهى نجد'],
    [31, 'مطعم'],
    [32, ' مقهي  نجد'],
  ];
  for (const [id, name] of names)
    await sql`insert into businesses (id, key, name_ar, name_en, vat_number, cr_number, street,
      building_number, district, city, postal_code, country, logo, payment_means, image_folder,
      updated_at) values (${id}, ${`b${id}`}, ${name}, ${b.name_en}, ${b.vat_number},
      ${b.cr_number}, ${b.street}, ${b.building_number}, ${b.district}, ${b.city},
      ${b.postal_code}, ${b.country}, ${b.logo}, ${b.payment_means}, ${`b${id}`},
      ${b.updated_at})`.execute(conn.db);
  await migrateToLatest(conn.db, conn.dialect, schema);
});
afterAll(async () => cleanup());

describe('migration 025-lighter-forms', () => {
  it('numbers the later holders of a shared name and keys every business', async () => {
    const rows = await conn.db
      .selectFrom('businesses')
      .select(['id', 'name_ar', 'name_key'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 30, name_ar: 'مقهى نجد', name_key: 'مقهي نجد' },
      { id: 31, name_ar: 'مطعم', name_key: 'مطعم' },
      { id: 32, name_ar: ' مقهي  نجد (2)', name_key: 'مقهي نجد (2)' },
    ]);
  });

  it('the database refuses a second business with the same name key', async () => {
    await expect(
      sql`update businesses set name_key = 'مطعم' where id = 30`.execute(conn.db),
    ).rejects.toThrow();
  });
});
