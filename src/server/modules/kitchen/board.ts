import { AppError } from '../../../domain/errors';
import { KITCHEN_BOARD_WINDOW_MS, KITCHEN_READY_KEPT_MS } from '../../../domain/held-orders';
import { isOrderType } from '../../../domain/order-types';
import type { KitchenBoardCard } from '../../../domain/schemas/kitchen';
import type { DbOrTrx } from '../../db/types';
import { NO_STATION_NAME } from './held-order-view';
import { lineOptions, optionsOfLines } from './line-choices';

/**
 * The kitchen display's cards (decision 0057): one per held order and station, made of the
 * order's lines that are not cancelled. Instants UTC ms.
 */

/** Which lines to read: of these orders, or of the orders with a line in the board's window. */
interface CardFilter {
  /** Only these orders (a marked line's card); else every open or paid order on the board. */
  orderIds?: readonly number[];
  /** Only this station's lines (a display of one station); null = lines without a station. */
  stationId?: number | null;
}

/**
 * The cards of `filter`'s lines of business `businessId` at `now`: lines of open or paid orders,
 * not cancelled, grouped by (order, station). `since` is the earliest `added_at` of the card's
 * lines not yet ready (of all its lines once all are ready). Sorted oldest first (`since`, then
 * order id, then the station's position). Every card is returned, ready or not: boardCards keeps
 * the board's window. Instants UTC ms; decision 0057. Throws nothing of its own.
 */
export async function cardsOf(
  db: DbOrTrx,
  businessId: number,
  filter: CardFilter,
  now: number,
): Promise<KitchenBoardCard[]> {
  let q = db
    .selectFrom('held_order_lines as l')
    .innerJoin('held_orders as o', 'o.id', 'l.held_order_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('kitchen_stations as s', 's.id', 'l.station_id')
    .select([
      'l.id',
      'l.held_order_id',
      'l.quantity',
      'l.modifiers',
      'l.kitchen_note',
      'l.round',
      'l.station_id',
      'l.added_at',
      'l.ready_at',
      'p.name as product_name',
      's.name as station_name',
      's.position as station_position',
      'o.number',
      'o.order_type',
      'o.order_table',
      'o.version',
    ])
    .where('l.business_id', '=', businessId)
    .where('o.business_id', '=', businessId)
    .where('o.status', 'in', ['open', 'paid'])
    .where('l.cancelled_at', 'is', null);
  if (filter.stationId !== undefined)
    q =
      filter.stationId === null
        ? q.where('l.station_id', 'is', null)
        : q.where('l.station_id', '=', filter.stationId);
  if (filter.orderIds) q = q.where('l.held_order_id', 'in', [...filter.orderIds]);
  else
    q = q.where('l.held_order_id', 'in', (eb) =>
      eb
        .selectFrom('held_order_lines as w')
        .select('w.held_order_id')
        .where('w.business_id', '=', businessId)
        .where('w.cancelled_at', 'is', null)
        .where('w.added_at', '>=', now - KITCHEN_BOARD_WINDOW_MS)
        .where((w) =>
          w.or([w('w.ready_at', 'is', null), w('w.ready_at', '>=', now - KITCHEN_READY_KEPT_MS)]),
        ),
    );
  const rows = await q.orderBy('l.round').orderBy('l.id').execute();
  const options = await optionsOfLines(db, businessId, rows);
  const cards = new Map<string, KitchenBoardCard & { position: number }>();
  for (const r of rows) {
    const key = `${r.held_order_id}:${r.station_id ?? ''}`;
    let card = cards.get(key);
    if (!card) {
      card = {
        orderId: r.held_order_id,
        number: r.number,
        orderType: isOrderType(r.order_type) ? r.order_type : 'dine_in',
        table: r.order_table,
        stationId: r.station_id,
        stationName: r.station_name ?? NO_STATION_NAME,
        since: Number.MAX_SAFE_INTEGER,
        version: r.version,
        ready: true,
        lines: [],
        position: r.station_position ?? Number.MAX_SAFE_INTEGER,
      };
      cards.set(key, card);
    }
    const readyAt = r.ready_at === null ? null : Number(r.ready_at);
    card.lines.push({
      id: r.id,
      name: r.product_name,
      choices: lineOptions(r.modifiers, options).map((o) => o.name),
      kitchenNote: r.kitchen_note,
      quantity: r.quantity,
      round: r.round,
      readyAt,
    });
    if (readyAt === null) card.ready = false;
  }
  const added = new Map(rows.map((r) => [r.id, Number(r.added_at)]));
  const out = [...cards.values()].map((c) => {
    const waiting = c.lines.filter((l) => l.readyAt === null);
    const from = waiting.length > 0 ? waiting : c.lines;
    return { ...c, since: Math.min(...from.map((l) => added.get(l.id)!)) };
  });
  out.sort((a, b) => a.since - b.since || a.orderId - b.orderId || a.position - b.position);
  return out.map(({ position: _position, ...card }) => card);
}

/** The latest `readyAt` of a ready card's lines (UTC ms). */
function readySince(card: KitchenBoardCard): number {
  return Math.max(...card.lines.map((l) => l.readyAt ?? 0));
}

/**
 * GET kitchen/orders: the display's cards at `now` (UTC ms) — those not all ready, and those all
 * ready within the last KITCHEN_READY_KEPT_MS (so a mis-tap can be taken back); of station
 * `stationId` only when given. Oldest first (cardsOf); decision 0057.
 * @throws AppError not_found (404) for a station the business does not have.
 */
export async function boardCards(
  db: DbOrTrx,
  businessId: number,
  stationId: number | undefined,
  now: number,
): Promise<KitchenBoardCard[]> {
  if (stationId !== undefined) {
    const station = await db
      .selectFrom('kitchen_stations')
      .select('id')
      .where('business_id', '=', businessId)
      .where('id', '=', stationId)
      .executeTakeFirst();
    if (!station) throw new AppError('not_found');
  }
  const cards = await cardsOf(db, businessId, stationId === undefined ? {} : { stationId }, now);
  return cards.filter((c) => !c.ready || readySince(c) >= now - KITCHEN_READY_KEPT_MS);
}
