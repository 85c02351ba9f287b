/**
 * Sign-in limits (docs/decisions/0008-sign-in-limits-and-proxies.md).
 *
 * Only FAILED sign-ins count, in a sliding window, under two keys: the client address with the
 * username (stops guessing one account's password) and the client address alone (stops password
 * spraying: one password tried over many usernames). A successful sign-in never counts.
 */

/** Length of the sliding window, in milliseconds (5 minutes). */
export const LOGIN_WINDOW_MS = 5 * 60 * 1000;

/** Failed sign-ins allowed per (client address, username) within the window. */
export const MAX_FAILURES_PER_ADDRESS_AND_USERNAME = 10;

/**
 * Failed sign-ins allowed per client address, whatever the usernames, within the window. Above
 * the per-username limit so that a few people behind one shop router who mistype do not lock each
 * other out, far below what a spraying run needs.
 */
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Attempts counted in the window for one key, and the instant of the oldest (UTC ms). */
export interface AttemptCount {
  count: number;
  /** UTC ms of the oldest attempt in the window; null when there is none. */
  oldestAt: number | null;
}

/**
 * Whether an attempt may go on. The counts INCLUDE the attempt being decided (it is recorded
 * before it is counted, so that concurrent attempts cannot all slip under the limit).
 * @returns `{ allowed: true }`, or `{ allowed: false, retryAfterSeconds }`: whole seconds (≥ 1)
 *   until the oldest counted attempt of the exceeded key leaves the window (RFC 9110 Retry-After).
 */
export function checkLoginLimits(
  counts: { perAddressAndUsername: AttemptCount; perAddress: AttemptCount },
  now: number,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  const exceeded: AttemptCount[] = [];
  if (counts.perAddressAndUsername.count > MAX_FAILURES_PER_ADDRESS_AND_USERNAME)
    exceeded.push(counts.perAddressAndUsername);
  if (counts.perAddress.count > MAX_FAILURES_PER_ADDRESS) exceeded.push(counts.perAddress);
  if (exceeded.length === 0) return { allowed: true };
  const freeAt = Math.max(...exceeded.map((c) => (c.oldestAt ?? now) + LOGIN_WINDOW_MS));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
}
