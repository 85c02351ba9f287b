import type { DbOrTrx } from '../../db/types';
import { revokeOtherUserSessions, revokeUserSessions as revokeUserSessionsRow } from './repository';

/**
 * Revokes every live session of a user (password reset, deletion): their next call is a 401.
 * Call inside the transaction of that change.
 */
export async function revokeUserSessions(trx: DbOrTrx, userId: number, now: number) {
  await revokeUserSessionsRow(trx, userId, now);
}

/**
 * Revokes every live session of a user but the one of `keepTokenHash` (their own password change:
 * the other tabs and devices sign in again, this one stays). Call inside that change's transaction.
 */
export async function revokeOtherSessions(
  trx: DbOrTrx,
  userId: number,
  keepTokenHash: string,
  now: number,
) {
  await revokeOtherUserSessions(trx, userId, keepTokenHash, now);
}
