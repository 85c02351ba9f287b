import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../src/server/testing/test-app';

/** Per test app and business: the stable endpoint and its one delivery. */
const stable = new WeakMap<TestApp, Map<string, { uuid: string; deliveryId: number }>>();

/**
 * A webhook endpoint of business `b` with one delivered event (webhooks/{UUID},
 * webhooks/{UUID}/deliveries/{deliveryId}), written to the database directly (a public address,
 * never called: the abuse suite runs no delivery worker). Not `fresh`: the same one per business,
 * so a path's {UUID} and {deliveryId} belong together (a new one once a restore or a DELETE took
 * it away); `fresh` (a DELETE): a new one.
 */
export async function webhookFixture(
  t: TestApp,
  b: string,
  fresh: boolean,
): Promise<{ uuid: string; deliveryId: number }> {
  const cache = stable.get(t) ?? new Map<string, { uuid: string; deliveryId: number }>();
  stable.set(t, cache);
  const db = t.app.ctx.db;
  const known = cache.get(b);
  // A restored backup (POST restoredp) takes the rows away: then a new one.
  const still =
    known &&
    (await db
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('uuid', '=', known.uuid)
      .where('deleted_at', 'is', null)
      .executeTakeFirst());
  if (known && still && !fresh) return known;
  const business = await db
    .selectFrom('businesses')
    .select('id')
    .where('key', '=', b)
    .executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('users')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const now = t.clock.now;
  const uuid = randomUUID();
  const endpoint = await db
    .insertInto('webhook_endpoints')
    .values({
      business_id: business.id,
      uuid,
      url: 'https://93.184.216.34/hooks',
      events: '["invoice.issued"]',
      secret: `whsec_${'0'.repeat(48)}`,
      created_by: admin.id,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const event = await db
    .insertInto('webhook_events')
    .values({
      business_id: business.id,
      uuid: randomUUID(),
      type: 'invoice.issued',
      subject: randomUUID(),
      data: '{}',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = await db
    .insertInto('webhook_deliveries')
    .values({
      business_id: business.id,
      event_id: event.id,
      endpoint_id: endpoint.id,
      subject: 'abuse',
      status: 'delivered',
      next_attempt_at: now,
      lease_until: null,
      last_status: 200,
      last_attempt_at: now,
      delivered_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const made = { uuid, deliveryId: delivery.id };
  if (!fresh) cache.set(b, made);
  return made;
}
