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
