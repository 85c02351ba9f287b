import type { z } from 'zod';
import { AppError, type FieldErrors } from '../../../domain/errors';
import { riyadhDate } from '../../../domain/riyadh-time';
import type { heldOrderBody, heldOrderLines, HeldOrderView } from '../../../domain/schemas/kitchen';
import type { AppContext, SessionUser } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { publishKitchenChange, readHeldOrderView, stationsForProducts } from '../kitchen';
import { assertRestaurant } from '../modifiers';
import { priceCart } from '../pos/cart';
import { findSaleProducts } from '../pos/service';
import {
  closeHeldOrder,
  insertHeldLines,
  lastRound,
  lockOpenOrder,
  nextOrderNumber,
  type HeldLineToStore,
} from './repository';

type HeldOrderBody = z.output<typeof heldOrderBody>;
type HeldLines = z.output<typeof heldOrderLines>;

/** A held order after a change: its view and the round that was sent (0 when none). */
export interface HeldOrderChange {
  order: HeldOrderView;
  round: number;
}

/**
 * Checks lines to send against the catalogue as a sale would (published products of the business,
 * modifiers valid for each product: decision 0056) and returns them to store.
 * @throws AppError unknown_product, modifier_required, modifier_choices, unknown_modifier (422)
 *   with fields `lines.{i}.ID` / `lines.{i}.Modifiers`.
 */
export async function checkHeldLines(
  db: DbOrTrx,
  business: BusinessRow,
  lines: HeldLines,
): Promise<HeldLineToStore[]> {
  const products = await findSaleProducts(
    db,
    business.id,
    lines.map((l) => l.ID),
  );
  const InvoiceLine = lines.map((l) => ({
    ID: l.ID,
    InvoicedQuantity: l.InvoicedQuantity,
    Modifiers: l.Modifiers,
  }));
  try {
    priceCart({ PaymentMeansCode: '10', DiscountPercent: 0, InvoiceLine }, products);
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields) throw err;
    const fields: FieldErrors = {};
    for (const [k, v] of Object.entries(err.fields))
      fields[k.replace(/^InvoiceLine\./, 'lines.')] = v;
    throw new AppError(err.code, { fields });
  }
  return lines.map((l) => ({
    productId: l.ID,
    quantity: l.InvoicedQuantity,
    modifiers: l.Modifiers ?? [],
    kitchenNote: l.kitchenNote ?? '',
  }));
}

/**
 * POST held-orders: opens a held order of a restaurant and stores its lines as round 1, each on
 * its product's kitchen station (decision 0057). The number is the next of the business's Riyadh
 * day, taken under the business's counter lock (moneyTransaction), so two tills never share one.
 * No invoice is issued and no number of the invoice sequence is spent. Audited `held_order.open`;
 * a change notice is published after commit. Printing the tickets is the caller's (after this).
 * @throws AppError restaurant_only (422); as checkHeldLines; not_found (404) for a till of another
 *   business.
 */
