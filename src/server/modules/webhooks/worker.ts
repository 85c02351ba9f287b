import type { AppContext } from '../../context';
import { deliverNextDue, type DeliveryOptions } from './queue';

/** How often an idle worker looks for due deliveries: every 2 seconds. */
export const DEFAULT_WEBHOOK_POLL_MS = 2_000;
/** How many deliveries one process sends at the same time (one slow receiver holds one lane). */
export const DEFAULT_WEBHOOK_LANES = 4;

/** Worker options: the delivery's, plus the poll interval (ms) and the number of lanes. */
export interface WebhookWorkerOptions extends DeliveryOptions {
  pollMs?: number;
  lanes?: number;
}

/** A running worker: `stop()` ends the loops after the attempts in flight are recorded. */
export interface WebhookWorker {
  stop(): Promise<void>;
}

/**
 * Starts the webhook delivery worker of this server process (decision 0059): every `pollMs`, each
 * of `lanes` loops sends due deliveries one at a time (deliverNextDue) until none is due. Several
 * lanes and processes may run against the same database: claims are leased, so each delivery
 * goes to one of them at a time. A database error is logged and the loop goes on at the next
 * poll. Nothing is lost on a crash: an unrecorded claim's lease ends and it is sent again.
 */
export function startWebhookWorker(
  ctx: AppContext,
  opts: WebhookWorkerOptions = {},
): WebhookWorker {
  const pollMs = opts.pollMs ?? DEFAULT_WEBHOOK_POLL_MS;
  const lanes = Math.max(1, opts.lanes ?? DEFAULT_WEBHOOK_LANES);
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running: Promise<void>[] = [];

  async function drain(): Promise<void> {
    try {
      while (!stopped) {
        const outcome = await deliverNextDue(ctx, opts);
        if (outcome.kind === 'idle') break;
      }
    } catch (err) {
      ctx.log.error({ err }, 'webhook delivery pass failed; trying again at the next poll');
    }
  }

  function lane(index: number) {
    let current: Promise<void> = Promise.resolve();
    const schedule = (delay: number) => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        current = current.then(drain).then(() => schedule(pollMs));
        running[index] = current;
      }, delay);
      timer.unref?.();
      timers.add(timer);
    };
    running[index] = current;
    schedule(index * Math.floor(pollMs / lanes));
  }

  for (let i = 0; i < lanes; i++) lane(i);
  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await Promise.all(running);
    },
  };
}
