/**
 * Point-of-sale load through nginx for the multi-instance test and bench (decision 0066): `clients`
 * concurrent clients, each sale a POST /api/v1/{business}/orderpos with its own Idempotency-Key,
 * retried with the same key while the answer is a network error or 502/503/504 (the instance that
 * had it died or was closing; decision 0011 makes the retry answer the first invoice if it was
 * made). Times in ms.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** One product to sell, in one business. */
export interface Sellable {
  business: string;
  ids: number[];
}

/** What became of one sale. */
export interface SaleOutcome {
  key: string;
  business: string;
  /** The final answer's status (201 made, 200 replayed), 0 when every try failed on the network. */
  status: number;
  /** Invoice number and UUID from a 2xx answer. */
  number?: number;
  uuid?: string;
  /** Tries it took (1 when the first answered 2xx). */
  tries: number;
  /** Statuses or errors of the tries that were retried. */
  retried: string[];
  /** ms from the first try to the final answer. */
  ms: number;
  /** Whether the answer carried a receipt image. */
  receipt: boolean;
  /** The error code of a refused sale. */
  error?: string;
}

export interface LoadOptions {
  url: string;
  token: string;
  clients: number;
  /** Which business client `c` sells in. */
  shopOf(client: number): Sellable;
  /** Stop taking new sales when this answers true (checked before each sale). */
  stop(done: number): boolean;
  /** Called after each sale with the number done so far. */
  progress?(done: number, outcome: SaleOutcome): void | Promise<void>;
  /** Tries per sale before giving up (default 10). */
  tries?: number;
}

const RETRY_STATUSES = new Set([502, 503, 504]);

/** A cart of 1–3 distinct lines of `ids`, from the generator `rand` (0 ≤ x < 1). */
export function cart(ids: number[], rand: () => number) {
  const lines = new Map<number, number>();
  const size = 1 + Math.floor(rand() * Math.min(3, ids.length));
  while (lines.size < size)
    lines.set(ids[Math.floor(rand() * ids.length)]!, 1 + Math.floor(rand() * 3));
  return {
    PaymentMeansCode: '10',
    DiscountPercent: 0,
    InvoiceLine: [...lines].map(([ID, q]) => ({ ID, InvoicedQuantity: q })),
  };
}

/** One sale with retries under the same Idempotency-Key. */
export async function sellOnce(
  url: string,
  token: string,
  shop: Sellable,
  body: unknown,
  maxTries = 10,
): Promise<SaleOutcome> {
  const key = randomUUID();
  const t0 = performance.now();
  const retried: string[] = [];
  for (let tries = 1; ; tries++) {
    let status = 0;
    let json: { ID?: number; UUID?: string; invoimage?: string; error?: { code?: string } } = {};
    try {
      const res = await fetch(`${url}/api/v1/${shop.business}/orderpos`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
      status = res.status;
      json = (await res.json().catch(() => ({}))) as typeof json;
    } catch (err) {
      retried.push(String((err as Error).cause ?? err));
    }
    const done = status >= 200 && status < 300;
    if (done || (status !== 0 && !RETRY_STATUSES.has(status)) || tries >= maxTries) {
      return {
        key,
        business: shop.business,
        status,
        number: done ? json.ID : undefined,
        uuid: done ? json.UUID : undefined,
        tries,
        retried,
        ms: performance.now() - t0,
        receipt: Boolean(json.invoimage),
        error: json.error?.code,
      };
    }
    if (status !== 0) retried.push(String(status));
    await sleep(100 * tries);
  }
}

/** A small deterministic generator (mulberry32) so that runs sell the same carts. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Runs the load: each client sells one sale after another until `stop(done)`.
 * @returns every sale's outcome, in the order they finished, and the wall time in ms.
 */
export async function runLoad(
  opts: LoadOptions,
): Promise<{ outcomes: SaleOutcome[]; wallMs: number }> {
  const outcomes: SaleOutcome[] = [];
  let started = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: opts.clients }, async (_, c) => {
      const rand = seeded(1000 + c);
      const shop = opts.shopOf(c);
      while (!opts.stop(started)) {
        started++;
        const outcome = await sellOnce(
          opts.url,
          opts.token,
          shop,
          cart(shop.ids, rand),
          opts.tries,
        );
        outcomes.push(outcome);
        await opts.progress?.(outcomes.length, outcome);
      }
    }),
  );
  return { outcomes, wallMs: performance.now() - t0 };
}

/** p50 and p95 of `samples` (ms) and the count per second over `wallMs`. */
export function summary(samples: number[], wallMs: number) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return { n: s.length, p50: q(0.5), p95: q(0.95), perSecond: (s.length / wallMs) * 1000 };
}
