/**
 * Held orders written straight into the database for the kitchen tests (decision 0057), as the
 * held-orders service would send them: each line fixed on its product's station
 * (stationsForProducts) at the time of its round. Not used by the application.
 */
import { riyadhDate } from '../../domain/riyadh-time';
import type { Db } from '../db/types';
import { stationsForProducts } from '../modules/kitchen/stations-lookup';
import { ADMIN } from './template-db';

/** One line to insert: product, whole quantity, option ids, a note for the kitchen. */
export interface HeldLineInput {
  productId: number;
  quantity?: number;
  modifiers?: number[];
  note?: string;
}

/** The administrator's user id (the waiter of the fixture's orders). */
async function adminId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', ADMIN.username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Inserts round `round` of order `orderId`: its lines added at `at` (UTC ms), each on its
 * product's station. Returns the new lines' ids in order.
 */
export async function insertHeldRound(
  db: Db,
  businessId: number,
  orderId: number,
  round: number,
  lines: readonly HeldLineInput[],
  at: number,
): Promise<number[]> {
  const stations = await stationsForProducts(
    db,
    businessId,
    lines.map((l) => l.productId),
  );
  const by = await adminId(db);
  const ids: number[] = [];
  for (const l of lines) {
    const row = await db
      .insertInto('held_order_lines')
      .values({
        business_id: businessId,
        held_order_id: orderId,
        product_id: l.productId,
        quantity: l.quantity ?? 1,
        modifiers: JSON.stringify(l.modifiers ?? []),
        kitchen_note: l.note ?? '',
        round,
        station_id: stations.get(l.productId)?.id ?? null,
        added_by: by,
        added_at: at,
        ready_at: null,
        cancelled_at: null,
        invoice_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/**
 * An open held order of business `businessId` opened at `at` (UTC ms) with round 1 of `lines`;
 * numbered after the business day's last. Returns its id, number and line ids.
 */
export async function insertHeldOrder(
  db: Db,
  businessId: number,
  opts: {
    at: number;
    orderType?: 'dine_in' | 'takeaway' | 'delivery';
    table?: string;
    deliveryReference?: string;
    lines: readonly HeldLineInput[];
  },
): Promise<{ id: number; number: number; lineIds: number[] }> {
  const day = riyadhDate(opts.at);
  const last = await db
    .selectFrom('held_orders')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('business_id', '=', businessId)
    .where('business_day', '=', day)
    .executeTakeFirst();
  const number = Number(last?.n ?? 0) + 1;
  const order = await db
    .insertInto('held_orders')
    .values({
      business_id: businessId,
      number,
      business_day: day,
      order_type: opts.orderType ?? 'dine_in',
      order_table: opts.table ?? '',
      delivery_reference: opts.deliveryReference ?? '',
      till_id: null,
      created_by: await adminId(db),
      created_at: opts.at,
      updated_at: opts.at,
      closed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lineIds = await insertHeldRound(db, businessId, order.id, 1, opts.lines, opts.at);
  return { id: order.id, number, lineIds };
}
