import type { ZatcaMessage, ZatcaStatus } from '../../../domain/zatca/reporting';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/types';
import * as qrepo from './queue-repository';

/** Reading an invoice's place in the ZATCA queue (decision 0036): its state, status, cleared XML. */

/** An invoice's ZATCA state as GET invoices/{UUID} answers it (`invoice.ZATCA`). */
export interface ZatcaState {
  status: ZatcaStatus;
  messages: ZatcaMessage[];
  attempts: number;
  /** Why the last send is being retried ('' when none). */
  lastError: string;
  /** UTC ms of the next send while pending, else null. */
  nextAttemptAt: number | null;
}

/** The invoice's queue state, or null when it was never queued (off/offline modes). */
export async function zatcaStateOf(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<ZatcaState | null> {
  const row = await qrepo.findSubmission(db, businessId, invoiceId);
  if (!row) return null;
  const status = row.status as ZatcaStatus;
  return {
    status,
    messages: JSON.parse(row.messages) as ZatcaMessage[],
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: status === 'pending' ? row.next_attempt_at : null,
  };
}

/** Status per invoice id (only queued ids appear), for the invoice lists. */
export async function zatcaStatusesOf(
  db: DbOrTrx,
  businessId: number,
  invoiceIds: readonly number[],
): Promise<Map<number, ZatcaStatus>> {
  return qrepo.statusesOf(db, businessId, invoiceIds);
}

/** The cleared (ZATCA-stamped) XML of the invoice, or null when it has none. */
export async function clearedXmlOf(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<string | null> {
  return (await qrepo.findSubmission(db, businessId, invoiceId))?.cleared_xml ?? null;
}

/**
 * Of the business's invoices `invoiceIds`, the standard ones ZATCA refused to clear, with ZATCA's
 * messages (decision 0044: they leave the client's statement and are shown apart).
 */
export async function rejectedClearancesOf(
  db: DbOrTrx,
  businessId: number,
  invoiceIds: readonly number[],
): Promise<Map<number, ZatcaMessage[]>> {
  return invoiceIds.length ? qrepo.rejectedClearances(db, businessId, invoiceIds) : new Map();
}

/** How long an approval waits for ZATCA's clearance before answering: 5 seconds, in ms. */
export const CLEARANCE_WAIT_MS = 5_000;

/**
 * Wakes the queue worker (ctx.wakeZatca) and waits up to `waitMs` (ms of real time) for the
 * invoice's document to leave `pending` — so a standard invoice approved in simulation/production
 * usually comes back cleared (decision 0044). Polls every 200 ms. Never throws for a late answer.
 * @returns the status then (still `pending` after the wait), or null when it was never queued.
 */
export async function awaitZatcaAnswer(
  ctx: AppContext,
  businessId: number,
  invoiceId: number,
  waitMs: number = CLEARANCE_WAIT_MS,
): Promise<ZatcaStatus | null> {
  ctx.wakeZatca?.();
  const until = Date.now() + waitMs;
  for (;;) {
    const row = await qrepo.findSubmission(ctx.db, businessId, invoiceId);
    if (!row) return null;
    if (row.status !== 'pending' || Date.now() >= until) return row.status as ZatcaStatus;
    await new Promise((done) => setTimeout(done, 200));
  }
}
