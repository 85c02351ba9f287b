import { describe, expect, it } from 'vitest';
import { countedHalalas, isPastBusinessDay, needsApproval } from './shifts';

describe('shift rules (decision 0055)', () => {
  it('approval only beyond the limit, either sign', () => {
    expect(needsApproval(-500, 500)).toBe(false);
    expect(needsApproval(500, 500)).toBe(false);
    expect(needsApproval(-501, 500)).toBe(true);
    expect(needsApproval(501, 500)).toBe(true);
    expect(needsApproval(1, 0)).toBe(true);
  });

  it('a shift is past its business day once the Riyadh date is later', () => {
    // 2026-11-22 20:59 UTC = 23:59 Riyadh; 21:00 UTC = next day 00:00 Riyadh.
    expect(isPastBusinessDay('2026-11-22', Date.UTC(2026, 10, 22, 20, 59))).toBe(false);
    expect(isPastBusinessDay('2026-11-22', Date.UTC(2026, 10, 22, 21, 0))).toBe(true);
    expect(isPastBusinessDay('2026-11-23', Date.UTC(2026, 10, 22, 21, 0))).toBe(false);
  });

  it('a count wins over an amount; an amount alone is SAR → halalas', () => {
    expect(countedHalalas({ count: { n100: 2, c050: 3 }, amount: 999 })).toBe(20_150);
    expect(countedHalalas({ amount: 12.5 })).toBe(1_250);
    expect(countedHalalas({ count: {} })).toBe(0);
    expect(countedHalalas({})).toBe(0);
  });
});
