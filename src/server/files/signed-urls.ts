/**
 * Short-lived signed links for files opened outside the app's fetch (decision 0027):
 * a database backup downloaded in a new window, archive receipt images loaded by `<img>` from
 * `base_url` + name, later purchase receipt images. Such requests cannot carry the bearer header,
 * so the link itself carries a token:
 *
 *   token = base64url(JSON claim) "." base64url(HMAC-SHA256(secret, "sanad-file-v1." + claim part))
 *
 * The claim names the user (id), the business (id, or 0 for a file of no business: database
 * backups), the file's path relative to DATA_DIR — or a folder ending in `/` plus a window of
 * timestamps `[start, end)` (UTC ms) for a day of archive images — and the expiry (Unix seconds).
 * The secret is Config.signingSecret (SIGNING_SECRET). Verifying checks the signature in constant
 * time, then the expiry; the route then checks the claim covers the file it serves
 * (claimCovers), and its usual guards run for the claim's user as they are NOW (role, membership,
 * business) — so a removed membership or role stops the link at once, not at expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../domain/errors';

/** What a signed link allows. */
export interface FileClaim {
  /** users.id of the person the link was made for. */
  userId: number;
  /** businesses.id the file belongs to; 0 for a file of no business (database backups). */
  businessId: number;
  /**
   * The file's path relative to DATA_DIR (`backups/sanad-….tar.gz`), or a folder ending in `/`
   * (`kebrit/invo/`) whose files are allowed when their timestamp is inside `window`.
   */
  path: string;
  /** For a folder: allowed file timestamps, half-open UTC ms range. */
  window?: { start: number; end: number };
  /** Expiry, Unix seconds (UTC). */
  expiresAt: number;
}

const DOMAIN = 'sanad-file-v1.';
/** Longest token accepted (a claim with a long path stays far below). */
export const MAX_TOKEN_LENGTH = 600;

function mac(secret: Buffer, claimPart: string): Buffer {
  return createHmac('sha256', secret)
    .update(DOMAIN + claimPart)
    .digest();
}

/**
 * Signs `claim` with `secret`. @returns a URL-safe token (base64url characters and one `.`),
 * to be put in a link's path segment or its `sig` query parameter as it is.
 */
export function signFileClaim(secret: Buffer, claim: FileClaim): string {
  const body = [claim.userId, claim.businessId, claim.path, claim.expiresAt];
  if (claim.window) body.push(claim.window.start, claim.window.end);
  const claimPart = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${claimPart}.${mac(secret, claimPart).toString('base64url')}`;
}

/**
 * Checks a token's signature (constant time), shape and expiry.
 * @param nowMs the current instant, UTC ms.
 * @returns the claim it carries.
 * @throws AppError link_invalid (401) for a malformed or tampered token or one signed with
 *   another secret; link_expired (401) once `nowMs` ≥ expiresAt × 1000. 401: the link is a
 *   credential, and it signs no one in.
 */
export function verifyFileToken(secret: Buffer, token: string, nowMs: number): FileClaim {
  const invalid = () => new AppError('link_invalid');
  if (token.length > MAX_TOKEN_LENGTH) throw invalid();
  const m = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) throw invalid();
  const [, claimPart, sigPart] = m as unknown as [string, string, string];
  const given = Buffer.from(sigPart, 'base64url');
  const expected = mac(secret, claimPart);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(claimPart, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const claim = claimOf(body);
  if (!claim) throw invalid();
  if (nowMs >= claim.expiresAt * 1000) throw new AppError('link_expired');
  return claim;
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** The claim of a decoded body, or null when it is not one (only our own signer makes them). */
function claimOf(body: unknown): FileClaim | null {
  if (!Array.isArray(body) || (body.length !== 4 && body.length !== 6)) return null;
  const [userId, businessId, path, expiresAt, start, end] = body as unknown[];
  if (!isInt(userId) || !isInt(businessId) || !isInt(expiresAt)) return null;
  if (typeof path !== 'string' || path === '') return null;
  if (body.length === 4) return { userId, businessId, path, expiresAt };
  if (!isInt(start) || !isInt(end)) return null;
  return { userId, businessId, path, expiresAt, window: { start, end } };
}

/**
 * True when `claim` allows the file `file.path` (relative to DATA_DIR) of business
 * `file.businessId` (0: none): the same path exactly, or — for a folder claim — a file directly in
 * that folder whose timestamp (`file.at`, UTC ms) is inside the claim's window.
 */
export function claimCovers(
  claim: FileClaim,
  file: { businessId: number; path: string; at?: number },
): boolean {
  if (claim.businessId !== file.businessId) return false;
  if (!claim.path.endsWith('/')) return claim.path === file.path;
  if (!claim.window || file.at === undefined) return false;
  const rest = file.path.startsWith(claim.path) ? file.path.slice(claim.path.length) : '';
  if (rest === '' || rest.includes('/')) return false;
  return file.at >= claim.window.start && file.at < claim.window.end;
}

/**
 * Expiry of a link made now, Unix seconds: `nowMs` + `ttlSeconds`, rounded up to the next whole
 * minute, so links made within the same minute are the same and the browser's cache serves the
 * images again.
 */
export function expiryFrom(nowMs: number, ttlSeconds: number): number {
  return Math.ceil((nowMs / 1000 + ttlSeconds) / 60) * 60;
}
