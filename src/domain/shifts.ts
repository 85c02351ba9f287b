/**
 * The rules of a till's shift (decision 0055, docs/decisions/0055-tills-and-shifts.md): the cash
 * the drawer should hold, the over/short of a count, when a manager must approve it, when an open
 * shift is past its business day, and a counted body's value. Pure: amounts in integer halalas.
 */
import { countValue, type DenominationCount } from './denominations';
import type { Halalas } from './money';
import { sarToHalalas } from './money';
import { riyadhDate } from './riyadh-time';

/**
 * True when a difference needs a manager's approval: |over/short| > limit (both halalas; a
 * difference equal to the limit closes without approval).
 */
export function needsApproval(difference: Halalas, limit: Halalas): boolean {
  return Math.abs(difference) > limit;
}

/**
 * True when an open shift's business day (a Riyadh date, YYYY-MM-DD) is before the Riyadh date of
 * `now` (UTC ms): the shift was left open past its day.
 */
export function isPastBusinessDay(businessDay: string, now: number): boolean {
  return riyadhDate(now) > businessDay;
}

/**
 * The halalas of a counted body: the count by denomination when given (a count wins over an
 * amount), else the amount in SAR. Both absent: 0 (the wire schema refuses that first).
 * @throws RangeError on a count the wire schema would refuse (countValue).
 */
export function countedHalalas(body: {
  count?: Readonly<Partial<DenominationCount>>;
  amount?: number;
}): Halalas {
  if (body.count !== undefined) {
    const pieces = Object.entries(body.count).filter(
      (e): e is [string, number] => e[1] !== undefined,
    );
    return countValue(Object.fromEntries(pieces));
  }
  return body.amount === undefined ? 0 : sarToHalalas(body.amount);
}
