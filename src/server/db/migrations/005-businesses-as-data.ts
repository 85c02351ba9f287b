import { sql, type Kysely } from 'kysely';
import { legacyDefaultBusinesses } from '../../../domain/memberships';
import { normalizeRole } from '../../../domain/permissions';
import type { Dialect } from '../types';

/**
 * Businesses as data (decision 0014): `businesses.kind` ('trading' |
 * 'restaurant') and `active`, a unique product image folder, and `memberships (user, business,
 * role)`. Existing users get exactly the legacy default memberships, so every user opens the same
 * businesses as before the upgrade.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('businesses')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('trading'))
    .execute();
  await db.schema
    .alterTable('businesses')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The kind of an existing business follows from what only a restaurant offered: the delivery
  // apps (42) among its payment means — the seeded mengusha; kebrit stays trading.
  await sql`update businesses set kind = 'restaurant' where payment_means like '%42%'`.execute(db);
  await db.schema
    .createIndex('businesses_image_folder')
    .on('businesses')
    .column('image_folder')
    .unique()
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('role', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('memberships_pkey', ['user_id', 'business_id'])
    .execute();
  await db.schema
    .createIndex('memberships_business')
    .on('memberships')
    .column('business_id')
    .execute();

  await backfill(db);
}

/** Every existing user joins the businesses the legacy rule gives their role. */
async function backfill(db: Kysely<unknown>): Promise<void> {
  const businesses = (
    await sql<{ id: number; kind: string; active: number }>`
      select id, kind, active from businesses order by id`.execute(db)
  ).rows.map((b) => ({
    id: b.id,
    kind: b.kind as 'trading' | 'restaurant',
    active: b.active === 1,
  }));
  const users = (await sql<{ id: number; role: string }>`select id, role from users`.execute(db))
    .rows;
  const now = Date.now();
  for (const user of users) {
    for (const b of legacyDefaultBusinesses(user.role, businesses)) {
      await sql`insert into memberships (user_id, business_id, role, created_at)
        values (${user.id}, ${b.id}, ${normalizeRole(user.role)}, ${now})`.execute(db);
    }
  }
}
