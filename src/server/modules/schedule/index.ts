/**
 * Scheduled work that runs once across instances (decision 0061): every Sanad instance on one
 * database keeps the same timers, and at each scheduled minute the first to claim the run does the
 * work. Owns `scheduled_runs`.
 */
import type { AppContext } from '../../context';
import { deleteRunsBefore, insertRunIfAbsent } from './repository';

/** How long a claimed run is remembered, in ms (the table stays a few rows per job). */
export const SCHEDULED_RUNS_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Claims the run of `job` scheduled for `scheduledAt` (UTC ms; rounded down to its minute, so
 * instances whose timers fire a few ms apart name the same run). Resolves true for the one
 * caller across all instances that claimed it — that caller does the work — and false for every
 * other (the database's primary key decides: an insert that conflicts does nothing). Also forgets
 * this job's runs older than SCHEDULED_RUNS_KEPT_MS.
 */
export async function claimScheduledRun(
  ctx: AppContext,
  job: string,
  scheduledAt: number,
): Promise<boolean> {
  const slot = Math.floor(scheduledAt / 60_000) * 60_000;
  const claimed = await insertRunIfAbsent(ctx.db, job, slot, ctx.now());
  if (claimed) await deleteRunsBefore(ctx.db, job, slot - SCHEDULED_RUNS_KEPT_MS);
  return claimed;
}
