import { AppError } from '../../../domain/errors';
import type { DbOrTrx } from '../../db/types';
import * as repo from './repository';
import type { ClientRow } from './repository';

/**
 * The business's client row with this UUID, for other modules (orders, statements) inside their
 * transaction. @throws AppError not_found (404), also for another business's client.
 */
export async function loadClient(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<ClientRow> {
  const row = await repo.findClientByUuid(db, businessId, uuid);
  if (!row) throw new AppError('not_found');
  return row;
}
