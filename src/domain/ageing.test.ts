import { describe, expect, it } from 'vitest';
import { ageDocuments, ageingBucket, daysPastDue } from './ageing';
import { riyadhDate } from './riyadh-time';

describe('ageingBucket (decision 0068)', () => {
  const asOf = '2026-05-31';
  it.each([
    ['2026-06-01', 'current'],
    ['2026-05-31', 'current'], // due today is not yet overdue
    ['2026-05-30', 'd1_30'], // yesterday
    ['2026-05-01', 'd1_30'], // exactly 30 days
    ['2026-04-30', 'd31_60'], // 31
    ['2026-04-01', 'd31_60'], // 60
    ['2026-03-31', 'd61_90'], // 61
    ['2026-03-02', 'd61_90'], // 90
    ['2026-03-01', 'over90'], // 91
  ] as const)('due %s → %s', (due, bucket) => {
    expect(ageingBucket(due, asOf)).toBe(bucket);
  });

  it('counts Riyadh days: 21:00 UTC is already the next Riyadh day', () => {
    const lateEvening = Date.UTC(2026, 4, 30, 20, 59, 59); // 23:59:59 in Riyadh, 30 May
    const midnight = Date.UTC(2026, 4, 30, 21, 0, 0); // 00:00 in Riyadh, 31 May
    expect(ageingBucket('2026-05-30', riyadhDate(lateEvening))).toBe('current');
    expect(ageingBucket('2026-05-30', riyadhDate(midnight))).toBe('d1_30');
    expect(daysPastDue('2026-05-30', riyadhDate(midnight))).toBe(1);
  });

  it('refuses a date that is not one', () => {
    expect(() => ageingBucket('2026-02-30', asOf)).toThrow(RangeError);
  });

  it('sums open documents per party and in total', () => {
    const { rows, totals } = ageDocuments(
      [
        { party: 'أ', dueDate: '2026-05-31', outstanding: 100 },
        { party: 'ب', dueDate: '2026-01-01', outstanding: 50 },
        { party: 'أ', dueDate: '2026-04-15', outstanding: 25 },
        { party: 'ب', dueDate: '2026-01-01', outstanding: 0 },
      ],
      asOf,
    );
    expect(rows.map((r) => [r.party, r.current, r.d31_60, r.over90, r.total])).toEqual([
      ['أ', 100, 25, 0, 125],
      ['ب', 0, 0, 50, 50],
    ]);
    expect(totals.total).toBe(175);
  });
});
