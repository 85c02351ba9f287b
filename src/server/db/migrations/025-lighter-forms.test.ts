// Upgrading to migration 025 (decision 0051): businesses that already share a name migrate
// without failing — the oldest keeps it, the others are numbered — and the unique name key holds
// afterwards; existing products have no cost price.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBusinesses } from '../../modules/businesses/seed';
import { connect, type Connection } from '../connect';
import { migrateTo, migrateToLatest } from '../migrate';

let conn: Connection;
let cleanup: () => Promise<void>;

/** A database at migration 023 with three businesses, two named «مقهى نجد» (one spaced oddly). */
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-mig25-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? `m_${randomBytes(6).toString('hex')}` : undefined;
  const admin = async (q: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(q);
    await client.end();
  };
  if (schema) await admin(`CREATE SCHEMA ${schema}`);
  conn = connect({ databaseUrl: pgUrl, sqlitePath: path.join(dir, 'old.db'), schema });
  cleanup = async () => {
    await conn.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    if (schema) await admin(`DROP SCHEMA ${schema} CASCADE`);
  };
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
