import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type {
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
  WebhookEventsTable,
} from '../../db/webhook-tables';

/** Rows of the module's tables (migration 031, decision 0059). */
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookEventRow = Selectable<WebhookEventsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

/** A delivery as the endpoint's page lists it, with its event's id and type. */
export type DeliveryListRow = WebhookDeliveryRow & { event_uuid: string; type: string };

/** Inserts an endpoint. @returns its row id. */
export async function insertEndpoint(
  db: DbOrTrx,
  row: Omit<WebhookEndpointRow, 'id' | 'deleted_at'>,
): Promise<number> {
  const r = await db
    .insertInto('webhook_endpoints')
    .values({ ...row, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** The business's endpoints in use, oldest first, with their pending and failed delivery counts. */
export async function listEndpoints(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('webhook_endpoints as e')
    .selectAll('e')
    .select((eb) => [
      eb
        .selectFrom('webhook_deliveries as d')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('d.endpoint_id', '=', 'e.id')
        .where('d.status', '=', 'pending')
        .as('pending_count'),
      eb
        .selectFrom('webhook_deliveries as d')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('d.endpoint_id', '=', 'e.id')
        .where('d.status', '=', 'failed')
        .as('failed_count'),
    ])
    .where('e.business_id', '=', businessId)
    .where('e.deleted_at', 'is', null)
    .orderBy('e.id')
    .execute();
}
export type EndpointListRow = Awaited<ReturnType<typeof listEndpoints>>[number];

/** The business's endpoint `uuid` in use, or undefined (another business's is never found). */
export async function findEndpoint(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<EndpointListRow | undefined> {
  const rows = await listEndpoints(db, businessId);
  return rows.find((r) => r.uuid === uuid);
}

/** Changes an endpoint's URL, events, allow_private or active. */
export async function updateEndpoint(
  db: DbOrTrx,
  businessId: number,
  id: number,
  set: Partial<Pick<WebhookEndpointRow, 'url' | 'events' | 'allow_private' | 'active'>>,
  now: number,
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ ...set, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** Removes an endpoint: marks it deleted and gives up its pending deliveries. */
export async function deleteEndpoint(
  db: DbOrTrx,
  businessId: number,
  id: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ deleted_at: now, updated_at: now, active: 0 })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', lease_until: null, last_error: 'endpoint deleted' })
    .where('business_id', '=', businessId)
    .where('endpoint_id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The business's active endpoints and their subscribed types (JSON text): one indexed SELECT. */
export async function subscribedEndpoints(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('business_id', '=', businessId)
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Inserts an event row. @returns its row id. */
export async function insertEvent(db: DbOrTrx, row: Omit<WebhookEventRow, 'id'>): Promise<number> {
  const r = await db
    .insertInto('webhook_events')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Inserts one pending delivery per endpoint id, due at `now`. @returns the first new row id. */
export async function insertDeliveries(
  db: DbOrTrx,
  d: { businessId: number; eventId: number; subject: string; endpointIds: number[]; now: number },
): Promise<number[]> {
  if (d.endpointIds.length === 0) return [];
  const rows = await db
    .insertInto('webhook_deliveries')
    .values(
      d.endpointIds.map((endpointId) => ({
        business_id: d.businessId,
        event_id: d.eventId,
        endpoint_id: endpointId,
        subject: d.subject,
        next_attempt_at: d.now,
        lease_until: null,
        last_status: null,
        last_attempt_at: null,
        delivered_at: null,
        created_at: d.now,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

function deliveryQuery(db: DbOrTrx, businessId: number, endpointId: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .selectAll('d')
    .select(['v.uuid as event_uuid', 'v.type'])
    .where('d.business_id', '=', businessId)
    .where('d.endpoint_id', '=', endpointId);
}

/** The endpoint's latest `limit` deliveries, newest first. */
export async function listDeliveries(
  db: DbOrTrx,
  businessId: number,
  endpointId: number,
  limit: number,
): Promise<DeliveryListRow[]> {
  return deliveryQuery(db, businessId, endpointId).orderBy('d.id', 'desc').limit(limit).execute();
}

/** One delivery of the endpoint, or undefined. */
export async function findDelivery(
  db: DbOrTrx,
  businessId: number,
  endpointId: number,
  id: number,
): Promise<DeliveryListRow | undefined> {
  return deliveryQuery(db, businessId, endpointId).where('d.id', '=', id).executeTakeFirst();
}
