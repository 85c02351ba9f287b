import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * `scheduled_runs`: one row per run of a scheduled job (`job`, e.g. 'database-backup') and the
 * time it was scheduled for (`slot`, UTC ms, whole minutes). Several Sanad instances on one
 * database all wake at the scheduled minute; the one whose insert lands runs the job, the others
 * see the row and stay idle (decision 0061). `claimed_at` UTC ms.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('scheduled_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('slot', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('scheduled_runs_pk', ['job', 'slot'])
    .execute();
}
