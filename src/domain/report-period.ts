import { riyadhDate } from './riyadh-time';
import { quarterIssueDates, type IssueDateRange, type Quarter } from './reports';

/**
 * The one period rule of every report (decision 0051): a period is two Riyadh calendar dates
 * `from` and `to`, BOTH INCLUSIVE — an invoice belongs to it when its IssueDate (the Riyadh date
 * of issue) is on or after `from` and on or before `to`. A report opened without dates covers the
 * current Riyadh quarter (the VAT return's period). The screens state the rule under the dates.
 */

/** The Riyadh calendar quarter (1–4) and year of instant `now` (UTC ms). */
export function riyadhQuarterOf(now: number): { year: number; quarter: Quarter } {
  const [y, m] = riyadhDate(now).split('-').map(Number) as [number, number];
  return { year: y, quarter: (Math.floor((m - 1) / 3) + 1) as Quarter };
}

/**
 * The IssueDates of the Riyadh quarter containing `now` (UTC ms), first to last day inclusive: the
 * default period of the reports. 23:30 Riyadh on 30 September is still Q3; 00:10 on 1 October Q4.
 */
export function currentQuarterIssueDates(now: number): IssueDateRange {
  const { year, quarter } = riyadhQuarterOf(now);
  return quarterIssueDates(year, quarter);
}

/**
 * The period of a report request (decision 0051): `startdate`…`enddate` as given (Riyadh
 * IssueDates, both inclusive), each missing end taken from the current Riyadh quarter at `now`.
 * The caller's schema has checked the dates' format and that `startdate` ≤ `enddate`.
 */
export function reportDates(
  q: { startdate?: string | undefined; enddate?: string | undefined },
  now: number,
): IssueDateRange {
  const quarter = currentQuarterIssueDates(now);
  return { from: q.startdate ?? quarter.from, to: q.enddate ?? quarter.to };
}

/**
 * Every month `YYYY-MM` from the first to the last key of `totals`, in order, with 0 for a month
 * without sales (the monthly chart shows the gap rather than skipping it). `{}` stays `{}`.
 */
export function withEmptyMonths(totals: Record<string, number>): Record<string, number> {
  const keys = Object.keys(totals).sort();
  if (keys.length === 0) return {};
  const [fy, fm] = keys[0]!.split('-').map(Number) as [number, number];
  const last = keys.at(-1)!;
  const out: Record<string, number> = {};
  for (let y = fy, m = fm; ; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out[key] = totals[key] ?? 0;
    if (key === last) return out;
  }
}

/** Riyadh's offset from UTC in whole hours (no daylight saving): an hour-of-day report's shift. */
export const RIYADH_UTC_OFFSET_HOURS = 3;
