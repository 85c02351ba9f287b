import { AppError } from '../../../domain/errors';
import type { DbOrTrx } from '../../db/types';
import type { BusinessRow } from '../businesses/service';
import * as repo from './repository';
import type { OrderRow } from './repository';

/**
 * The business's order with this OrderReferenceID, pending or approved.
 * @throws AppError not_found (404), also for a deleted order or another business's.
 */
export async function loadOrder(
  db: DbOrTrx,
  business: BusinessRow,
  ref: number,
): Promise<OrderRow> {
  const order = await repo.findOrder(db, business.id, ref);
  if (!order || order.state === 'deleted') throw new AppError('not_found');
  return order;
}
