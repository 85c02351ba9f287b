import type { DbOrTrx } from '../../db/types';

/** Stores a session: only the SHA-256 of the token (hex), with its expiry (UTC ms). */
export async function insertSession(
  db: DbOrTrx,
  s: { tokenHash: string; userId: number; now: number; expiresAt: number },
) {
  await db
    .insertInto('sessions')
    .values({
      token_hash: s.tokenHash,
      user_id: s.userId,
      created_at: s.now,
      expires_at: s.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** The live session's user for a token hash, or undefined when unknown, revoked or expired. */
export async function findSessionUser(db: DbOrTrx, tokenHash: string, now: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.uuid', 'users.username', 'users.role', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeSession(db: DbOrTrx, tokenHash: string, now: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function revokeUserSessions(db: DbOrTrx, userId: number, now: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user except the one of `keepTokenHash` (UTC ms `now`). */
export async function revokeOtherUserSessions(
  db: DbOrTrx,
  userId: number,
  keepTokenHash: string,
  now: number,
) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepTokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Deletes sessions that ended: expired (expires_at ≤ now, UTC ms) or revoked. @returns how many. */
export async function deleteEndedSessions(db: DbOrTrx, now: number): Promise<number> {
  const r = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Records a sign-in attempt (UTC ms); @returns its id. */
export async function insertLoginAttempt(
  db: DbOrTrx,
  a: { address: string; username: string; at: number },
): Promise<number> {
  const r = await db
    .insertInto('login_attempts')
    .values(a)
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function deleteLoginAttempt(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

/**
 * Attempts from `address` after `since` (UTC ms), of one username key when given.
 * @returns their count and the instant of the oldest (null when none).
 */
export async function countLoginAttempts(
  db: DbOrTrx,
  q: { address: string; username?: string; since: number },
): Promise<{ count: number; oldestAt: number | null }> {
  let query = db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number | null>('at').as('oldest')])
    .where('address', '=', q.address)
    .where('at', '>', q.since);
  if (q.username !== undefined) query = query.where('username', '=', q.username);
  const r = await query.executeTakeFirstOrThrow();
  return { count: Number(r.n), oldestAt: r.oldest === null ? null : Number(r.oldest) };
}

/** Deletes attempts at or before `before` (UTC ms): they left the window. */
export async function deleteLoginAttemptsBefore(db: DbOrTrx, before: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('at', '<=', before).execute();
}
