import type { AppContext } from '../../context';
import type { ZatcaTransport } from '../../zatca/transport';
import { sendNextDue, type QueueOptions } from './queue';

/** How often an idle worker looks for due documents: every 5 seconds. */
export const DEFAULT_POLL_MS = 5_000;

/** Worker options: the queue's, plus the poll interval (ms). */
export interface WorkerOptions extends QueueOptions {
  pollMs?: number;
}

/**
 * A running worker: `stop()` aborts the send in flight (if any), gives its claim back unless its
 * answer already came, and ends the loop.
 */
export interface ZatcaWorker {
  stop(): Promise<void>;
  /** Looks for due documents now instead of at the next poll (e.g. after a sale). */
  wake(): void;
}

/**
 * Starts the ZATCA queue worker of this server process (decision 0036): every `pollMs` it sends
 * due documents one at a time (sendNextDue) until none is due. Several processes may run one
 * against the same database: claims are leased, so each due document goes to one of them. A
 * database error is logged and the loop goes on at the next poll. Nothing is lost on a crash: an
 * unrecorded claim's lease ends and the document is sent again (same bytes, same UUID and hash).
 * On stop (the app's close, at SIGTERM) the send in flight is aborted and its claim released, so
 * another instance sends the document at its next poll rather than after the lease (decision 0064).
 */
export function startZatcaWorker(
  ctx: AppContext,
  transport: ZatcaTransport,
  opts: WorkerOptions = {},
): ZatcaWorker {
  const pollMs = opts.pollMs ?? DEFAULT_POLL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const stopping = new AbortController();

  async function drain(): Promise<void> {
    try {
      while (!stopped) {
        const outcome = await sendNextDue(ctx, transport, { ...opts, stop: stopping.signal });
        if (outcome.kind === 'idle') break;
      }
    } catch (err) {
      ctx.log.error({ err }, 'ZATCA queue pass failed; trying again at the next poll');
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(drain).then(() => schedule(pollMs));
    }, delay);
    timer.unref?.();
  }

  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      await running;
    },
    wake() {
      schedule(0);
    },
  };
}
