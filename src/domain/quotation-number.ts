/**
 * Quotation numbers (decision 0052). A quotation is numbered 1, 2, 3… per business and the invoice
 * approved from it keeps that number as its OrderReferenceID; a POS sale's OrderReferenceID is the
 * Unix second it was sold in (decision 0006), and quotations made before decision 0052 kept the
 * Unix seconds they were numbered with. Unix seconds passed 10⁹ in September 2001, so the two
 * kinds of reference never meet below that.
 */

/** References below this (in absolute value: a rejected invoice's is negated, decision 0044). */
export const QUOTATION_NUMBER_LIMIT = 1_000_000_000;

/**
 * True when `orderReference` (an invoice's OrderReferenceID, possibly negated) is a quotation's
 * sequence number rather than the Unix seconds of a sale or of an older quotation. Pure.
 */
export function isQuotationNumber(orderReference: number): boolean {
  const n = Math.abs(orderReference);
  return Number.isSafeInteger(n) && n > 0 && n < QUOTATION_NUMBER_LIMIT;
}

/**
 * The quotation counter after invoices carrying `orderReferences` are brought back (an invoice
 * backup restored, decision 0026): past every quotation number among them, so a new quotation
 * never takes a number an invoice already holds. Pure.
 */
export function quotationCounterAfter(last: number, orderReferences: readonly number[]): number {
  return orderReferences
    .filter(isQuotationNumber)
    .reduce((max, ref) => Math.max(max, Math.abs(ref)), last);
}
