import type { DbOrTrx } from '../../db/types';

/**
 * The ZATCA queue as `GET /metrics` shows it (decision 0064): how many documents wait for ZATCA
 * (`status = 'pending'`, leased or not) and when the oldest of them was queued (UTC ms; null when
 * none waits). Reads `zatca_submissions` (owned by the zatca module) in its own SQL, as reports do.
 */
export async function zatcaQueueState(
  db: DbOrTrx,
): Promise<{ depth: number; oldestQueuedAt: number | null }> {
  const row = await db
    .selectFrom('zatca_submissions')
    .select((eb) => [eb.fn.countAll().as('depth'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const oldest = row?.oldest;
  return {
    depth: Number(row?.depth ?? 0),
    oldestQueuedAt: oldest === null || oldest === undefined ? null : Number(oldest),
  };
}

/** How many of the newest backup records are looked at for one that did not fail. */
const BACKUP_RECORDS_LOOKED_AT = 20;

/**
 * When the newest database backup that did not fail was taken (UTC ms), from the audit log: each
 * backup writes `database.backup` (entity = its name) as it starts and `database.backup_failed`
 * with the same name if it fails (decision 0020). Null when there is none among the newest 20.
 * Every instance reads the same answer, whichever instance wrote the backup.
 */
export async function newestBackupAt(db: DbOrTrx): Promise<number | null> {
  const started = await db
    .selectFrom('audit_log')
    .select(['at', 'entity_id'])
    .where('action', '=', 'database.backup')
    .orderBy('at', 'desc')
    .limit(BACKUP_RECORDS_LOOKED_AT)
    .execute();
  if (started.length === 0) return null;
  const failed = await db
    .selectFrom('audit_log')
    .select('entity_id')
    .where('action', '=', 'database.backup_failed')
    .where(
      'entity_id',
      'in',
      started.map((r) => r.entity_id),
    )
    .execute();
  const failedNames = new Set(failed.map((r) => r.entity_id));
  const newest = started.find((r) => !failedNames.has(r.entity_id));
  return newest ? Number(newest.at) : null;
}
