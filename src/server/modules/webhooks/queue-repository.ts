import type { DbOrTrx, Dialect } from '../../db/types';

/** A claimed delivery with what one attempt needs: the event, the endpoint and the business key. */
export interface ClaimedDelivery {
  id: number;
  businessId: number;
  businessKey: string;
  /** This claim's fencing token: the row's `attempts` after the claim (1 = first attempt). */
  attempts: number;
  event: { uuid: string; type: string; subject: string; data: string; createdAt: number };
  endpoint: { url: string; secret: string; allowPrivate: boolean; createdBy: number };
}

/**
 * Claims the oldest due pending delivery with a lease until `leaseUntil` (UTC ms), in one
 * `UPDATE … WHERE id = (SELECT …) AND <still free> RETURNING` (the ZATCA queue's shape, decision
 * 0036): taken only while pending and free (lease NULL or expired at `now`), `attempts` + 1. A
 * delivery is held while an earlier delivery (lower id) of the same subject to the same endpoint
 * is still pending — in flight or backing off —, so a receiver gets an invoice's events in order
 * (decision 0059). On PostgreSQL the inner SELECT takes `FOR UPDATE SKIP LOCKED`.
 * @returns the claimed delivery, or undefined when none is due.
 */
export async function claimDueDelivery(
  db: DbOrTrx,
  dialect: Dialect,
  now: number,
  leaseUntil: number,
): Promise<ClaimedDelivery | undefined> {
  let pick = db
    .selectFrom('webhook_deliveries as d')
    .select('d.id')
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<', now)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries as p')
            .select('p.id')
            .whereRef('p.endpoint_id', '=', 'd.endpoint_id')
            .whereRef('p.subject', '=', 'd.subject')
            .whereRef('p.id', '<', 'd.id')
            .where('p.status', '=', 'pending'),
        ),
      ),
    )
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(1);
  if (dialect === 'postgres') pick = pick.forUpdate().skipLocked();
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', pick)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .returning(['id', 'business_id', 'event_id', 'endpoint_id', 'attempts'])
    .executeTakeFirst();
  if (!claimed) return undefined;
  const row = await db
    .selectFrom('webhook_events as v')
    .innerJoin('webhook_endpoints as e', 'e.business_id', 'v.business_id')
    .innerJoin('businesses as b', 'b.id', 'v.business_id')
    .select([
      'v.uuid',
      'v.type',
      'v.subject',
      'v.data',
      'v.created_at',
      'e.url',
      'e.secret',
      'e.allow_private',
      'e.created_by',
      'b.key',
    ])
    .where('v.business_id', '=', claimed.business_id)
    .where('v.id', '=', claimed.event_id)
    .where('e.id', '=', claimed.endpoint_id)
    .executeTakeFirstOrThrow();
  return {
    id: claimed.id,
    businessId: claimed.business_id,
    businessKey: row.key,
    attempts: claimed.attempts,
    event: {
      uuid: row.uuid,
      type: row.type,
      subject: row.subject,
      data: row.data,
      createdAt: Number(row.created_at),
    },
    endpoint: {
      url: row.url,
      secret: row.secret,
      allowPrivate: row.allow_private === 1,
      createdBy: row.created_by,
    },
  };
}

/**
 * Records an attempt's outcome for the claim `attempts` (its fencing token): `delivered` on a 2xx,
 * else pending again at `nextAttemptAt`, or `failed` when that is null. Frees the lease. Changes
 * nothing when the row was claimed again since (an expired lease) or already left `pending`.
 * @returns true when this call recorded the outcome.
 */
export async function recordAttempt(
  db: DbOrTrx,
  claim: Pick<ClaimedDelivery, 'id' | 'businessId' | 'attempts'>,
  outcome: {
    delivered: boolean;
    httpStatus: number | null;
    error: string;
    nextAttemptAt: number | null;
  },
  at: number,
): Promise<boolean> {
  const status = outcome.delivered
    ? 'delivered'
    : outcome.nextAttemptAt === null
      ? 'failed'
      : 'pending';
  const r = await db
    .updateTable('webhook_deliveries')
    .set({
      status,
      lease_until: null,
      last_status: outcome.httpStatus,
      last_error: outcome.error.slice(0, 500),
      last_attempt_at: at,
      delivered_at: outcome.delivered ? at : null,
      ...(outcome.nextAttemptAt !== null ? { next_attempt_at: outcome.nextAttemptAt } : {}),
    })
    .where('business_id', '=', claim.businessId)
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempts)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
