import { afterAll, describe, expect, it } from 'vitest';
import {
  riyadhDate,
  riyadhDatesRange,
  riyadhDayRange,
  riyadhMidnightUtc,
  riyadhMonthRange,
  riyadhTime,
} from './riyadh-time';

const utc = (iso: string) => Date.parse(iso);
const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

// Run every case under several server time zones: the answers must not depend on them.
describe.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Asia/Riyadh'])(
  'with the server in %s',
  (tz) => {
    it('maps instants to Riyadh calendar dates and wall-clock times (UTC+3, no DST)', () => {
      process.env.TZ = tz;
      const cases: Array<[string, string, string]> = [
        ['2026-11-22T20:59:59Z', '2026-11-22', '23:59:59'],
        ['2026-11-22T21:00:00Z', '2026-11-23', '00:00:00'],
        ['2026-03-08T10:30:00Z', '2026-03-08', '13:30:00'], // a US DST switch day changes nothing
        ['2024-02-28T22:00:00Z', '2024-02-29', '01:00:00'], // leap day
        ['2026-12-31T21:00:00Z', '2027-01-01', '00:00:00'],
      ];
      for (const [instant, date, time] of cases) {
        expect(riyadhDate(utc(instant)), instant).toBe(date);
        expect(riyadhTime(utc(instant)), instant).toBe(time);
      }
    });

    it('gives today, yesterday and the month as half-open UTC ranges', () => {
      process.env.TZ = tz;
      const at = utc('2026-11-30T20:30:00Z'); // 23:30 on 30 November in Riyadh
      expect(riyadhDayRange(at)).toEqual({
        start: utc('2026-11-29T21:00:00Z'),
        end: utc('2026-11-30T21:00:00Z'),
      });
      expect(riyadhDayRange(at, -1)).toEqual({
        start: utc('2026-11-28T21:00:00Z'),
        end: utc('2026-11-29T21:00:00Z'),
      });
      expect(riyadhMonthRange(at)).toEqual({
        start: utc('2026-10-31T21:00:00Z'),
        end: utc('2026-11-30T21:00:00Z'),
      });
      // 30 minutes later it is December in Riyadh
      expect(riyadhMonthRange(at + 30 * 60_000)).toEqual({
        start: utc('2026-11-30T21:00:00Z'),
        end: utc('2026-12-31T21:00:00Z'),
      });
      expect(riyadhDatesRange('2026-11-01', '2026-11-01')).toEqual({
        start: utc('2026-10-31T21:00:00Z'),
        end: utc('2026-11-01T21:00:00Z'),
      });
    });
  },
);

describe('riyadhMidnightUtc', () => {
  it('refuses malformed and impossible dates', () => {
    for (const bad of ['2026-2-1', '2026-02-30', '2025-02-29', '2026-13-01', 'yesterday']) {
      expect(() => riyadhMidnightUtc(bad), bad).toThrow(RangeError);
    }
    expect(riyadhMidnightUtc('2024-02-29')).toBe(utc('2024-02-28T21:00:00Z'));
  });
});
