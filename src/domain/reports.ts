import type { Halalas } from './money';
import { can } from './permissions';
import { riyadhDate, riyadhMonthRange } from './riyadh-time';
import { divRoundHalfUp } from './vat';

/**
 * Report rules (legacy app: reports, invoicesline, invoicesvat). Amounts are
 * integer halalas; dates are Riyadh calendar dates `YYYY-MM-DD` (an invoice's IssueDate).
 */

/** The toggle of the reports: invoices of this (Riyadh) month, or all of them. */
export const REPORT_PERIODS = ['month', 'all'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Inclusive Riyadh date range `{ from, to }` (`YYYY-MM-DD`) of the IssueDates a report covers. */
export interface IssueDateRange {
  from: string;
  to: string;
}

/**
 * The IssueDates of "this month" at instant `now` (UTC ms): the Riyadh calendar month containing
 * it, first to last day inclusive. A sale at 23:30 Riyadh on the 30th of November belongs to
 * November; one at 00:10 Riyadh on 1 December to December (riyadh-time.ts boundaries).
 */
export function riyadhMonthIssueDates(now: number): IssueDateRange {
  const { start, end } = riyadhMonthRange(now);
  return { from: riyadhDate(start), to: riyadhDate(end - 1) };
}

/** The IssueDates a report of `period` covers at `now`; undefined = every invoice. */
export function reportIssueDates(period: ReportPeriod, now: number): IssueDateRange | undefined {
  return period === 'month' ? riyadhMonthIssueDates(now) : undefined;
}

/**
 * The legacy VAT report's formula: before-tax = total / 1.15 and VAT = total × 3 / 23,
 * applied to the period's total with VAT (halalas) and rounded half up to the halala. The spec
 * notes it "differs from the 15/115 rule": 3/23 is 15/115, so the two only part where the invoices
 * were rounded line by line; the report shows it beside the stored amounts only then
 * (legacyVatDiffers).
 */
export function legacyVatFormula(totalWithVat: Halalas): { beforeTax: Halalas; vat: Halalas } {
  return {
    beforeTax: divRoundHalfUp(totalWithVat * 100, 115),
    vat: divRoundHalfUp(totalWithVat * 3, 23),
  };
}

/**
 * True when the legacy formula's figures differ from the stored sums of the invoices (halalas),
 * i.e. when the VAT report must show them beside, labelled.
 */
export function legacyVatDiffers(
  stored: { beforeTax: Halalas; vat: Halalas },
  legacy: { beforeTax: Halalas; vat: Halalas },
): boolean {
  return stored.beforeTax !== legacy.beforeTax || stored.vat !== legacy.vat;
}

/** "YYYY-MM" of a Riyadh date `YYYY-MM-DD` (the key of GET totalmonth). */
export function monthOf(issueDate: string): string {
  return issueDate.slice(0, 7);
}

/** A VAT return quarter: 1 = Jan–Mar, 2 = Apr–Jun, 3 = Jul–Sep, 4 = Oct–Dec. */
export type Quarter = 1 | 2 | 3 | 4;

/**
 * The Riyadh IssueDates of quarter `quarter` of `year`, first to last day inclusive (the VAT return
 * period). Because IssueDate is the Riyadh date, a sale at 23:30 Riyadh on 30 September is in Q3
 * and one at 00:10 Riyadh on 1 October in Q4.
 */
export function quarterIssueDates(year: number, quarter: Quarter): IssueDateRange {
  const first = (quarter - 1) * 3; // month index 0–11
  const last = new Date(Date.UTC(year, first + 3, 0)); // day 0 of the next month = last day
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    from: `${year}-${pad(first + 1)}-01`,
    to: `${year}-${pad(first + 3)}-${pad(last.getUTCDate())}`,
  };
}

/**
 * Net VAT payable of a return (halalas): output VAT (on sales) − input VAT (on purchases). A
 * negative figure is a refund due to the business.
 */
export function netVatPayable(outputVat: Halalas, inputVat: Halalas): Halalas {
  return outputVat - inputVat;
}

/**
 * True when a role's reports are its own sales of today only (decision 0051): the cashier (role
 * `casher`) at the till sees what they sold today, not the business's figures of all time; the
 * business-wide reports answer it 403.
 */
export function seesOwnSalesOnly(role: string | null | undefined): boolean {
  return !!role && can(role, 'reports.own') && !can(role, 'reports.read');
}
