import { invoiceKindOfSubtype } from '../../../domain/invoice-kind';
import { documentQr } from '../../../domain/zatca/hash';
import {
  retryDelayMs,
  submissionKindOf,
  type ZatcaMessage,
  type ZatcaStatus,
} from '../../../domain/zatca/reporting';
import type { AppContext } from '../../context';
import type { DbOrTrx, InvoiceRow } from '../../db/types';
import type { ZatcaAnswer, ZatcaTransport } from '../../zatca/transport';
import type { BusinessRow } from '../businesses/repository';
import { businessByKey } from '../businesses/service';
import * as qrepo from './queue-repository';
import { setInvoiceQr } from './signing-repository';

/** How long a claim owns a document by default: 2 minutes (longer than any one send may take). */
export const DEFAULT_LEASE_MS = 120_000;
/**
 * A send is aborted this long before its lease ends (or a tenth of the lease, when shorter), so it
 * never outlives the lease.
 */
export const LEASE_MARGIN_MS = 10_000;

/**
 * Queues the invoice's signed document for ZATCA (decision 0036) inside the invoice's own
 * transaction `trx`, due at `now` (UTC ms): a simplified invoice for reporting, a standard one for
 * clearance. Called by issueInvoice right after makeZatcaDocument.
 */
export async function enqueueZatcaDocument(
  trx: DbOrTrx,
  businessId: number,
  invoice: InvoiceRow,
  now: number,
): Promise<void> {
  await qrepo.insertSubmission(trx, {
    invoice_id: invoice.id,
    business_id: businessId,
    kind: submissionKindOf(invoiceKindOfSubtype(invoice.invoice_subtype)),
    now,
  });
}

/** Tunables of the worker; tests shorten them. */
export interface QueueOptions {
  /** How long a claim owns its document, ms (default DEFAULT_LEASE_MS). */
  leaseMs?: number;
  /** [0, 1) draws for the back-off jitter (default Math.random). */
  random?: () => number;
}

/** What one pass did: nothing due, an answer recorded, or a retry scheduled. */
export type SendOutcome =
  | { kind: 'idle' }
  | {
      kind: 'answered';
      invoiceId: number;
      status: Exclude<ZatcaStatus, 'pending'>;
      recorded: boolean;
    }
  | { kind: 'retry'; invoiceId: number; attempts: number; nextAttemptAt: number; reason: string };

/** The transport's answer, or `retry` when it threw (a client should not, but a bug must not lose the row). */
async function send(
  transport: ZatcaTransport,
  claim: qrepo.ClaimedSubmission,
  signal: AbortSignal,
): Promise<ZatcaAnswer> {
  const doc = {
    uuid: claim.uuid,
    invoiceHash: claim.invoiceHash,
    xmlBase64: Buffer.from(claim.xml, 'utf8').toString('base64'),
    business: { id: claim.businessId, key: claim.businessKey },
  };
  try {
    return claim.kind === 'clearance'
      ? await transport.clear(doc, { signal })
      : await transport.report(doc, { signal });
  } catch (err) {
    return { kind: 'retry', reason: `transport threw: ${String(err)}` };
  }
}

/**
 * One pass of the queue worker (decision 0036): claims the oldest due pending document of any
 * business with a lease (claimDue: attempts + 1), sends it once through `transport` — reporting or
 * clearance — with an AbortSignal fired LEASE_MARGIN_MS (or a tenth of the lease) before it ends, then records the
 * answer (first answer wins; cleared XML kept for clearance) or, for `retry`, schedules the next
 * send after retryDelayMs(attempts) with jitter. A process that dies between the send and the
 * record leaves the row leased; when the lease ends another pass sends the same bytes again.
 * @returns what was done (`idle` when nothing was due). Database errors are passed on.
 */
