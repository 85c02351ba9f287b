import { invoiceKindOfSubtype } from '../../../domain/invoice-kind';
import { checkClearedInvoice } from '../../../domain/zatca/cleared';
import {
  retryDelayMs,
  submissionKindOf,
  type ZatcaMessage,
  type ZatcaStatus,
} from '../../../domain/zatca/reporting';
import type { AppContext } from '../../context';
import type { DbOrTrx, InvoiceRow } from '../../db/types';
import { nodeZatcaCrypto } from '../../zatca/node-crypto';
import type { ZatcaAnswer, ZatcaTransport } from '../../zatca/transport';
import type { BusinessRow } from '../businesses/repository';
import { businessByKey } from '../businesses/service';
import * as qrepo from './queue-repository';
import { recordAnswerWebhookEvent } from './answer-events';
import { setZatcaAttention } from './repository';
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
  /**
   * Fired when the worker stops (shutdown, decision 0064): the send in flight is aborted and, when
   * it did not get an answer, its claim is released at once instead of at the lease's end.
   */
  stop?: AbortSignal;
}

/**
 * What one pass did: nothing due, an answer recorded, a retry scheduled, or the claim given back
 * unanswered because the worker stopped.
 */
export type SendOutcome =
  | { kind: 'idle' }
  | { kind: 'released'; invoiceId: number }
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
 * record leaves the row leased; when the lease ends another pass sends the same bytes again. A
 * worker that stops (`opts.stop`) aborts the send and releases the claim (releaseClaim).
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
    const signal = opts.stop ? AbortSignal.any([abort.signal, opts.stop]) : abort.signal;
    answer = await send(transport, claim, signal);
  } finally {
    clearTimeout(timer);
  }
  const at = ctx.now();
  // Stopped mid-send with no answer: due now, unleased, so another instance sends it at once.
  if (opts.stop?.aborted && answer.kind === 'retry') {
    await qrepo.releaseClaim(ctx.db, claim.businessId, claim.invoiceId, claim.attempts, at);
    ctx.log.info({ invoiceId: claim.invoiceId }, 'ZATCA send stopped by shutdown; claim released');
    return { kind: 'released', invoiceId: claim.invoiceId };
  }
  if (answer.kind === 'retry' || answer.kind === 'unauthorized') {
    const backOff = retryDelayMs(claim.attempts, (opts.random ?? Math.random)());
    const nextAttemptAt =
      at + Math.max(backOff, answer.kind === 'retry' ? (answer.retryAfterMs ?? 0) : 0);
    await ctx.db.transaction().execute(async (trx) => {
      await qrepo.scheduleRetry(
        trx,
        claim.businessId,
        claim.invoiceId,
        claim.attempts,
        nextAttemptAt,
        answer.reason,
      );
      // ZATCA refused the CSID: the business's sends stop until it is renewed (decision 0043).
      if (answer.kind === 'unauthorized')
        await setZatcaAttention(trx, claim.businessId, {
          code: 'zatca_credentials_refused',
          reason: answer.reason,
          messages: answer.messages,
          at,
        });
    });
    ctx.log.warn(
      { invoiceId: claim.invoiceId, attempts: claim.attempts, reason: answer.reason },
      answer.kind === 'unauthorized'
        ? "ZATCA refused the business's CSID; its documents wait until it is renewed"
        : 'ZATCA send failed; retrying later',
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
  const stamped =
    claim.kind === 'clearance' && cleared ? clearedDocumentOf(ctx, claim, answer.clearedXml) : null;
  const messages = stamped?.flag ? [...answer.messages, stamped.flag] : answer.messages;
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    const first = await qrepo.recordAnswer(
      trx,
      claim.businessId,
      claim.invoiceId,
      { status: answer.kind, messages, clearedXml: stamped?.xml ?? null },
      at,
    );
    // The cleared invoice's QR is the one ZATCA stamped: the PDF and the view print it from now on.
    if (first && stamped?.qr)
      await setInvoiceQr(trx, claim.businessId, claim.invoiceId, stamped.qr);
    if (first && answer.kind === 'rejected' && claim.kind === 'clearance')
      await clearanceRejected?.(trx, claim.businessId, claim.invoiceId, at);
    // The outbox (decision 0059): invoice.cleared / invoice.rejected commit with the answer.
    if (first)
      await recordAnswerWebhookEvent(trx, claim.businessId, claim.invoiceId, answer.kind, at);
    return first;
  });
  if (!recorded)
    ctx.log.warn(
      { invoiceId: claim.invoiceId, attempts: claim.attempts, status: answer.kind },
      'ZATCA answered a send whose document already had an answer; the first answer is kept',
    );
  if (recorded && stamped?.qr) await redrawStoredReceipt(ctx, claim);
  return { kind: 'answered', invoiceId: claim.invoiceId, status: answer.kind, recorded };
}

/**
 * Called in the transaction that records ZATCA's rejection of a standard invoice (decision 0044):
 * the invoice is not a tax invoice, so the books drop it. Set by app.ts (registerClearanceRejected)
 * with what the invoices and orders modules do — the queue imports neither (docs/architecture.md,
 * Modules).
 */
export type ClearanceRejected = (
  trx: DbOrTrx,
  businessId: number,
  invoiceId: number,
  now: number,
) => Promise<void>;

let clearanceRejected: ClearanceRejected | undefined;

/** Sets what a recorded clearance rejection does to the books (once, at start-up; app.ts). */
export function registerClearanceRejected(handler: ClearanceRejected): void {
  clearanceRejected = handler;
}

/** Sanad's flag on a cleared invoice whose returned XML was not kept (decision 0043). */
const CLEARED_XML_NOT_KEPT = (reason: string): ZatcaMessage => ({
  code: 'cleared-xml-not-kept',
  category: 'SANAD',
  message: `لم تُحفظ النسخة المعتمدة من الهيئة لأنها لا تطابق الفاتورة المرسلة (${reason})؛ بقيت النسخة المحلية`,
});

/**
 * ZATCA's cleared XML if it is the document sent, stamped (checkClearedInvoice: UUID, invoice hash,
 * stamp and QR), with its QR; otherwise no XML, the local one stays, and a flag for the messages.
 * A 208/409 duplicate without a body gives no XML and the flag "ZATCA did not return it".
 */
function clearedDocumentOf(
  ctx: AppContext,
  claim: qrepo.ClaimedSubmission,
  xml: string | undefined,
): { xml: string | null; qr: string | null; flag: ZatcaMessage | null } {
  if (xml === undefined)
    return { xml: null, qr: null, flag: CLEARED_XML_NOT_KEPT('لم تُرسل الهيئة النسخة المعتمدة') };
  const check = checkClearedInvoice(xml, claim, nodeZatcaCrypto);
  if (check.ok) return { xml, qr: check.qr, flag: null };
  ctx.log.warn(
    { invoiceId: claim.invoiceId, reason: check.reason },
    "ZATCA's cleared XML is not the document sent; the local one is kept",
  );
  return { xml: null, qr: null, flag: CLEARED_XML_NOT_KEPT(check.reason) };
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
