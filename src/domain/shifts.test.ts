import { describe, expect, it } from 'vitest';
import {
  countedHalalas,
  expectedCash,
  isPastBusinessDay,
  needsApproval,
  overShort,
} from './shifts';

describe('shift rules (decision 0055)', () => {
  it('expected cash = float + cash sales − refunds + collections + cash in − cash out', () => {
    const sums = {
      cashSales: 10_000,
      cashRefunds: 1_500,
      cashCollections: 2_000,
      cashIn: 700,
      cashOut: 2_000,
    };
    expect(expectedCash(30_000, sums)).toBe(30_000 + 10_000 - 1_500 + 2_000 + 700 - 2_000);
    expect(
      expectedCash(0, { cashSales: 0, cashRefunds: 0, cashCollections: 0, cashIn: 0, cashOut: 0 }),
    ).toBe(0);
  });

  it('over/short is counted − expected; approval only beyond the limit, either sign', () => {
    expect(overShort(9_900, 10_000)).toBe(-100);
    expect(overShort(10_050, 10_000)).toBe(50);
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
