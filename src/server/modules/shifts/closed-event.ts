import { halalasToSarText } from '../../../domain/money';
import type { DbOrTrx } from '../../db/types';
import { recordWebhookEvent } from '../webhooks';
import type { ShiftRow } from '../../db/shift-tables';

/**
 * Records `shift.closed` (decision 0059) in the close's own transaction: the shift's id (its
 * subject), till, Riyadh business day, open and close instants (ISO UTC), Z number, whether it was
 * force-closed, and the expected and counted cash as SAR text (counted null when force-closed
 * before the count).
 */
export async function recordShiftClosed(
  trx: DbOrTrx,
  shift: ShiftRow,
  close: { zNumber: number; expected: number; counted: number | null; forced: boolean; at: number },
): Promise<void> {
  await recordWebhookEvent(trx, {
    businessId: shift.business_id,
    type: 'shift.closed',
    subject: `shift-${shift.id}`,
    data: {
      shiftId: shift.id,
      tillId: shift.till_id,
      businessDay: shift.business_day,
      openedAt: new Date(Number(shift.opened_at)).toISOString(),
      closedAt: new Date(close.at).toISOString(),
      zNumber: close.zNumber,
      forced: close.forced,
      expectedCash: halalasToSarText(close.expected),
      countedCash: close.counted === null ? null : halalasToSarText(close.counted),
    },
    at: close.at,
  });
}
