import { AppError } from '../../../domain/errors';
import type { HeldOrderView, KitchenBoardCard } from '../../../domain/schemas/kitchen';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/types';
import type { BusinessRow } from '../businesses/service';
import { assertRestaurant } from '../modifiers';
import { cardsOf } from './board';
import { publishKitchenChange } from './events';
import { readHeldOrderView } from './held-order-view';

/**
 * Marking held order lines ready on the kitchen display, or taking the mark back (decision 0057).
 * Each change raises the order's `version` in the same transaction and, once committed, publishes
 * a change notice (events.ts). Instants UTC ms.
 */

/**
 * Raises the version of order `orderId` if its status is one of `statuses` (the kitchen marks open
 * or paid orders, never a cancelled one; adding and paying need an open one: the row lock of
 * decision 0057); returns the new version.
 * @throws AppError not_found (404) for an order the business does not have; held_order_closed
 *   (409) for one in another status.
 */
export async function bumpVersion(
  db: DbOrTrx,
  businessId: number,
  orderId: number,
  now: number,
  statuses: ReadonlyArray<'open' | 'paid'> = ['open', 'paid'],
) {
  const bumped = await db
    .updateTable('held_orders')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .where('status', 'in', [...statuses])
    .returning('version')
    .executeTakeFirst();
  if (bumped) return bumped.version;
  const exists = await db
    .selectFrom('held_orders')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  throw new AppError(exists ? 'held_order_closed' : 'not_found');
}

/**
 * POST kitchen/lines/{lineId}/ready: marks line `lineId` ready at ctx.now() (`ready` false clears
 * the mark; marking a ready line again keeps its first time), raises its order's version and
 * publishes the change (decision 0057). Answers the line's card (its order at its station).
 * @throws AppError restaurant_only (422); not_found (404) for a line the business does not have
 *   or a cancelled line; held_order_closed (409) when its order was cancelled.
 */
export async function markLineReady(
  ctx: AppContext,
  business: BusinessRow,
  lineId: number,
  ready: boolean,
): Promise<KitchenBoardCard> {
  assertRestaurant(business);
  const now = ctx.now();
  const { card, change } = await ctx.db.transaction().execute(async (trx) => {
    const line = await trx
      .selectFrom('held_order_lines')
      .select(['held_order_id', 'station_id'])
      .where('business_id', '=', business.id)
      .where('id', '=', lineId)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (!line) throw new AppError('not_found');
    const version = await bumpVersion(trx, business.id, line.held_order_id, now);
    let mark = trx
      .updateTable('held_order_lines')
      .set({ ready_at: ready ? now : null })
      .where('business_id', '=', business.id)
      .where('id', '=', lineId);
    if (ready) mark = mark.where('ready_at', 'is', null);
    await mark.execute();
    const [card] = await cardsOf(
      trx,
      business.id,
      { orderIds: [line.held_order_id], stationId: line.station_id },
      now,
    );
    return { card: card!, change: { orderId: line.held_order_id, version } };
  });
  publishKitchenChange(ctx, business.id, change);
  return card;
}

/**
 * POST held-orders/{orderId}/ready: marks every line of the order that is not cancelled ready at
 * ctx.now() (those of `stationId` only, when given; lines already ready keep their time), or
 * clears the marks when `ready` is false; raises the version and publishes the change (decision
 * 0057). Answers the held order as readHeldOrderView reads it (SAR, UTC ms).
 * @throws AppError restaurant_only (422); not_found (404) for an order or a station the business
 *   does not have; held_order_closed (409) for a cancelled order.
 */
export async function markOrderReady(
  ctx: AppContext,
  business: BusinessRow,
  orderId: number,
  body: { ready: boolean; stationId?: number | undefined },
): Promise<HeldOrderView> {
  assertRestaurant(business);
  const now = ctx.now();
  const { view, version } = await ctx.db.transaction().execute(async (trx) => {
    if (body.stationId !== undefined) {
      const station = await trx
        .selectFrom('kitchen_stations')
        .select('id')
        .where('business_id', '=', business.id)
        .where('id', '=', body.stationId)
        .executeTakeFirst();
      if (!station) throw new AppError('not_found');
    }
    const version = await bumpVersion(trx, business.id, orderId, now);
    let mark = trx
      .updateTable('held_order_lines')
      .set({ ready_at: body.ready ? now : null })
      .where('business_id', '=', business.id)
      .where('held_order_id', '=', orderId)
      .where('cancelled_at', 'is', null);
    if (body.ready) mark = mark.where('ready_at', 'is', null);
    if (body.stationId !== undefined) mark = mark.where('station_id', '=', body.stationId);
    await mark.execute();
    return { view: await readHeldOrderView(ctx, business, orderId, trx), version };
  });
  publishKitchenChange(ctx, business.id, { orderId, version });
  return view;
}
