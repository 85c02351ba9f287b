import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import type {
  WebhookBody,
  WebhookDeliveryView,
  WebhookEndpointSummary,
  WebhookEndpointView,
  WebhookPatch,
} from '../../../domain/schemas/webhooks';
import { WEBHOOK_URL_FIELD_MESSAGES } from '../../../domain/integration-errors';
import {
  webhookUrlProblem,
  WEBHOOK_SECRET_PREFIX,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '../../../domain/webhooks';
import type { AppContext, SessionUser } from '../../context';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/repository';
import { addressProblem, type HostResolver } from './address';
import * as repo from './repository';

/** How many recent deliveries an endpoint's page lists. */
export const RECENT_DELIVERIES = 50;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function summaryOf(row: repo.EndpointListRow): WebhookEndpointSummary {
  return {
    UUID: row.uuid,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    allowPrivate: row.allow_private === 1,
    active: row.active === 1,
    createdAt: iso(row.created_at)!,
    pendingCount: Number(row.pending_count ?? 0),
    failedCount: Number(row.failed_count ?? 0),
  };
}

const viewOf = (row: repo.EndpointListRow): WebhookEndpointView => ({
  ...summaryOf(row),
  secret: row.secret,
});

function deliveryOf(row: repo.DeliveryListRow): WebhookDeliveryView {
  const status = row.status as WebhookDeliveryStatus;
  return {
    id: row.id,
    eventId: row.event_uuid,
    type: row.type as WebhookEventType,
    subject: row.subject,
    status,
    attempts: row.attempts,
    lastStatus: row.last_status,
    lastError: row.last_error,
    createdAt: iso(row.created_at)!,
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: status === 'pending' ? iso(row.next_attempt_at) : null,
    deliveredAt: iso(row.delivered_at),
  };
}

/**
 * Refuses a URL whose shape or host is not allowed (decision 0059): the shape rule of
 * webhookUrlProblem, then — without `allowPrivate` — where the host points (addressProblem).
 * @throws AppError webhook_url_refused (422) with an Arabic text on `url`.
 */
async function assertUrlAllowed(url: string, allowPrivate: boolean, resolve?: HostResolver) {
  const shape = webhookUrlProblem(url, allowPrivate);
  if (shape) throw new AppError('webhook_url_refused', { fields: { url: shape } });
  if (allowPrivate) return;
  const problem = await addressProblem(url, resolve);
  if (problem)
    throw new AppError('webhook_url_refused', {
      fields: { url: WEBHOOK_URL_FIELD_MESSAGES[problem] },
    });
}

/** The business's endpoints, oldest first, without their secrets. */
export async function listWebhookEndpoints(
  ctx: AppContext,
  business: BusinessRow,
): Promise<WebhookEndpointSummary[]> {
  return (await repo.listEndpoints(ctx.db, business.id)).map(summaryOf);
}

async function endpointOf(ctx: AppContext, business: BusinessRow, uuid: string) {
  const row = await repo.findEndpoint(ctx.db, business.id, uuid);
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * One endpoint of the business with its secret. @throws AppError not_found (404), also for
 * another business's endpoint.
 */
export async function getWebhookEndpoint(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<WebhookEndpointView> {
  return viewOf(await endpointOf(ctx, business, uuid));
}

/**
 * Registers an endpoint for the business with a new secret (`whsec_` + 48 hex characters);
 * audited `webhook.create` (the secret is not in the audit row).
 * @throws AppError webhook_url_refused (422) when the URL is not https or points at a private
 *   address without allowPrivate (decision 0059).
 */
export async function createWebhookEndpoint(
  ctx: AppContext,
  user: SessionUser,
  business: BusinessRow,
  body: Required<WebhookBody>,
  resolve?: HostResolver,
): Promise<WebhookEndpointView> {
  await assertUrlAllowed(body.url, body.allowPrivate, resolve);
  const now = ctx.now();
  const uuid = randomUUID();
  await repo.insertEndpoint(ctx.db, {
    business_id: business.id,
    uuid,
    url: body.url,
    events: JSON.stringify(body.events),
    secret: WEBHOOK_SECRET_PREFIX + randomBytes(24).toString('hex'),
    allow_private: body.allowPrivate ? 1 : 0,
    active: body.active ? 1 : 0,
    created_by: user.id,
    created_at: now,
    updated_at: now,
  });
  const by = { at: now, actor: user, business };
  await auditAction(ctx.db, by, 'webhook.create', uuid, { url: body.url, events: body.events });
  return getWebhookEndpoint(ctx, business, uuid);
}

/**
 * Changes an endpoint's URL, events, allowPrivate or active. The URL (new or stored) is checked
 * again with the resulting allowPrivate. @throws AppError not_found (404), webhook_url_refused (422).
 */
export async function updateWebhookEndpoint(
  ctx: AppContext,
  user: SessionUser,
  business: BusinessRow,
  uuid: string,
  patch: WebhookPatch,
  resolve?: HostResolver,
): Promise<WebhookEndpointView> {
  const row = await endpointOf(ctx, business, uuid);
  const url = patch.url ?? row.url;
  const allowPrivate = patch.allowPrivate ?? row.allow_private === 1;
  if (patch.url !== undefined || patch.allowPrivate !== undefined)
    await assertUrlAllowed(url, allowPrivate, resolve);
  await repo.updateEndpoint(
    ctx.db,
    business.id,
    row.id,
    {
      url,
      allow_private: allowPrivate ? 1 : 0,
      ...(patch.events ? { events: JSON.stringify([...new Set(patch.events)]) } : {}),
      ...(patch.active !== undefined ? { active: patch.active ? 1 : 0 } : {}),
    },
    ctx.now(),
  );
  await auditAction(
    ctx.db,
    { at: ctx.now(), actor: user, business },
    'webhook.update',
    uuid,
    patch,
  );
  return getWebhookEndpoint(ctx, business, uuid);
}

/** Removes an endpoint; its pending deliveries are given up. @throws AppError not_found (404). */
export async function deleteWebhookEndpoint(
  ctx: AppContext,
  user: SessionUser,
  business: BusinessRow,
  uuid: string,
): Promise<void> {
  const row = await endpointOf(ctx, business, uuid);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteEndpoint(trx, business.id, row.id, now);
    await auditAction(trx, { at: now, actor: user, business }, 'webhook.delete', uuid, {
      url: row.url,
    });
  });
}

/** The endpoint's RECENT_DELIVERIES latest deliveries, newest first. @throws not_found (404). */
export async function listWebhookDeliveries(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<WebhookDeliveryView[]> {
  const row = await endpointOf(ctx, business, uuid);
  const rows = await repo.listDeliveries(ctx.db, business.id, row.id, RECENT_DELIVERIES);
  return rows.map(deliveryOf);
}

/**
 * "Send again": queues the delivery's event once more to the same endpoint, due now, as a new
 * delivery row (same event, same id in the body; the old row keeps its history). It waits behind
 * any earlier pending delivery of the same subject, like every delivery.
 * @throws AppError not_found (404) for an unknown delivery or endpoint.
 */
export async function resendWebhookDelivery(
  ctx: AppContext,
  user: SessionUser,
  business: BusinessRow,
  uuid: string,
  deliveryId: number,
): Promise<WebhookDeliveryView> {
  const endpoint = await endpointOf(ctx, business, uuid);
  const old = await repo.findDelivery(ctx.db, business.id, endpoint.id, deliveryId);
  if (!old) throw new AppError('not_found');
  const [id] = await repo.insertDeliveries(ctx.db, {
    businessId: business.id,
    eventId: old.event_id,
    subject: old.subject,
    endpointIds: [endpoint.id],
    now: ctx.now(),
  });
  const row = await repo.findDelivery(ctx.db, business.id, endpoint.id, id!);
  await auditAction(ctx.db, { at: ctx.now(), actor: user, business }, 'webhook.resend', uuid, {
    event: old.event_uuid,
  });
  return deliveryOf(row!);
}