export async function openHeldOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: HeldOrderBody,
): Promise<HeldOrderChange> {
  assertRestaurant(business);
  const lines = await checkHeldLines(ctx.db, business, body.lines);
  const order = orderColumns(body);
  const now = ctx.now();
  const id = await moneyTransaction(ctx.db, { businessId: business.id }, async (trx) => {
    if (body.tillId !== undefined) await assertTillOf(trx, business.id, body.tillId);
    const day = riyadhDate(now);
    const row = await trx
      .insertInto('held_orders')
      .values({
        ...order,
        business_id: business.id,
        number: await nextOrderNumber(trx, business.id, day),
        business_day: day,
        till_id: body.tillId ?? null,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
        closed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stations = await stationsForProducts(
      trx,
      business.id,
      lines.map((l) => l.productId),
    );
    await insertHeldLines(trx, at(business, row.id, 1, actor, now), lines, stations);
    await auditAction(trx, { at: now, actor, business }, 'held_order.open', row.id, {
      orderType: order.order_type,
      lines: lines.length,
    });
    return row.id;
  });
  return changed(ctx, business, id, 1);
}

/**
 * POST held-orders/{id}/lines: adds lines to an open order as its next round (decision 0057).
 * Rows are only inserted, so two tills adding at once keep both; the order's row lock (its version
 * raised where still open) orders an addition before or after a payment, never lost between.
 * @throws AppError restaurant_only (422); not_found (404); held_order_closed (409); as
 *   checkHeldLines.
 */
export async function addHeldLines(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  orderId: number,
  body: { lines: HeldLines },
): Promise<HeldOrderChange> {
  assertRestaurant(business);
  const lines = await checkHeldLines(ctx.db, business, body.lines);
  const now = ctx.now();
  const round = await ctx.db.transaction().execute(async (trx) => {
    await lockOpenOrder(trx, business.id, orderId, now);
    const next = (await lastRound(trx, business.id, orderId)) + 1;
    const stations = await stationsForProducts(
      trx,
      business.id,
      lines.map((l) => l.productId),
    );
    await insertHeldLines(trx, at(business, orderId, next, actor, now), lines, stations);
    return next;
  });
  return changed(ctx, business, orderId, round);
}

/**
 * POST held-orders/{id}/cancel: closes an open order nothing of which was paid; audited
 * `held_order.cancel` (decision 0057).
 * @throws AppError restaurant_only (422); not_found (404); held_order_closed (409);
 *   held_order_paid_lines (409) when a part was already paid.
 */
export async function cancelHeldOrder(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  orderId: number,
): Promise<HeldOrderView> {
  assertRestaurant(business);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await lockOpenOrder(trx, business.id, orderId, now);
    const paid = await trx
      .selectFrom('held_order_lines')
      .select('id')
      .where('business_id', '=', business.id)
      .where('held_order_id', '=', orderId)
      .where('invoice_id', 'is not', null)
      .executeTakeFirst();
    if (paid) throw new AppError('held_order_paid_lines');
    await closeHeldOrder(trx, business.id, orderId, 'cancelled', now);
    await auditAction(trx, { at: now, actor, business }, 'held_order.cancel', orderId);
  });
  return (await changed(ctx, business, orderId, 0)).order;
}

/**
 * GET held-orders: the business's open orders (oldest first), or with `status` paid/cancelled
 * those closed on today's Riyadh day, as heldOrderView (decision 0057).
 * @throws AppError restaurant_only (422).
 */
export async function listHeldOrders(
  ctx: AppContext,
  business: BusinessRow,
  status: 'open' | 'paid' | 'cancelled',
): Promise<HeldOrderView[]> {
  assertRestaurant(business);
  let q = ctx.db
    .selectFrom('held_orders')
    .select('id')
    .where('business_id', '=', business.id)
    .where('status', '=', status);
  if (status !== 'open') q = q.where('business_day', '=', riyadhDate(ctx.now()));
  const rows = await q.orderBy('id').limit(200).execute();
  const views: HeldOrderView[] = [];
  for (const r of rows) views.push(await readHeldOrderView(ctx, business, r.id));
  return views;
}

/**
 * GET held-orders/{id}: one order as heldOrderView.
 * @throws AppError restaurant_only (422); not_found (404).
 */
export async function getHeldOrder(
  ctx: AppContext,
  business: BusinessRow,
  orderId: number,
): Promise<HeldOrderView> {
  assertRestaurant(business);
  return readHeldOrderView(ctx, business, orderId);
}

/** Publishes the order's change and reads it back. */
async function changed(
  ctx: AppContext,
  business: BusinessRow,
  orderId: number,
  round: number,
): Promise<HeldOrderChange> {
  const order = await readHeldOrderView(ctx, business, orderId);
  publishKitchenChange(ctx, business.id, { orderId, version: order.version });
  return { order, round };
}

function at(
  business: BusinessRow,
  orderId: number,
  round: number,
  actor: SessionUser,
  now: number,
) {
  return { businessId: business.id, orderId, round, userId: actor.id, now };
}

/** The order type columns of a body; a table only on dine-in, delivery details only on delivery. */
function orderColumns(body: HeldOrderBody) {
  const fields: FieldErrors = {};
  if (body.table && body.orderType !== 'dine_in') fields.table = 'رقم الطاولة للطلب المحلي فقط';
  if (body.delivery && body.orderType !== 'delivery')
    fields.delivery = 'بيانات التوصيل لطلب التوصيل فقط';
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  const d = body.delivery;
  return {
    order_type: body.orderType,
    order_table: body.table ?? '',
    delivery_name: d?.name ?? '',
    delivery_phone: d?.phone ?? '',
    delivery_address: d?.address ?? '',
    delivery_reference: d?.reference ?? '',
  };
}

/** @throws AppError not_found (404) for a till the business does not have. */
async function assertTillOf(trx: DbOrTrx, businessId: number, tillId: number): Promise<void> {
  const till = await trx
    .selectFrom('tills')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', '=', tillId)
    .executeTakeFirst();
  if (!till) throw new AppError('not_found');
}
