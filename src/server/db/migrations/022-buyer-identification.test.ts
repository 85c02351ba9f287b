// Upgrading to migration 022 (decision 0045): clients saved before keep their address exactly as
// stored — a city saved with the old default stays — and get no other buyer ID ('').
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBusinesses } from '../../modules/businesses/seed';
import type { Connection } from '../connect';
import { migrateTo, migrateToLatest } from '../migrate';
import { openScratchDatabase } from '../../testing/scratch-database';

let conn: Connection;
let cleanup: () => Promise<void>;

/** A database at migration 020 with one client, then migrated to the latest. */
beforeAll(async () => {
  const scratch = await openScratchDatabase('mig22');
  conn = scratch.conn;
  cleanup = scratch.cleanup;
  const schema = scratch.schema;
  await migrateTo(conn.db, conn.dialect, '020-invoice-page-indexes', schema);
  const b = defaultBusinesses(0)[0]!;
  await sql`insert into businesses (id, key, name_ar, name_en, vat_number, cr_number, street,
    building_number, district, city, postal_code, country, logo, payment_means, image_folder,
    updated_at) values (${b.id}, ${b.key}, ${b.name_ar}, ${b.name_en}, ${b.vat_number},
    ${b.cr_number}, ${b.street}, ${b.building_number}, ${b.district}, ${b.city},
    ${b.postal_code}, ${b.country}, ${b.logo}, ${b.payment_means}, ${b.image_folder},
    ${b.updated_at})`.execute(conn.db);
  await sql`insert into clients (uuid, business_id, registration_name, vat, crn, street_name,
    additional_street_name, building_number, plot_identification, city_name, postal_zone,
    country_subentity, city_subdivision_name, country, phone, email, contact_person, person_phone,
    created_at, updated_at) values ('00000000-0000-4000-8000-0000000000c1', ${b.id},
    'مؤسسة قديمة', '310122393500003', '4030123456', '', '', '', '', 'جدة', '',
    'منطقة مكة المكرمة', '', 'SA', '', '', '', '', 0, 0)`.execute(conn.db);
  await migrateToLatest(conn.db, conn.dialect, schema);
});
afterAll(async () => cleanup());

describe('migration 022-buyer-identification', () => {
  it('keeps an existing client as stored and gives it no other buyer ID', async () => {
    const row = await conn.db
      .selectFrom('clients')
      .select([
        'city_name',
        'country_subentity',
        'crn',
        'party_identification_scheme',
        'party_identification',
      ])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      city_name: 'جدة',
      country_subentity: 'منطقة مكة المكرمة',
      crn: '4030123456',
      party_identification_scheme: '',
      party_identification: '',
    });
  });
});