export async function sendNextDue(
  ctx: AppContext,
  transport: ZatcaTransport,
  opts: QueueOptions = {},
): Promise<SendOutcome> {
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const now = ctx.now();
  const claim = await qrepo.claimDue(ctx.db, ctx.dialect, now, now + leaseMs);
  if (!claim) return { kind: 'idle' };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), leaseMs - Math.min(LEASE_MARGIN_MS, leaseMs / 10));
  timer.unref?.();
  let answer: ZatcaAnswer;
  try {
    answer = await send(transport, claim, abort.signal);
  } finally {
    clearTimeout(timer);
  }
  const at = ctx.now();
  if (answer.kind === 'retry') {
    const nextAttemptAt = at + retryDelayMs(claim.attempts, (opts.random ?? Math.random)());
    await qrepo.scheduleRetry(
      ctx.db,
      claim.businessId,
      claim.invoiceId,
      claim.attempts,
      nextAttemptAt,
      answer.reason,
    );
    ctx.log.warn(
      { invoiceId: claim.invoiceId, attempts: claim.attempts, reason: answer.reason },
      'ZATCA send failed; retrying later',
    );
    return {
      kind: 'retry',
      invoiceId: claim.invoiceId,
      attempts: claim.attempts,
      nextAttemptAt,
      reason: answer.reason,
    };
  }
  const cleared = answer.kind === 'cleared' || answer.kind === 'warnings';
  const clearedXml = claim.kind === 'clearance' && cleared ? (answer.clearedXml ?? null) : null;
  const stampedQr = clearedXml ? qrOfClearedXml(ctx, claim.invoiceId, clearedXml) : null;
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    const first = await qrepo.recordAnswer(
      trx,
      claim.businessId,
      claim.invoiceId,
      { status: answer.kind, messages: answer.messages, clearedXml },
      at,
    );
    // The cleared invoice's QR is the one ZATCA stamped: the PDF and the view print it from now on.
    if (first && stampedQr) await setInvoiceQr(trx, claim.businessId, claim.invoiceId, stampedQr);
    return first;
  });
  if (!recorded)
    ctx.log.warn(
      { invoiceId: claim.invoiceId, attempts: claim.attempts, status: answer.kind },
      'ZATCA answered a send whose document already had an answer; the first answer is kept',
    );
  if (recorded && stampedQr) await redrawStoredReceipt(ctx, claim);
  return { kind: 'answered', invoiceId: claim.invoiceId, status: answer.kind, recorded };
}

/**
 * Draws again the stored receipt PNG of the business's invoice `invoiceId` when it has one; set by
 * the invoices module (registerReceiptRedraw), which owns the receipt images — the queue does not
 * import it (no import circle, docs/architecture.md, Modules).
 */
export type ReceiptRedraw = (
  ctx: AppContext,
  business: BusinessRow,
  invoiceId: number,
) => Promise<void>;

let receiptRedraw: ReceiptRedraw | undefined;

/** Sets how a cleared invoice's stored receipt is drawn again (once, at start-up; app.ts). */
export function registerReceiptRedraw(redraw: ReceiptRedraw): void {
  receiptRedraw = redraw;
}

/**
 * Draws again the stored receipt PNG of a just-cleared invoice, so the image (and the invoice-image
 * archive) carries ZATCA's stamped QR like the PDF and the view. Best effort, after the answer is
 * committed: a failure is logged, and the next receipt request finds the old image.
 */
async function redrawStoredReceipt(ctx: AppContext, claim: qrepo.ClaimedSubmission) {
  try {
    const business = await businessByKey(ctx, claim.businessKey);
    if (business) await receiptRedraw?.(ctx, business, claim.invoiceId);
  } catch (err) {
    ctx.log.warn(
      { invoiceId: claim.invoiceId, err },
      "the cleared invoice's receipt image could not be drawn again with ZATCA's QR",
    );
  }
}

/** The QR of ZATCA's cleared XML, or null (logged) when it has none or is not XML. */
function qrOfClearedXml(ctx: AppContext, invoiceId: number, xml: string): string | null {
  try {
    return documentQr(xml);
  } catch (e) {
    ctx.log.warn({ invoiceId, err: e }, 'the cleared XML ZATCA returned is not well-formed');
    return null;
  }
}

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
