import { Gauge, Registry } from 'prom-client';
import type { AppContext } from '../../context';
import { processMetrics } from './registry';
import { newestBackupAt, zatcaQueueState } from './repository';

/**
 * The gauges computed from the database at each scrape, in `registry`: the ZATCA queue's depth and
 * the age of its oldest pending document (0 when empty), and the age of the newest database backup
 * that did not fail (+Inf when there is none), in seconds of ctx.now(). When the database does
 * not answer they read NaN for that scrape (logged at warn); the process metrics still answer.
 */
export function addDatabaseGauges(ctx: AppContext, registry: Registry): void {
  // One read per scrape for the three gauges: the first gauge collected reads, the others reuse it.
  let reading: Promise<void> | null = null;
  const depth = new Gauge({
    name: 'sanad_zatca_queue_depth',
    collect: () => read(),
    help: 'Documents waiting to be reported to or cleared by ZATCA',
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'sanad_zatca_queue_oldest_age_seconds',
    collect: () => read(),
    help: 'Age in seconds of the oldest document waiting for ZATCA (0 when none waits)',
    registers: [registry],
  });
  const backup = new Gauge({
    name: 'sanad_backup_newest_age_seconds',
    collect: () => read(),
    help: 'Age in seconds of the newest database backup that did not fail (+Inf when none)',
    registers: [registry],
  });
  const read = (): Promise<void> =>
    (reading ??= (async () => {
      const now = ctx.now();
      try {
        const [queue, backupAt] = await Promise.all([
          zatcaQueueState(ctx.db),
          newestBackupAt(ctx.db),
        ]);
        depth.set(queue.depth);
        oldest.set(
          queue.oldestQueuedAt === null ? 0 : Math.max(0, now - queue.oldestQueuedAt) / 1000,
        );
        backup.set(backupAt === null ? Infinity : Math.max(0, now - backupAt) / 1000);
      } catch (err) {
        ctx.log.warn({ err }, 'metrics: the database did not answer; its gauges read NaN');
        for (const g of [depth, oldest, backup]) g.set(NaN);
      }
    })().finally(() => setImmediate(() => (reading = null))));
}

/** The Prometheus text of an app: the process's default metrics, then `registry` (the app's own). */
export async function metricsText(registry: Registry): Promise<{ type: string; body: string }> {
  const merged = Registry.merge([processMetrics(), registry]);
  return { type: merged.contentType, body: await merged.metrics() };
}
