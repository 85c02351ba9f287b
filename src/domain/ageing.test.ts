import { describe, expect, it } from 'vitest';
import { ageingBucket, ageingTable } from './ageing';
import { riyadhDate } from './riyadh-time';

describe('ageingBucket (decision 0068)', () => {
  it.each([
    ['2026-03-10', '2026-03-01', 'current'],
    ['2026-03-10', '2026-03-10', 'current'],
    ['2026-03-09', '2026-03-10', 'd1_30'],
    ['2026-02-08', '2026-03-10', 'd1_30'], // 30 days
    ['2026-02-07', '2026-03-10', 'd31_60'], // 31
    ['2026-01-09', '2026-03-10', 'd31_60'], // 60
    ['2026-01-08', '2026-03-10', 'd61_90'], // 61
    ['2025-12-10', '2026-03-10', 'd61_90'], // 90
    ['2025-12-09', '2026-03-10', 'over90'], // 91
  ] as const)('due %s seen on %s → %s', (due, asOf, bucket) => {
    expect(ageingBucket(due, asOf)).toBe(bucket);
  });

  it('at the Riyadh midnight edge: 20:59 UTC is still today, 21:00 UTC is tomorrow', () => {
    // Riyadh is UTC+3: 2026-03-09T21:00Z is 00:00 on 10 March in Riyadh.
    expect(ageingBucket('2026-03-09', riyadhDate(Date.parse('2026-03-09T20:59:59Z')))).toBe(
      'current',
    );
    expect(ageingBucket('2026-03-09', riyadhDate(Date.parse('2026-03-09T21:00:00Z')))).toBe(
      'd1_30',
    );
  });

  it('ageingTable sums per party and bucket, leaves out what is settled', () => {
    const t = ageingTable(
      [
        { partyKey: 'b', partyName: 'باء', dueDate: '2026-03-10', outstanding: 500 },
        { partyKey: 'a', partyName: 'ألف', dueDate: '2026-01-01', outstanding: 1000 },
        { partyKey: 'a', partyName: 'ألف', dueDate: '2026-03-01', outstanding: 250 },
        { partyKey: 'c', partyName: 'جيم', dueDate: '2026-03-01', outstanding: 0 },
      ],
      '2026-03-10',
    );
    expect(t.rows.map((r) => r.key)).toEqual(['a', 'b']);
    expect(t.rows[0]).toMatchObject({ d61_90: 1000, d1_30: 250, total: 1250 });
    expect(t.totals).toEqual({
      current: 500,
      d1_30: 250,
      d31_60: 0,
      d61_90: 1000,
      over90: 0,
      total: 1750,
    });
  });
});
