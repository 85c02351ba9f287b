import type { Kysely } from 'kysely';

/**
 * An index of the audit log by action and time (decision 0064): `GET /metrics` reads the newest
 * `database.backup` record at every scrape (the age of the newest backup), which without it would
 * scan the whole log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_log_action_at')
    .on('audit_log')
    .columns(['action', 'at'])
    .execute();
}
