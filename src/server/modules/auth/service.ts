import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import type { AppContext, SessionUser } from '../../context';
import { findUserByUsername } from '../users/repository';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password';
import { findSessionUser, insertSession, revokeSession } from './repository';

/** SHA-256 hex of a bearer token: what the sessions table stores. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Checks the credentials and opens a session (SPEC.md §7 login).
 * @returns the opaque token (32 random bytes, base64url) and the user.
 * @throws AppError invalid_credentials (401) for an unknown user or a wrong password.
 */
export async function login(ctx: AppContext, username: string, password: string) {
  const user = await findUserByUsername(ctx.db, username);
  const ok = await verifyPassword(password, user?.password_hash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !ok) throw new AppError('invalid_credentials');
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = now + ctx.config.sessionTtlSeconds * 1000;
  await insertSession(ctx.db, { tokenHash: hashToken(token), userId: user.id, now, expiresAt });
  return { token, expiresAt, user };
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
