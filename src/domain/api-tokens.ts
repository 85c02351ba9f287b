/**
 * API tokens for machines (decision 0058): what a token may be granted, what its secret looks like,
 * and the fixed one-minute window of its rate limit. Pure rules, used by the server and the web.
 */
import { ACTIONS, type Action } from './roles';

/** Every secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'sanad_';

/** Random bytes after the prefix (base64url: 43 characters, 49 with the prefix). */
export const API_TOKEN_RANDOM_BYTES = 32;

/** Characters of the secret kept in clear to recognise it in lists: `sanad_` + 6 more. */
export const API_TOKEN_VISIBLE_LENGTH = API_TOKEN_PREFIX.length + 6;

/**
 * Actions no token is ever granted: administering people, businesses, backups and reading the
 * audit log stay with a person who signs in (decision 0058).
 */
export const NEVER_GRANTABLE: readonly Action[] = [
  'users.manage',
  'businesses.edit',
  'backups.manage',
  'audit.read',
];

/** The actions a token may be granted, in the order of ACTIONS (the create screen's checkboxes). */
export const GRANTABLE_ACTIONS: readonly Action[] = ACTIONS.filter(
  (a) => !NEVER_GRANTABLE.includes(a),
);

/** True when `action` may be granted to a token. */
export function isGrantable(action: string): action is Action {
  return (GRANTABLE_ACTIONS as readonly string[]).includes(action);
}

/**
 * The requested permissions that may not be granted (unknown names and NEVER_GRANTABLE ones), in
 * the order given; empty when all may be granted.
 */
export function ungrantable(actions: readonly string[]): string[] {
  return actions.filter((a) => !isGrantable(a));
}

/** True when a string has the shape of a token secret (the prefix, then base64url). */
export function looksLikeApiToken(secret: string): boolean {
  return secret.startsWith(API_TOKEN_PREFIX) && /^[A-Za-z0-9_-]{20,200}$/.test(secret);
}

/** The default number of requests a token may make in one minute (API_TOKEN_RATE_LIMIT). */
export const DEFAULT_API_TOKEN_RATE_LIMIT = 600;

/** Length of the rate limit's fixed window, ms. */
export const RATE_WINDOW_MS = 60_000;

/** The start (UTC ms) of the fixed one-minute window holding instant `now` (UTC ms). */
export function rateWindowStart(now: number): number {
  return Math.floor(now / RATE_WINDOW_MS) * RATE_WINDOW_MS;
}

/** Whole seconds from `now` (UTC ms) to the next window, at least 1: the Retry-After value. */
export function retryAfterSeconds(now: number): number {
  return Math.max(1, Math.ceil((rateWindowStart(now) + RATE_WINDOW_MS - now) / 1000));
}

/** A token's state at `now` (UTC ms): revoked wins over expired. */
export function apiTokenState(
  t: { revokedAt: number | null; expiresAt: number | null },
  now: number,
): 'active' | 'expired' | 'revoked' {
  if (t.revokedAt !== null) return 'revoked';
  if (t.expiresAt !== null && t.expiresAt <= now) return 'expired';
  return 'active';
}
