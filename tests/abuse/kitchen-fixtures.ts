import { insertHeldOrder } from '../../src/server/testing/held-orders';
import type { TestApp } from '../../src/server/testing/test-app';

/** The row id of business `b`. */
async function businessIdOf(t: TestApp, b: string): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('businesses')
    .select('id')
    .where('key', '=', b)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A new kitchen station of business `b` (kitchen/stations/{stationId}); written to the database
 * directly (also for a trading business, whose routes then answer restaurant_only). @returns its id.
 */
export async function freshStation(t: TestApp, b: string): Promise<number> {
  const row = await t.app.ctx.db
    .insertInto('kitchen_stations')
    .values({
      business_id: await businessIdOf(t, b),
      name: 'الشواية',
      archived_at: null,
      created_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A new open held order of business `b` with one line of product `productId`
 * (held-orders/{orderId}, kitchen/lines/{lineId}): paying or cancelling uses one up, so each call
 * gets its own. @returns the order's id and its line's id.
 */
export async function freshHeldOrder(
  t: TestApp,
  b: string,
  productId: number,
): Promise<{ orderId: number; lineId: number }> {
  const order = await insertHeldOrder(t.app.ctx.db, await businessIdOf(t, b), {
    at: t.clock.now,
    lines: [{ productId }],
  });
  return { orderId: order.id, lineId: order.lineIds[0]! };
}
