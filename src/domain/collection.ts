import { AppError, FIELD_MESSAGES } from './errors';
import { halalasToSarText, type Halalas } from './money';
import { isNoteTypeCode } from './notes';
import { PAYMENT_MEANS_LABELS, isCreditSale, type CollectionMeans } from './payment-means';
import type { PaymentMeansCode } from './payment-means';

/**
 * Collecting credit invoices and the client statement: an issued invoice is never edited,
 * a collection is a receipt voucher against it (decision 0019).
 */

/** Means a credit invoice may be collected in (defined with the other means lists). */
export { COLLECTION_MEANS, type CollectionMeans } from './payment-means';

/**
 * What settles a credit invoice (halalas): Σ its receipt vouchers, and Σ the totals of its credit
 * and debit notes as stored (a credit note negative, a debit note positive; decision 0034).
 */
export interface Settlement {
  collected: Halalas;
  noted: Halalas;
}

/** Nothing collected and no note: an invoice just issued. */
export const NO_SETTLEMENT: Settlement = { collected: 0, noted: 0 };

/**
 * What is paid and still owed on a document, halalas (decision 0040):
 * - a credit (24) invoice owes its total plus its notes (a return lowers what is owed, an
 *   under-charge raises it) minus its receipt vouchers, never below 0 — more collected than owed
 *   is a refund the client is due, which the statement's balance shows;
 * - any other invoice was paid in full when issued;
 * - a note (381/383) owes nothing itself: on a credit invoice it is settled through its original,
 *   otherwise it was refunded or paid when issued.
 */
export function paymentState(
  invoice: { paymentMeansCode: string; total: Halalas; invoiceTypeCode: string },
  settlement: Settlement,
): { paid: Halalas; outstanding: Halalas } {
  const credit = isCreditSale(invoice.paymentMeansCode);
  if (isNoteTypeCode(invoice.invoiceTypeCode))
    return { paid: credit ? 0 : invoice.total, outstanding: 0 };
  if (!credit) return { paid: invoice.total, outstanding: 0 };
  return {
    paid: Math.min(settlement.collected, invoice.total),
    outstanding: Math.max(0, invoice.total + settlement.noted - settlement.collected),
  };
}

/**
 * The amount a collection records (halalas): `requested` or, when absent, everything outstanding.
 * @throws AppError note_not_collectable (409) for a credit or debit note (collected through its
 *   original); invoice_not_credit (409) unless the invoice is credit (24); invoice_already_paid
 *   (409) when nothing is outstanding; payment_exceeds_outstanding (409) for more than is owed;
 *   validation_failed (400) for an amount of 0.
 */
export function collectionAmount(
  invoice: { paymentMeansCode: PaymentMeansCode | string; invoiceTypeCode: string },
  outstanding: Halalas,
  requested?: Halalas,
): Halalas {
  if (isNoteTypeCode(invoice.invoiceTypeCode)) throw new AppError('note_not_collectable');
  if (!isCreditSale(invoice.paymentMeansCode)) throw new AppError('invoice_not_credit');
  if (outstanding <= 0) throw new AppError('invoice_already_paid');
  const amount = requested ?? outstanding;
  if (amount <= 0)
    throw new AppError('validation_failed', { fields: { Amount: FIELD_MESSAGES.amountPositive } });
  if (amount > outstanding)
    throw new AppError('payment_exceeds_outstanding', {
      fields: { Amount: FIELD_MESSAGES.outstandingIs(halalasToSarText(outstanding)) },
    });
  return amount;
}

/**
 * The due date of a credit invoice stored without one (issued before payment terms, decision
 * 0068): the last day of its Riyadh issue month ("due before the end of the month"), `YYYY-MM-DD`.
 */
export function creditDueDate(issueDate: string): string {
  const [y, m] = issueDate.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${issueDate.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

/**
 * When a credit invoice is due (Riyadh `YYYY-MM-DD`): its stored `due_date` (decision 0068) or,
 * for older rows without one, the end of its issue month (creditDueDate).
 */
export function invoiceDueDate(invoice: { issueDate: string; dueDate?: string | null }): string {
  return invoice.dueDate ?? creditDueDate(invoice.issueDate);
}

/**
 * Overdue (decision 0068): something is outstanding (halalas) and `today` (the Riyadh date
 * `YYYY-MM-DD`, riyadhDate(now) — a new day starts at 21:00 UTC) is after invoiceDueDate: a
 * stored due date when the invoice has one, else the end of its issue month. An invoice due
 * today is not overdue.
 */
export function isOverdue(
  invoice: { issueDate: string; dueDate?: string | null },
  outstanding: Halalas,
  today: string,
): boolean {
  return outstanding > 0 && today > invoiceDueDate(invoice);
}

/** One movement of a client's account, halalas. */
export interface StatementEntry {
  /** Riyadh date `YYYY-MM-DD`; entries are ordered by date then `order`. */
  date: string;
  order: number;
  debit: Halalas;
  credit: Halalas;
}

/**
 * A running balance over the entries (debit − credit, what the client owes), in date order,
 * starting from `opening`. @returns each entry with its balance, and the totals.
 */
export function runningBalance<E extends StatementEntry>(
  entries: readonly E[],
  opening: Halalas,
): { lines: Array<E & { balance: Halalas }>; debit: Halalas; credit: Halalas; closing: Halalas } {
  const sorted = [...entries].sort((a, b) =>
    a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1,
  );
  let balance = opening;
  let debit = 0;
  let credit = 0;
  const lines = sorted.map((e) => {
    balance += e.debit - e.credit;
    debit += e.debit;
    credit += e.credit;
    return { ...e, balance };
  });
  return { lines, debit, credit, closing: balance };
}

/**
 * The answer's message of a collection (the legacy `{success, message}`): "سند قبض رقم 3: حُصّل
 * 80.00 ريال مدى من الفاتورة 12".
 */
export function collectionMessage(
  voucherNumber: number,
  amount: Halalas,
  means: CollectionMeans,
  invoiceNumber: number,
): string {
  return `سند قبض رقم ${voucherNumber}: حُصّل ${halalasToSarText(amount)} ريال ${PAYMENT_MEANS_LABELS[means]} من الفاتورة ${invoiceNumber}`;
}

/**
 * How a client statement warns of unpaid credit invoices (decision 0051): `overdue` (red) when one
 * of them is past its due date (isOverdue), `due` (yellow: to be paid by its due date) when some
 * credit is outstanding but none is overdue yet — the day of issue is not a reason for alarm —
 * and null when nothing is outstanding.
 */
export function creditAlert(
  invoices: ReadonlyArray<{ outstanding: Halalas; overdue: boolean }>,
): 'overdue' | 'due' | null {
  if (invoices.some((i) => i.outstanding > 0 && i.overdue)) return 'overdue';
  return invoices.some((i) => i.outstanding > 0) ? 'due' : null;
}
