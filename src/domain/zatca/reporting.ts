/**
 * Rules of ZATCA reporting and clearance (decision 0036): which API a document goes
 * to, the statuses an invoice shows, and when a failed send is tried again. Pure: no clock, no
 * randomness of its own (the caller passes both in).
 */
import type { InvoiceKind } from '../invoice-kind';

/** Simplified invoices are reported (within 24 h); standard ones must be cleared. */
export type ZatcaSubmissionKind = 'reporting' | 'clearance';

/** A simplified invoice → reporting; a standard invoice → clearance (ZATCA's two APIs). */
export function submissionKindOf(kind: InvoiceKind): ZatcaSubmissionKind {
  return kind === 'standard' ? 'clearance' : 'reporting';
}

/**
 * An invoice's ZATCA status: `pending` until an answer is recorded; then `reported`
 * (simplified, accepted), `cleared` (standard, stamped), `warnings` (accepted with warnings) or
 * `rejected` (refused, with ZATCA's messages).
 */
export const ZATCA_STATUSES = ['pending', 'reported', 'cleared', 'warnings', 'rejected'] as const;
export type ZatcaStatus = (typeof ZATCA_STATUSES)[number];

/** The Arabic label of each status, as the invoice list and view show it. */
export const ZATCA_STATUS_LABELS: Record<ZatcaStatus, string> = {
  pending: 'بانتظار الإرسال',
  reported: 'مُبلَّغ عنها',
  cleared: 'معتمدة',
  warnings: 'مقبولة مع تحذيرات',
  rejected: 'مرفوضة',
};

/** One validation message of ZATCA's answer (its `code`, `message`, `category`). */
export interface ZatcaMessage {
  code: string;
  message: string;
  /** ZATCA's category, e.g. `KSA`, `BR-KSA`, `XSD` … or `ERROR` / `WARNING` as it states it. */
  category: string;
}

/** First delay after a failed send: 30 s. */
export const RETRY_BASE_MS = 30_000;
/** The longest delay between two sends: 1 hour (well inside the 24 h reporting window). */
export const RETRY_CAP_MS = 3_600_000;

/**
 * Delay before the next send of a document whose send number `attempts` (1 = the first) failed
 * in a way worth retrying (timeout, 5xx, 429): exponential, RETRY_BASE_MS × 2^(attempts−1),
 * capped at RETRY_CAP_MS, then scaled by a jitter in [0.5, 1) drawn from `random` ∈ [0, 1)
 * ("equal jitter": never less than half the step, so retries of many tills spread out but the
 * schedule still grows). Never gives up: a document stays pending until ZATCA answers.
 * @returns milliseconds (an integer ≥ RETRY_BASE_MS / 2).
 * @throws RangeError when `attempts` < 1 or `random` is outside [0, 1).
 */
export function retryDelayMs(attempts: number, random: number): number {
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new RangeError(`attempts must be a whole number ≥ 1: ${attempts}`);
  if (!(random >= 0 && random < 1)) throw new RangeError(`random must be in [0, 1): ${random}`);
  const step = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(attempts - 1, 30));
  return Math.floor(step * (0.5 + random / 2));
}
