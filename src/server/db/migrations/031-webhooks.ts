import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Webhooks (decision 0059).
 * - `webhook_endpoints`: a business's HTTPS receivers. `uuid` names one in the API; `events` the
 *   subscribed event types as JSON text (`["invoice.issued"]`); `secret` the signing secret
 *   (`whsec_…`); `allow_private` 1 lets the URL point at a private address (and be http);
 *   `active` 0 pauses new deliveries; `created_by` the administrator whose signed links the
 *   bodies carry; `deleted_at` set when removed (rows stay for the deliveries that name them).
 * - `webhook_events`: the outbox, written in the same transaction as what happened. `uuid` is the
 *   event id receivers deduplicate on; `subject` the invoice/receipt/purchase UUID or shift id the
 *   event is about (deliveries of one subject go in order); `data` the body's `data` as JSON text.
 * - `webhook_deliveries`: one row per event and endpoint. `status` 'pending' | 'delivered' |
 *   'failed'; `attempts` counts claims (the fencing token of a lease); `next_attempt_at` and
 *   `lease_until` as the ZATCA queue's; `last_status` the last HTTP status (null: no answer) and
 *   `last_error` why the last attempt failed ('' none).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('webhook_endpoints'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('allow_private', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('webhook_endpoints_business')
    .on('webhook_endpoints')
    .column('business_id')
    .execute();

  await id(db.schema.createTable('webhook_events'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('subject', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('webhook_deliveries'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('webhook_events.id'))
    .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id'))
    .addColumn('subject', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_attempt_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_subject')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'subject', 'id'])
    .execute();
}
