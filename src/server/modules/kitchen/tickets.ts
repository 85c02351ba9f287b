import type { z } from 'zod';
import type { kitchenTicketResult } from '../../../domain/schemas/kitchen';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import type { PrintLog } from '../printing/service';

export type KitchenTicketResult = z.infer<typeof kitchenTicketResult>;

/**
 * Prints round `round` of held order `orderId` on each kitchen station's printer: one ticket per
 * station with lines in the round (decision 0057). Never throws for a printer: each station's
 * outcome is in the answer. Lines without a station get one result with `stationId` null.
 */
export async function printKitchenTickets(
  _ctx: AppContext,
  _business: BusinessRow,
  _orderId: number,
  _round: number,
  _log: PrintLog,
): Promise<KitchenTicketResult[]> {
  // The kitchen module's ticket printing replaces this body (being built alongside).
  return [];
}
