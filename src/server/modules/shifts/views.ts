import { halalasToSar } from '../../../domain/money';
import type { ShiftSummary, TillView } from '../../../domain/schemas/shifts';
import { isPastBusinessDay } from '../../../domain/shifts';
import type { TillRow } from '../../db/shift-tables';
import type { DbOrTrx } from '../../db/types';
import { salesOfShifts, type ShiftWithNames } from './repository';

/** UTC ms → ISO 8601 UTC string. */
export const iso = (ms: number) => new Date(Number(ms)).toISOString();

/**
 * A shift as the wire shows it (decision 0055): SAR with two decimals, ISO UTC times. Expected
 * cash and over/short only once closed (the close is blind); counted cash once counted.
 * @param sales its invoices' count and TaxInclusiveAmount (halalas)
 * @param now UTC ms, for `pastBusinessDay`
 */
export function toShiftSummary(
  s: ShiftWithNames,
  sales: { count: number; total: number } | undefined,
  now: number,
): ShiftSummary {
  const open = s.state === 'open';
  const expected = open || s.expected_cash === null ? null : Number(s.expected_cash);
  const counted = s.counted_cash === null ? null : Number(s.counted_cash);
  return {
    id: s.id,
    tillId: s.till_id,
    tillName: s.till_name,
    cashier: { id: s.user_id, name: s.cashier_name },
    state: s.state,
    openedAt: iso(s.opened_at),
    closedAt: s.closed_at === null ? null : iso(s.closed_at),
    businessDay: s.business_day,
    pastBusinessDay: open && isPastBusinessDay(s.business_day, now),
    forced: Number(s.forced) === 1,
    zNumber: s.z_number === null ? null : Number(s.z_number),
    openingFloat: halalasToSar(Number(s.opening_float)),
    expectedCash: expected === null ? null : halalasToSar(expected),
    countedCash: counted === null ? null : halalasToSar(counted),
    overShort: expected === null || counted === null ? null : halalasToSar(counted - expected),
    salesCount: sales?.count ?? 0,
    salesTotal: halalasToSar(sales?.total ?? 0),
  };
}

/** Summaries of several shifts, their sales read in one query. */
export async function shiftSummaries(
  db: DbOrTrx,
  shifts: readonly ShiftWithNames[],
  now: number,
): Promise<ShiftSummary[]> {
  const sales = await salesOfShifts(
    db,
    shifts.map((s) => s.id),
  );
  return shifts.map((s) => toShiftSummary(s, sales.get(s.id), now));
}

/** A till as the wire shows it, with its open shift's summary (or null). */
export function toTillView(t: TillRow, openShift: ShiftSummary | null): TillView {
  return {
    id: t.id,
    name: t.name,
    archived: t.archived_at !== null,
    printerAddress: t.printer_address,
    lastZNumber: Number(t.z_counter),
    openShift,
  };
}
