import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * API tokens for machines (decision 0058).
 * - `users.kind`: 'person' (signs in) | 'token' (the machine user of one API token: never signs
 *   in, not listed with the users; its memberships are the token's businesses).
 * - `api_tokens`: one row per token. `user_id` its machine user; `name` as the administrator gave
 *   it; `prefix` the first characters of the secret, kept to recognise it; `token_hash` SHA-256 hex
 *   of the whole secret (unique; the secret itself is never stored); `actions` the granted
 *   permissions as a JSON array of action names; `rate_limit` requests per minute (null: the
 *   install's API_TOKEN_RATE_LIMIT); `created_by` the administrator's user id; `expires_at`,
 *   `revoked_at`, `last_used_at` UTC ms or null; `window_start` (UTC ms, a whole minute) and
 *   `window_count` the fixed one-minute window of the rate limit.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('person'))
    .execute();

  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('api_tokens'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('actions', 'text', (c) => c.notNull())
    .addColumn('rate_limit', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('last_used_at', 'bigint')
    .addColumn('window_start', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('window_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
