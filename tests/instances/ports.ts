/** Small helpers of the multi-instance harness (decision 0066): free ports and polling. */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A TCP port on 127.0.0.1 that was free a moment ago (the OS's choice for port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Calls `probe` every 100 ms until it resolves truthy, for at most `timeoutMs` ms. A probe that
 * throws counts as not yet, unless it is the last try.
 * @returns the probe's value.
 * @throws Error(`message()`) after `timeoutMs`.
 */
export async function waitFor<T>(
  probe: () => Promise<T | false | null | undefined>,
  timeoutMs: number,
  message: () => string,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const v = await probe();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    await sleep(100);
  }
  throw new Error(`${message()}${last ? ` (last error: ${String(last)})` : ''}`);
}
