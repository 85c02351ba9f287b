import { AppError } from '../../../domain/errors';
import type { DbOrTrx } from '../../db/types';
import { findTill, openShiftIdOfTill } from './repository';

/** The till and open shift a document records (null: not at a till / no open shift). */
export interface TillAndShift {
  tillId: number | null;
  shiftId: number | null;
}

/**
 * The till and its open shift that a sale, note or collection records (decision 0055). Call it
 * INSIDE the money transaction, after the counter lock, so a close and the document serialize:
 * the document lands in the shift or finds it closed.
 * @param tillId the body's optional `tillId`
 * @param requireShift the business's requireShift, for a sale; false for notes and collections
 * @throws AppError not_found (404) for a till of another business; till_archived (409);
 *   shift_required (409) when `requireShift` and there is no till or no open shift on it.
 */
export async function tillForDocument(
  trx: DbOrTrx,
  businessId: number,
  tillId: number | undefined,
  requireShift: boolean,
): Promise<TillAndShift> {
  if (tillId === undefined) {
    if (requireShift) throw new AppError('shift_required');
    return { tillId: null, shiftId: null };
  }
  const till = await findTill(trx, businessId, tillId);
  if (!till) throw new AppError('not_found', { message: 'نقطة البيع غير موجودة في هذه المنشأة' });
  if (till.archived_at !== null) throw new AppError('till_archived');
  const shiftId = await openShiftIdOfTill(trx, tillId);
  if (shiftId === null && requireShift) throw new AppError('shift_required');
  return { tillId, shiftId };
}
