import { nextWebhookAttemptAt, WEBHOOK_ATTEMPT_TIMEOUT_MS } from '../../../domain/webhooks';
import type { AppContext } from '../../context';
import { addressProblem, systemResolver, type HostResolver } from './address';
import * as qrepo from './queue-repository';
import { deliveryBody, postDelivery, signatureHeader, type AttemptResult } from './send';

/** How long a claim owns its delivery by default: 60 s (an attempt stops after 10 s). */
export const DEFAULT_WEBHOOK_LEASE_MS = 60_000;

/** Tunables of the delivery worker; tests shorten them. */
export interface DeliveryOptions {
  /** How long a claim owns its delivery, ms (default DEFAULT_WEBHOOK_LEASE_MS). */
  leaseMs?: number;
  /** Longest wait for an answer, ms (default WEBHOOK_ATTEMPT_TIMEOUT_MS, 10 s). */
  timeoutMs?: number;
  /** How endpoint host names are resolved (default the system's; tests may fix it). */
  resolve?: HostResolver;
}

/** What one pass did: nothing due, or one attempt and its outcome. */
export type DeliveryOutcome =
  | { kind: 'idle' }
  | {
      kind: 'delivered' | 'retry' | 'failed';
      deliveryId: number;
      eventId: string;
      attempts: number;
      httpStatus: number | null;
      error: string;
      /** When it is tried again (retry), UTC ms; null otherwise. */
      nextAttemptAt: number | null;
      /** False when the row was claimed again meanwhile and this outcome was not kept. */
      recorded: boolean;
    };

/**
 * One pass of the webhook worker (decision 0059): claims the oldest due delivery whose subject has
 * no earlier pending delivery to the same endpoint (claimDueDelivery, attempts + 1), checks again
 * where the endpoint's host points unless it allows private addresses (DNS may have changed since
 * registration: a private answer fails the attempt without a request), POSTs the signed body once
 * with a timeout, then records it: a 2xx is `delivered`; anything else is tried again after
 * nextWebhookAttemptAt (10 s, 30 s, 2 min, 10 min, 30 min, then hourly) or, past 24 h after the
 * event, `failed`. A process that dies between the POST and the record leaves the row leased; when
 * the lease ends the same event (same id) is sent again — at least once, never lost.
 * @returns what was done (`idle` when nothing was due). Database errors are passed on.
 */
export async function deliverNextDue(
  ctx: AppContext,
  opts: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const leaseMs = opts.leaseMs ?? DEFAULT_WEBHOOK_LEASE_MS;
  const timeoutMs = Math.min(opts.timeoutMs ?? WEBHOOK_ATTEMPT_TIMEOUT_MS, leaseMs / 2);
  const now = ctx.now();
  const claim = await qrepo.claimDueDelivery(ctx.db, ctx.dialect, now, now + leaseMs);
  if (!claim) return { kind: 'idle' };
  const result = await attempt(ctx, claim, timeoutMs, opts.resolve ?? systemResolver);
  const at = ctx.now();
  const nextAttemptAt = result.ok
    ? null
    : nextWebhookAttemptAt(claim.attempts, claim.event.createdAt, at);
  const recorded = await qrepo.recordAttempt(
    ctx.db,
    claim,
    { delivered: result.ok, httpStatus: result.httpStatus, error: result.error, nextAttemptAt },
    at,
  );
  const kind = result.ok ? 'delivered' : nextAttemptAt === null ? 'failed' : 'retry';
  if (kind !== 'delivered')
    ctx.log.warn(
      { deliveryId: claim.id, attempts: claim.attempts, error: result.error },
      kind === 'failed' ? 'webhook delivery given up' : 'webhook delivery failed; retrying later',
    );
  return {
    kind,
    deliveryId: claim.id,
    eventId: claim.event.uuid,
    attempts: claim.attempts,
    httpStatus: result.httpStatus,
    error: result.error,
    nextAttemptAt,
    recorded,
  };
}

async function attempt(
  ctx: AppContext,
  claim: qrepo.ClaimedDelivery,
  timeoutMs: number,
  resolve: HostResolver,
): Promise<AttemptResult> {
  const { endpoint } = claim;
  if (!endpoint.allowPrivate) {
    const problem = await addressProblem(endpoint.url, resolve);
    if (problem)
      return {
        ok: false,
        httpStatus: null,
        error:
          problem === 'private'
            ? 'the host now resolves to a private address; not sent'
            : 'the host name does not resolve',
      };
  }
  const body = deliveryBody(ctx, claim);
  const signature = signatureHeader(endpoint.secret, body, Math.floor(ctx.now() / 1000));
  return postDelivery(
    endpoint.url,
    body,
    { signature, eventId: claim.event.uuid, eventType: claim.event.type },
    timeoutMs,
  );
}
