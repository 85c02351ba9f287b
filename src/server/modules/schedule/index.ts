/**
 * Scheduled work that runs once across instances (decision 0061): every Sanad instance on one
 * database keeps the same timers, and at each scheduled minute the first to claim the run does the
 * work. Owns `scheduled_runs`.
 */
import type { AppContext } from '../../context';
import {
  deleteRunClaimedAt,
  deleteRunsBefore,
  insertRunIfAbsent,
  runClaimedAt,
} from './repository';

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

/**
 * Claims `job` for one caller across all instances until it calls the returned release function
 * (decision 0064) — work an administrator starts that must not run twice at once, e.g. a
 * business's ZATCA onboarding. The claim is the job's row of slot 0 in `scheduled_runs`; one left
 * by a process that died is taken over once older than `ttlMs`.
 * @returns the release function (deletes this claim only), or null when another caller holds it.
 */
export async function claimExclusiveRun(
  ctx: AppContext,
  job: string,
  ttlMs: number,
): Promise<(() => Promise<void>) | null> {
  const now = ctx.now();
  let claimed = await insertRunIfAbsent(ctx.db, job, 0, now);
  if (!claimed) {
    const at = await runClaimedAt(ctx.db, job, 0);
    if (at !== undefined && at < now - ttlMs && (await deleteRunClaimedAt(ctx.db, job, 0, at)))
      claimed = await insertRunIfAbsent(ctx.db, job, 0, now);
  }
  if (!claimed) return null;
  return async () => {
    await deleteRunClaimedAt(ctx.db, job, 0, now);
  };
}
