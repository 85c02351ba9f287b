/**
 * Business-day notions in Asia/Riyadh (UTC+3 all year, no daylight saving); decision 0002.
 * Instants are UTC milliseconds; Riyadh dates are `YYYY-MM-DD`, times `HH:mm:ss`.
 */

export const RIYADH_TZ = 'Asia/Riyadh';
/** Riyadh has kept UTC+3 since 1947 with no DST, so a fixed offset is exact. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** UTC ms → Riyadh calendar date `YYYY-MM-DD`. */
export function riyadhDate(utcMs: number): string {
  const d = new Date(utcMs + RIYADH_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** UTC ms → Riyadh wall-clock time `HH:mm:ss`. */
export function riyadhTime(utcMs: number): string {
  const d = new Date(utcMs + RIYADH_OFFSET_MS);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * Riyadh date `YYYY-MM-DD` → UTC ms of its midnight in Riyadh.
 * @throws RangeError on a malformed or impossible date.
 */
export function riyadhMidnightUtc(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`impossible date: ${date}`);
  }
  return ms - RIYADH_OFFSET_MS;
}

/** Half-open UTC range `[start, end)` in ms. */
export interface UtcRange {
  start: number;
  end: number;
}

/** The Riyadh day containing `utcMs`, optionally shifted by `offsetDays` (-1 = yesterday). */
export function riyadhDayRange(utcMs: number, offsetDays = 0): UtcRange {
  const start = riyadhMidnightUtc(riyadhDate(utcMs)) + offsetDays * DAY_MS;
  return { start, end: start + DAY_MS };
}

/** The Riyadh calendar month containing `utcMs`. */
export function riyadhMonthRange(utcMs: number): UtcRange {
  const [y, m] = riyadhDate(utcMs).split('-').map(Number) as [number, number];
  const start = Date.UTC(y, m - 1, 1) - RIYADH_OFFSET_MS;
  const end = Date.UTC(y, m, 1) - RIYADH_OFFSET_MS;
  return { start, end };
}

/** Inclusive Riyadh date range `[startDate, endDate]` → half-open UTC range. */
export function riyadhDatesRange(startDate: string, endDate: string): UtcRange {
  return { start: riyadhMidnightUtc(startDate), end: riyadhMidnightUtc(endDate) + DAY_MS };
}
