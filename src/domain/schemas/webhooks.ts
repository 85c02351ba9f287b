import { z } from 'zod';
import { PG_INTEGER_MAX } from '../limits';
import {
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
} from '../webhooks';
import { businessParam } from './common';

/**
 * Webhooks (decision 0059), behind `businesses.edit` (administrators):
 * - GET    webhooks                                   → { endpoints: WebhookEndpointSummary[] }
 * - POST   webhooks                   webhookBody     → 201 { endpoint: WebhookEndpointView }
 * - GET    webhooks/:UUID                             → { endpoint: WebhookEndpointView } (secret)
 * - PATCH  webhooks/:UUID             webhookPatch    → { endpoint: WebhookEndpointView }
 * - DELETE webhooks/:UUID                             → { success: true }
 * - GET    webhooks/:UUID/deliveries                  → { deliveries: WebhookDeliveryView[] }
 * - POST   webhooks/:UUID/deliveries/:deliveryId/resend → 201 { delivery: WebhookDeliveryView }
 * Instants are ISO 8601 UTC.
 */

const URL_MESSAGE = 'أدخل عنوان نقطة الاستقبال';

/** Subscribed event types: at least one, each once. */
const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'نوع حدث غير معروف' }), {
    error: 'اختر حدثاً واحداً على الأقل',
  })
  .min(1, { error: 'اختر حدثاً واحداً على الأقل' })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((v) => [...new Set(v)]);

const urlText = z
  .string({ error: URL_MESSAGE })
  .trim()
  .min(1, { error: URL_MESSAGE })
  .max(MAX_WEBHOOK_URL_LENGTH, { error: 'العنوان أطول من المسموح' });

/**
 * A new endpoint. The URL's scheme and host are judged by the server (422 webhook_url_refused,
 * webhookUrlProblem and the address check), so that every refused URL answers alike; the web
 * form runs webhookUrlProblem itself before posting.
 */
export const webhookBody = z.object({
  url: urlText,
  events: eventTypes,
  allowPrivate: z.boolean({ error: 'قيمة غير صالحة' }).default(false),
  active: z.boolean({ error: 'قيمة غير صالحة' }).default(true),
});
export type WebhookBody = z.input<typeof webhookBody>;

/** A change: any of the fields; the URL is judged with the new or the stored allowPrivate. */
export const webhookPatch = z.object({
  url: urlText.optional(),
  events: eventTypes.optional(),
  allowPrivate: z.boolean({ error: 'قيمة غير صالحة' }).optional(),
  active: z.boolean({ error: 'قيمة غير صالحة' }).optional(),
});
export type WebhookPatch = z.input<typeof webhookPatch>;

export const webhookParams = businessParam.extend({ UUID: z.uuid({ error: 'معرّف غير صالح' }) });
export const webhookDeliveryParams = webhookParams.extend({
  deliveryId: z.coerce
    .number({ error: 'رقم غير صالح' })
    .int({ error: 'رقم غير صالح' })
    .positive({ error: 'رقم غير صالح' })
    .max(PG_INTEGER_MAX, { error: 'رقم غير صالح' }),
});

/** An endpoint as the list shows it (no secret). */
export const webhookEndpointSummary = z.object({
  UUID: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  allowPrivate: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  /** Deliveries still waiting and given up, for the list's badges. */
  pendingCount: z.number(),
  failedCount: z.number(),
});
export type WebhookEndpointSummary = z.infer<typeof webhookEndpointSummary>;

/** One endpoint with its signing secret (administrators only; the receiver needs it). */
export const webhookEndpointView = webhookEndpointSummary.extend({
  secret: z.string().describe('whsec_…: the HMAC-SHA256 key of Sanad-Signature'),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;

/** One delivery of an event to an endpoint. */
export const webhookDeliveryView = z.object({
  id: z.number(),
  eventId: z.string().describe('the body id and Sanad-Event-Id (idempotency id)'),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  subject: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  lastStatus: z.number().nullable().describe('HTTP status of the last answer; null: none came'),
  lastError: z.string(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable().describe('null once delivered or failed'),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

export const webhookEndpointsAnswer = z.object({ endpoints: z.array(webhookEndpointSummary) });
export const webhookEndpointAnswer = z.object({ endpoint: webhookEndpointView });
export const webhookDeliveriesAnswer = z.object({ deliveries: z.array(webhookDeliveryView) });
export const webhookDeliveryAnswer = z.object({ delivery: webhookDeliveryView });
