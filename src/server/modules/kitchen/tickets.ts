import type { z } from 'zod';
import { AppError, ERROR_MESSAGES } from '../../../domain/errors';
import { isOrderType, ORDER_TYPE_LABELS } from '../../../domain/order-types';
import { isPaperWidthMm } from '../../../domain/printer';
import { riyadhDate, riyadhTime } from '../../../domain/riyadh-time';
import type { kitchenTicketResult } from '../../../domain/schemas/kitchen';
import type { AppContext } from '../../context';
import { renderKitchenTicketPng, type KitchenTicket } from '../../documents/kitchen-ticket-png';
import type { BusinessRow } from '../businesses/service';
import { printImage, type PrintLog } from '../printing/service';
import { NO_STATION_NAME } from './held-order-view';
import { lineOptions, optionsOfLines } from './line-choices';

export type KitchenTicketResult = z.infer<typeof kitchenTicketResult>;

/** Why a ticket was not printed (Arabic), per cause. */
export const TICKET_MESSAGES = {
  noStation: 'أصناف بلا محطة: تظهر على شاشة المطبخ ولا تُطبع لها تذكرة',
  noPrinter: 'لا طابعة لهذه المحطة: تظهر التذكرة على شاشة المطبخ',
  failed: 'تعذّرت طباعة التذكرة؛ أعد الطباعة من الطلب',
} as const;

/** The place a ticket names: the table, or the delivery's reference, else its customer. */
function placeOf(order: {
  order_type: string;
  order_table: string;
  delivery_reference: string;
  delivery_name: string;
}): string {
  if (order.order_type === 'delivery') return order.delivery_reference || order.delivery_name;
  return order.order_table ? `طاولة ${order.order_table}` : '';
}

/**
 * Prints round `round` of held order `orderId` on each kitchen station's printer: one ticket per
 * station with lines in the round, drawn by renderKitchenTicketPng at the station's paper width
 * and sent by printImage, all stations at once (decision 0057). Never throws for a printer: each
 * station's outcome is in the answer — printed, or not with an Arabic message (no printer, printer
 * offline or failing) — and is logged. Lines without a station get one result with `stationId`
 * null, never printed. An order or round the business does not have answers []. Times Riyadh.
 */
export async function printKitchenTickets(
  ctx: AppContext,
  business: BusinessRow,
  orderId: number,
  round: number,
  log: PrintLog,
): Promise<KitchenTicketResult[]> {
  const order = await ctx.db
    .selectFrom('held_orders')
    .selectAll()
    .where('business_id', '=', business.id)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return [];
  const lines = await ctx.db
    .selectFrom('held_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.station_id', 'l.quantity', 'l.modifiers', 'l.kitchen_note', 'l.added_at'])
    .select('p.name')
    .where('l.business_id', '=', business.id)
    .where('l.held_order_id', '=', orderId)
    .where('l.round', '=', round)
    .where('l.cancelled_at', 'is', null)
    .orderBy('l.id')
    .execute();
  if (lines.length === 0) return [];
  const stationIds = [
    ...new Set(lines.flatMap((l) => (l.station_id === null ? [] : [l.station_id]))),
  ];
  const stations =
    stationIds.length === 0
      ? []
      : await ctx.db
          .selectFrom('kitchen_stations')
          .selectAll()
          .where('business_id', '=', business.id)
          .where('id', 'in', stationIds)
          .orderBy('position')
          .orderBy('id')
          .execute();
  const options = await optionsOfLines(ctx.db, business.id, lines);
  const sentAt = Math.min(...lines.map((l) => Number(l.added_at)));
  const ticketOf = (stationName: string, of: typeof lines): KitchenTicket => ({
    businessName: business.name_ar,
    stationName,
    orderNumber: order.number,
    orderType: isOrderType(order.order_type) ? ORDER_TYPE_LABELS[order.order_type] : '',
    place: placeOf(order),
    time: riyadhTime(sentAt).slice(0, 5),
    date: riyadhDate(sentAt),
    round,
    lines: of.map((l) => ({
      quantity: l.quantity,
      name: l.name,
      choices: lineOptions(l.modifiers, options).map((o) => o.name),
      note: l.kitchen_note,
    })),
  });
  const where = { business: business.key, order: orderId, round };
  // The stations print at once: a printer that does not answer costs its timeout only once.
  const results: KitchenTicketResult[] = await Promise.all(
    stations.map(async (station) => {
      const mine = lines.filter((l) => l.station_id === station.id);
      const result = { stationId: station.id, stationName: station.name };
      if (!station.printer_address) {
        log.info({ ...where, station: station.id }, 'kitchen ticket not printed: no printer');
        return { ...result, printed: false, message: TICKET_MESSAGES.noPrinter };
      }
      const paperWidthMm = isPaperWidthMm(station.paper_width_mm) ? station.paper_width_mm : 80;
      try {
        await printImage(
          ctx,
          { address: station.printer_address, paperWidthMm },
          () => renderKitchenTicketPng(ticketOf(station.name, mine), { paperWidthMm }),
          log,
        );
        log.info(
          { ...where, station: station.id, printer: station.printer_address },
          'kitchen ticket printed',
        );
        return { ...result, printed: true, message: '' };
      } catch (err) {
        const code = err instanceof AppError ? err.code : 'unknown';
        log.warn({ ...where, station: station.id, code }, 'kitchen ticket not printed');
        const message =
          code === 'printer_offline' || code === 'printer_not_configured'
            ? ERROR_MESSAGES[code]
            : TICKET_MESSAGES.failed;
        return { ...result, printed: false, message };
      }
    }),
  );
  if (lines.some((l) => l.station_id === null)) {
    log.info(where, 'kitchen lines without a station');
    results.push({
      stationId: null,
      stationName: NO_STATION_NAME,
      printed: false,
      message: TICKET_MESSAGES.noStation,
    });
  }
  return results;
}
