import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Sign-in limits shared by every instance: one row per failed (or
 * in-flight) sign-in, counted per (address, username) and per address in a sliding window and
 * purged once out of it; plus an index to purge ended sessions.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await (
    dialect === 'postgres'
      ? db.schema.createTable('login_attempts').addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema
          .createTable('login_attempts')
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    // the username's comparison key (normalized, lower case): up to 64 typed characters, longer
    // after NFKC, hence text
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_address_at')
    .on('login_attempts')
    .columns(['address', 'at'])
    .execute();
  await db.schema.createIndex('login_attempts_at').on('login_attempts').column('at').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
}
