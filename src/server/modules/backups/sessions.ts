import type { DbOrTrx } from '../../db/types';

/** A live session with what identifies its account: carried over a restore if the account is. */
export interface LiveSession {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  uuid: string;
  password_hash: string;
}

/**
 * The sessions open now (not revoked, not expired at `now`, UTC ms), read inside the restore's
 * transaction before the tables are replaced.
 */
export function openSessions(trx: DbOrTrx, now: number): Promise<LiveSession[]> {
  return trx
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.token_hash',
      'sessions.user_id',
      'sessions.created_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.uuid',
      'users.password_hash',
    ])
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .execute();
}

/**
 * After the tables were replaced (sessions are never in a backup): puts back the sessions of
 * `open` whose account is in the restored data unchanged in what signs it in — same id, same
 * UUID, same password hash. Everyone else signs in again (decision 0020).
 * @returns the token hashes that stayed valid.
 */
export async function carrySessionsOver(
  trx: DbOrTrx,
  open: readonly LiveSession[],
): Promise<Set<string>> {
  if (open.length === 0) return new Set();
  const users = await trx.selectFrom('users').select(['id', 'uuid', 'password_hash']).execute();
  const same = new Set(users.map((u) => `${u.id}\n${u.uuid}\n${u.password_hash}`));
  const kept = open.filter((s) => same.has(`${s.user_id}\n${s.uuid}\n${s.password_hash}`));
  for (const s of kept)
    await trx
      .insertInto('sessions')
      .values({
        token_hash: s.token_hash,
        user_id: s.user_id,
        created_at: s.created_at,
        expires_at: s.expires_at,
        revoked_at: s.revoked_at,
      })
      .execute();
  return new Set(kept.map((s) => s.token_hash));
}

/** What a swap runs inside its transaction, before and after the tables are replaced. */
export interface ReplaceHooks {
  beforeReplace(trx: DbOrTrx): Promise<void>;
  afterReplace(trx: DbOrTrx): Promise<void>;
}
