import type { ShiftSummary, TillView } from '../../../domain/schemas/shifts';
import type { TillRow } from '../../db/shift-tables';
import type { DbOrTrx } from '../../db/types';
import { shiftSummaries as summariesOf } from '../shift-reports';
import type { ShiftWithNames } from './repository';

/** UTC ms → ISO 8601 UTC string. */
export const iso = (ms: number) => new Date(Number(ms)).toISOString();

/**
 * Summaries of several shifts of one business as the wire shows them (decision 0055; built by the
 * shift reports module's shiftSummaries, so lists, tills and closes show one shape): SAR, ISO UTC,
 * expected cash and over/short only once closed (the close is blind).
 * @param now UTC ms, for `pastBusinessDay`
 */
export async function shiftSummaries(
  db: DbOrTrx,
  shifts: readonly ShiftWithNames[],
  now: number,
): Promise<ShiftSummary[]> {
  if (shifts.length === 0) return [];
  return summariesOf(db, shifts[0]!.business_id, shifts, now);
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
