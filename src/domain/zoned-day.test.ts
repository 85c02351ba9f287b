import { describe, expect, it } from 'vitest';
import { dateInZone, isCalendarDate, isTimeZone, zonedDayRange } from './zoned-day';

describe('zonedDayRange', () => {
  it('a Riyadh day runs from 21:00 UTC the day before, for 24 hours', () => {
    expect(zonedDayRange('2026-11-25', 'Asia/Riyadh')).toEqual({
      start: Date.parse('2026-11-24T21:00:00Z'),
      end: Date.parse('2026-11-25T21:00:00Z'),
    });
  });

  it('23:30 Riyadh on day D is inside D and before D+1', () => {
    const sale = Date.parse('2026-11-25T20:30:00Z'); // 23:30 in Riyadh
    const d = zonedDayRange('2026-11-25', 'Asia/Riyadh');
    const next = zonedDayRange('2026-11-26', 'Asia/Riyadh');
    expect(sale >= d.start && sale < d.end).toBe(true);
    expect(sale >= next.start).toBe(false);
    expect(dateInZone(sale, 'Asia/Riyadh')).toBe('2026-11-25');
    expect(dateInZone(sale, 'UTC')).toBe('2026-11-25');
    expect(dateInZone(Date.parse('2026-11-25T21:00:00Z'), 'Asia/Riyadh')).toBe('2026-11-26');
  });

  it('UTC days are midnight to midnight; a DST day in Berlin lasts 23 hours', () => {
    expect(zonedDayRange('2026-01-31', 'UTC')).toEqual({
      start: Date.parse('2026-01-31T00:00:00Z'),
      end: Date.parse('2026-02-01T00:00:00Z'),
    });
    const spring = zonedDayRange('2026-03-29', 'Europe/Berlin');
    expect(spring.start).toBe(Date.parse('2026-03-28T23:00:00Z'));
    expect(spring.end - spring.start).toBe(23 * 3_600_000);
  });

  it('refuses impossible dates and unknown zones', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-25', '2026-1-5', '', '1969-12-31'])
      expect(isCalendarDate(bad), bad).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => zonedDayRange('2026-02-30', 'Asia/Riyadh')).toThrow(RangeError);
    expect(() => zonedDayRange('2026-02-01', 'Nowhere/City')).toThrow(RangeError);
  });
});
