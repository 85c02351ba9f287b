/**
 * Payment terms: how long a client (or Sanad, towards a supplier) has to pay a credit document
 * (decision 0068). A term is a number of days after the issue date, or the end of the issue
 * date's month (plus days, for terms such as "end of month + 30").
 */

/** A payment term as stored (`payment_terms`, migration 036). */
export interface PaymentTermRule {
  /** Days added to the issue date (or to the month's end), 0 … 365. */
  days: number;
  /** 1 = count from the last day of the issue date's month; 0 = from the issue date. */
  end_of_month: number;
}

/** The terms every business starts with, in display order; the first one is cash. */
export const DEFAULT_PAYMENT_TERMS: readonly (PaymentTermRule & { name: string })[] = [
  { name: 'نقداً', days: 0, end_of_month: 0 },
  { name: '15 يوماً', days: 15, end_of_month: 0 },
  { name: '30 يوماً', days: 30, end_of_month: 0 },
  { name: '60 يوماً', days: 60, end_of_month: 0 },
  { name: 'نهاية الشهر', days: 0, end_of_month: 1 },
];

/**
 * The due date of a document issued on `issueDate` under `term`.
 * @param issueDate Riyadh calendar date 'YYYY-MM-DD' (the invoice's IssueDate)
 * @returns the Riyadh calendar date 'YYYY-MM-DD' by which it is due
 * @throws RangeError when issueDate is not a valid 'YYYY-MM-DD' date
 */
export function dueDateFor(issueDate: string, term: PaymentTermRule): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(issueDate);
  if (!m) throw new RangeError(`not a calendar date: ${issueDate}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const start = new Date(Date.UTC(year, month - 1, day));
  if (start.getUTCMonth() !== month - 1 || start.getUTCDate() !== day)
    throw new RangeError(`not a calendar date: ${issueDate}`);
  // Day 0 of the next month is the last day of this one.
  const base = term.end_of_month ? new Date(Date.UTC(year, month, 0)) : start;
  base.setUTCDate(base.getUTCDate() + term.days);
  return base.toISOString().slice(0, 10);
}
