/**
 * The rules of a till's shift (decision 0055, docs/decisions/0055-tills-and-shifts.md): the cash
 * the drawer should hold, the over/short of a count, when a manager must approve it, when an open
 * shift is past its business day, and a counted body's value. Pure: amounts in integer halalas.
 */
import { countValue, type DenominationCount } from './denominations';
import type { Halalas } from './money';
import { sarToHalalas } from './money';
import { riyadhDate } from './riyadh-time';

/** The cash sums of one shift, in halalas (each ≥ 0). */
export interface ShiftCashSums {
  /** TaxInclusiveAmount of its cash sales (payment means 10 and 45). */
  cashSales: Halalas;
  /** Credit notes of its cash sales, paid back in cash from the drawer. */
  cashRefunds: Halalas;
  /** Receipt vouchers paid in cash at the till (collections of credit invoices). */
  cashCollections: Halalas;
  /** Paid-in movements. */
  cashIn: Halalas;
  /** Paid-out movements. */
  cashOut: Halalas;
}

/**
 * The cash the drawer should hold, halalas: opening float + cash sales − cash refunds + cash
 * collections at the till + cash in − cash out (decision 0055; collections are added because their
 * cash is in the drawer).
 */
export function expectedCash(openingFloat: Halalas, s: ShiftCashSums): Halalas {
  return openingFloat + s.cashSales - s.cashRefunds + s.cashCollections + s.cashIn - s.cashOut;
}

/** counted − expected, halalas: negative = short, positive = over. */
export function overShort(counted: Halalas, expected: Halalas): Halalas {
  return counted - expected;
}

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
