/**
 * Calendar days in any IANA time zone (the archive's `tz`, legacy app: images; default
 * Asia/Riyadh). Instants are UTC milliseconds; dates are `YYYY-MM-DD`. Uses the
 * runtime's time-zone database (Intl), so zones with daylight saving get 23- or 25-hour days.
 */
import { RIYADH_TZ } from './riyadh-time';

export { RIYADH_TZ };

/** True when `tz` is a time zone the runtime knows (`Asia/Riyadh`, `UTC`, `Europe/Berlin`…). */
export function isTimeZone(tz: string): boolean {
  if (tz.length === 0 || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** True when `date` is a real calendar date written `YYYY-MM-DD` (years 1970–9999). */
export function isCalendarDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1970) return false;
  const back = new Date(Date.UTC(y, mo - 1, d));
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Offset of `tz` from UTC at instant `utcMs`, in ms (Riyadh: +10,800,000). */
export function zoneOffsetMs(utcMs: number, tz: string): number {
  const parts = Object.fromEntries(
    formatter(tz)
      .formatToParts(new Date(utcMs))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** UTC ms → the calendar date `YYYY-MM-DD` in `tz`. */
export function dateInZone(utcMs: number, tz: string): string {
  return new Date(utcMs + zoneOffsetMs(utcMs, tz)).toISOString().slice(0, 10);
}

/** UTC ms of the first instant of `date` in `tz` (its local midnight). */
function startOfDay(date: string, tz: string): number {
  const naive = Date.parse(`${date}T00:00:00Z`);
  // Two passes settle the offset even when it changes near midnight.
  let guess = naive - zoneOffsetMs(naive, tz);
  guess = naive - zoneOffsetMs(guess, tz);
  return guess;
}

/**
 * The calendar day `date` in time zone `tz` as a half-open UTC range `[start, end)` in ms. In
 * Asia/Riyadh (UTC+3, no DST) `2026-11-25` is `[2026-11-24T21:00Z, 2026-11-25T21:00Z)`, so a sale
 * at 23:30 Riyadh belongs to that day, not the next.
 * @throws RangeError for a date that is not a real `YYYY-MM-DD` or an unknown zone.
 */
export function zonedDayRange(date: string, tz: string): { start: number; end: number } {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  if (!isTimeZone(tz)) throw new RangeError(`unknown time zone: ${tz}`);
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { start: startOfDay(date, tz), end: startOfDay(next, tz) };
}
