// Upgrading a database of the two fixed businesses: kinds and the legacy memberships.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBusinesses } from '../../modules/businesses/seed';
import type { Connection } from '../connect';
import { migrateTo, migrateToLatest } from '../migrate';
import { openScratchDatabase } from '../../testing/scratch-database';

let conn: Connection;
let cleanup: () => Promise<void>;

/** A fresh database (SQLite file or PostgreSQL schema) migrated only to 001-initial. */
beforeAll(async () => {
  const scratch = await openScratchDatabase('mig');
  conn = scratch.conn;
  cleanup = scratch.cleanup;
  const schema = scratch.schema;
  await migrateTo(conn.db, conn.dialect, '001-initial', schema);
  // The two businesses as the old code seeded them (no kind, no active).
  for (const { kind: _k, active: _a, ...b } of defaultBusinesses(0))
    await sql`insert into businesses (id, key, name_ar, name_en, vat_number, cr_number, street,
      building_number, district, city, postal_code, country, logo, payment_means, image_folder,
      updated_at) values (${b.id}, ${b.key}, ${b.name_ar}, ${b.name_en}, ${b.vat_number},
      ${b.cr_number}, ${b.street}, ${b.building_number}, ${b.district}, ${b.city},
      ${b.postal_code}, ${b.country}, ${b.logo}, ${b.payment_means}, ${b.image_folder},
      ${b.updated_at})`.execute(conn.db);
  const roles = ['admin', 'manager', 'manger', 'casher', 'cashier', 'sales', 'user', 'boss'];
  for (const [i, role] of roles.entries())
    await sql`insert into users (uuid, username, email, password_hash, role, vat, created_at)
      values (${`00000000-0000-4000-8000-00000000000${i}`}, ${role}, '', 'x', ${role}, '', 0)`.execute(
      conn.db,
    );
  await migrateToLatest(conn.db, conn.dialect, schema);
});
afterAll(async () => cleanup());

describe('migration 005-businesses-as-data', () => {
  it('makes kebrit a trading business and mengusha a restaurant, both active', async () => {
    const rows = await conn.db
      .selectFrom('businesses')
      .select(['id', 'key', 'kind', 'active'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 4, key: 'kebrit', kind: 'trading', active: 1 },
      { id: 17, key: 'mengusha', kind: 'restaurant', active: 1 },
    ]);
  });

  it('gives every user exactly the businesses the old fixed table gave their role', async () => {
    const rows = await conn.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .innerJoin('businesses', 'businesses.id', 'memberships.business_id')
      .select(['users.username', 'businesses.key', 'memberships.role'])
      .orderBy('users.username')
      .orderBy('businesses.id')
      .execute();
    const by = (u: string) => rows.filter((r) => r.username === u).map((r) => `${r.key}:${r.role}`);
    expect(by('admin')).toEqual([]);
    expect(by('manager')).toEqual(['kebrit:manager', 'mengusha:manager']);
    expect(by('manger')).toEqual(['kebrit:manager', 'mengusha:manager']);
    expect(by('casher')).toEqual(['mengusha:casher']);
    expect(by('cashier')).toEqual(['mengusha:casher']);
    expect(by('sales')).toEqual(['kebrit:sales']);
    expect(by('user')).toEqual(['kebrit:user', 'mengusha:user']);
    expect(by('boss')).toEqual(['kebrit:user', 'mengusha:user']);
  });

  it('refuses a second membership of one user in one business', async () => {
    const user = await conn.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'sales')
      .executeTakeFirstOrThrow();
    await expect(
      conn.db
        .insertInto('memberships')
        .values({ user_id: user.id, business_id: 4, role: 'manager', created_at: 0 })
        .execute(),
    ).rejects.toThrow();
  });
});
