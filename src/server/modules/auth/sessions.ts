import type { DbOrTrx } from '../../db/types';
import { revokeUserSessions as revokeUserSessionsRow } from './repository';

/**
 * Revokes every live session of a user (password reset, deletion): their next call is a 401.
 * Call inside the transaction of that change.
 */
export async function revokeUserSessions(trx: DbOrTrx, userId: number, now: number) {
  await revokeUserSessionsRow(trx, userId, now);
}
