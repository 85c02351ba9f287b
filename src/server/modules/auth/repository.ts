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
