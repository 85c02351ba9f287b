import type { DbOrTrx } from '../../db/types';

/** Inserts the run's row unless it exists; true when this call inserted it. */
export async function insertRunIfAbsent(
  db: DbOrTrx,
  job: string,
  slot: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto('scheduled_runs')
    .values({ job, slot, claimed_at: now })
    .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Deletes the job's runs scheduled before `before` (UTC ms). */
export async function deleteRunsBefore(db: DbOrTrx, job: string, before: number): Promise<void> {
  await db.deleteFrom('scheduled_runs').where('job', '=', job).where('slot', '<', before).execute();
}

/** Deletes the job's run of `slot` if it was claimed at `claimedAt`; true when deleted. */
export async function deleteRunClaimedAt(
  db: DbOrTrx,
  job: string,
  slot: number,
  claimedAt: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('scheduled_runs')
    .where('job', '=', job)
    .where('slot', '=', slot)
    .where('claimed_at', '=', claimedAt)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** When the job's run of `slot` was claimed (UTC ms), or undefined when it is not. */
export async function runClaimedAt(
  db: DbOrTrx,
  job: string,
  slot: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('scheduled_runs')
    .select('claimed_at')
    .where('job', '=', job)
    .where('slot', '=', slot)
    .executeTakeFirst();
  return row ? Number(row.claimed_at) : undefined;
}
