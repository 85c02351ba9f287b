import type { Insertable, Selectable } from 'kysely';
import type { ApiTokensTable, DbOrTrx } from '../../db/types';

export type ApiTokenRow = Selectable<ApiTokensTable>;

/** A token row with the username of the administrator who made it (null once deleted). */
export type ApiTokenListRow = ApiTokenRow & { created_by_name: string | null };

export async function insertApiToken(
  db: DbOrTrx,
  row: Insertable<ApiTokensTable>,
): Promise<number> {
  const r = await db.insertInto('api_tokens').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

function listQuery(db: DbOrTrx) {
  return db
    .selectFrom('api_tokens')
    .leftJoin('users', 'users.id', 'api_tokens.created_by')
    .selectAll('api_tokens')
    .select('users.username as created_by_name');
}

/** Every token, newest first. */
export async function listApiTokens(db: DbOrTrx): Promise<ApiTokenListRow[]> {
  return listQuery(db).orderBy('api_tokens.id', 'desc').execute();
}

export async function findApiTokenByUuid(
  db: DbOrTrx,
  uuid: string,
): Promise<ApiTokenListRow | undefined> {
  return listQuery(db).where('api_tokens.uuid', '=', uuid).executeTakeFirst();
}

/**
 * The token of this secret hash that is neither revoked nor expired at `now` (UTC ms), with its
 * machine user's uuid, username and role; undefined otherwise.
 */
export async function findLiveApiToken(db: DbOrTrx, tokenHash: string, now: number) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.id',
      'api_tokens.uuid',
      'api_tokens.name',
      'api_tokens.actions',
      'api_tokens.rate_limit',
      'api_tokens.user_id',
      'users.uuid as user_uuid',
      'users.username',
      'users.role',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .where((eb) =>
      eb.or([eb('api_tokens.expires_at', 'is', null), eb('api_tokens.expires_at', '>', now)]),
    )
    .executeTakeFirst();
}

/** Marks the token revoked at `now` (UTC ms) unless it already is. */
export async function revokeApiToken(db: DbOrTrx, id: number, now: number): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Counts one request in the token's fixed window starting `windowStart` (UTC ms): the count goes
 * up by one in the same window, restarts at 1 in a new one; `last_used_at` becomes `now`. One
 * UPDATE … RETURNING, so concurrent requests on several instances each see their own count.
 * @returns the count of the window including this request.
 */
export async function countApiTokenRequest(
  db: DbOrTrx,
  id: number,
  windowStart: number,
  now: number,
): Promise<number> {
  const r = await db
    .updateTable('api_tokens')
    .set((eb) => ({
      window_count: eb
        .case()
        .when('window_start', '=', windowStart)
        .then(eb('window_count', '+', 1))
        .else(1)
        .end(),
      window_start: windowStart,
      last_used_at: now,
    }))
    .where('id', '=', id)
    .returning('window_count')
    .executeTakeFirstOrThrow();
  return Number(r.window_count);
}
