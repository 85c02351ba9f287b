import { createHash, randomBytes } from 'node:crypto';
import type { AuditAction } from '../../../domain/audit-actions';
import { AppError } from '../../../domain/errors';
import {
  checkLoginLimits,
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_ADDRESS_AND_USERNAME,
} from '../../../domain/login-limits';
import { usernameKey } from '../../../domain/usernames';
import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/types';
import { writeAudit } from '../audit/service';
import { findUserBySignInName } from '../users/service';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password';
import {
  countLoginAttempts,
  deleteEndedSessions,
  deleteLoginAttempt,
  deleteLoginAttemptsBefore,
  findSessionUser,
  insertLoginAttempt,
  insertSession,
  revokeSession,
} from './repository';

/** SHA-256 hex of a bearer token: what the sessions table stores. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Deletes what sign-in left behind and no longer serves: sessions that expired or
 * were revoked, and attempts that left the limits' window. Run at every sign-in attempt, the only
 * thing that adds such rows, so the tables stay small without a timer.
 * @param now UTC ms
 */
export async function purgeSignInState(db: Db, now: number): Promise<void> {
  await deleteEndedSessions(db, now);
  await deleteLoginAttemptsBefore(db, now - LOGIN_WINDOW_MS);
}

/**
 * Checks the credentials and opens a session (legacy app: login), within the sign-in limits of
 * src/domain/login-limits.ts. Audited: `auth.sign_in` on success,
 * `auth.sign_in_failed` (unknown user or wrong password; details: the name as typed, the address,
 * the reason), and `auth.sign_in_limited` once, on the failure that reaches a limit (the 429s
 * that follow are not written one by one; decision 0026). The attempt is recorded BEFORE it is counted and the
 * password checked, so concurrent attempts cannot all pass under the limit; it is deleted again
 * when refused or successful, so only failures count. The username is matched in normal form.
 * @param attempt.address the client address (Fastify's `request.ip`; TRUST_PROXY decides)
 * @returns the opaque token (32 random bytes, base64url), its expiry (UTC ms) and the user.
 * @throws AppError too_many_attempts (429, `details.retryAfterSeconds`) over a limit, checked
 *   before the password; invalid_credentials (401) for an unknown user or a wrong password.
 */
export async function login(
  ctx: AppContext,
  attempt: { address: string; username: string; password: string },
) {
  const now = ctx.now();
  const user = await checkCredentials(ctx, attempt);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + ctx.config.sessionTtlSeconds * 1000;
  await insertSession(ctx.db, { tokenHash: hashToken(token), userId: user.id, now, expiresAt });
  await audit(ctx, 'auth.sign_in', attempt, user, now);
  return { token, expiresAt, user };
}

/**
 * Checks a username and password within the sign-in limits, as `login` does but without opening a
 * session: a manager approving a shift's difference on the cashier's screen (decision 0055) goes
 * through the same limits and the same failure audit. The attempt is recorded before it is
 * counted and deleted again when refused or successful.
 * @returns the user row of the credentials.
 * @throws AppError too_many_attempts (429) over a limit; invalid_credentials (401) for an unknown
 *   user or a wrong password (audited `auth.sign_in_failed`).
 */
export async function checkCredentials(
  ctx: AppContext,
  attempt: { address: string; username: string; password: string },
) {
  const now = ctx.now();
  await purgeSignInState(ctx.db, now);
  const { address } = attempt;
  const username = usernameKey(attempt.username);
  const attemptId = await insertLoginAttempt(ctx.db, { address, username, at: now });
  const since = now - LOGIN_WINDOW_MS;
  const counts = {
    perAddressAndUsername: await countLoginAttempts(ctx.db, { address, username, since }),
    perAddress: await countLoginAttempts(ctx.db, { address, since }),
  };
  const verdict = checkLoginLimits(counts, now);
  if (!verdict.allowed) {
    await deleteLoginAttempt(ctx.db, attemptId);
    throw new AppError('too_many_attempts', {
      details: { retryAfterSeconds: verdict.retryAfterSeconds },
    });
  }
  const user = await findUserBySignInName(ctx.db, attempt.username);
  const ok = await verifyPassword(
    attempt.password,
    user?.password_hash ?? (await DUMMY_HASH_PROMISE),
  );
  if (!user || !ok) {
    const reason = user ? 'wrong_password' : 'unknown_user';
    await audit(ctx, 'auth.sign_in_failed', attempt, user, now, { reason });
    // The failure that reaches a limit is recorded once; the refusals (429) that follow until the
    // window frees are not, so a client hammering the sign-in cannot fill the audit log.
    // (The counts include this attempt.)
    const reached =
      counts.perAddressAndUsername.count === MAX_FAILURES_PER_ADDRESS_AND_USERNAME ||
      counts.perAddress.count === MAX_FAILURES_PER_ADDRESS;
    if (reached) await audit(ctx, 'auth.sign_in_limited', attempt, user, now);
    throw new AppError('invalid_credentials');
  }
  await deleteLoginAttempt(ctx.db, attemptId);
  return user;
}

// Audited (decision 0026): who tried, from where. The name as typed is cut to 64 characters; a
// password is never written.
async function audit(
  ctx: AppContext,
  action: AuditAction,
  attempt: { address: string; username: string },
  user: { id: number; uuid: string } | undefined,
  now: number,
  extra: object = {},
) {
  await writeAudit(ctx.db, {
    at: now,
    userId: user?.id ?? null,
    action,
    entity: 'user',
    entityId: user?.uuid ?? '',
    details: { username: attempt.username.slice(0, 64), address: attempt.address, ...extra },
  });
}

/** The session user of a bearer token, or null when it is unknown, revoked or expired. */
export async function authenticate(ctx: AppContext, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const row = await findSessionUser(ctx.db, tokenHash, ctx.now());
  return row
    ? { id: row.id, uuid: row.uuid, username: row.username, role: row.role, tokenHash }
    : null;
}

/** Revokes the session (sign-out). */
export async function logout(ctx: AppContext, user: SessionUser): Promise<void> {
  await revokeSession(ctx.db, user.tokenHash, ctx.now());
}
