import type { Generated } from 'kysely';

/**
 * Table types of webhooks (migration 031, decision 0059). Same conventions as types.ts: instants
 * in UTC milliseconds, booleans as 0/1.
 */

/** A business's webhook receiver. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  business_id: number;
  /** Names the endpoint in the API. */
  uuid: string;
  url: string;
  /** Subscribed event types, JSON text of a string array. */
  events: string;
  /** `whsec_` + 48 hex characters: the HMAC key of the signature header. */
  secret: string;
  /** 1: the URL may point at a private address and be http. */
  allow_private: Generated<number>;
  /** 0: paused, no new deliveries. */
  active: Generated<number>;
  /** users.id of the administrator who registered it (the body's signed links are theirs). */
  created_by: number;
  created_at: number;
  updated_at: number;
  /** UTC ms; null = in use. */
  deleted_at: number | null;
}

/** The outbox: one row per event that happened, written in that event's transaction. */
export interface WebhookEventsTable {
  id: Generated<number>;
  business_id: number;
  /** The event id of the body (receivers deduplicate on it). */
  uuid: string;
  type: string;
  /** What it is about (invoice UUID, receipt voucher, purchase UUID, shift id). */
  subject: string;
  /** The body's `data`, JSON text. */
  data: string;
  created_at: number;
}

/** One event to one endpoint. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  business_id: number;
  event_id: number;
  endpoint_id: number;
  /** The event's subject, copied for the in-order rule. */
  subject: string;
  /** 'pending' | 'delivered' | 'failed'. */
  status: Generated<string>;
  /** Claims so far (the lease's fencing token). */
  attempts: Generated<number>;
  next_attempt_at: number;
  lease_until: number | null;
  /** The last answer's HTTP status; null when none came. */
  last_status: number | null;
  /** Why the last attempt failed; '' none. */
  last_error: Generated<string>;
  last_attempt_at: number | null;
  delivered_at: number | null;
  created_at: number;
}
