import { describe, expect, it } from 'vitest';
import { averageTicket, expectedCash, overShort } from './shift-figures';

describe('shift figures (decision 0055)', () => {
  it('expected cash adds the float, cash sales, collections and cash in, less refunds and cash out', () => {
    const f = {
      openingFloat: 50_000,
      cashSales: 12_345,
      cashRefunds: 1_150,
      cashCollections: 4_800,
      cashIn: 2_000,
      cashOut: 2_000 + 1_250,
    };
    expect(expectedCash(f)).toBe(50_000 + 12_345 - 1_150 + 4_800 + 2_000 - 3_250);
    expect(
      expectedCash({
        ...f,
        cashSales: 0,
        cashRefunds: 0,
        cashCollections: 0,
        cashIn: 0,
        cashOut: 0,
      }),
    ).toBe(50_000);
  });

  it('over/short is counted − expected, null until counted', () => {
    expect(overShort(49_000, 50_250)).toBe(-1_250);
    expect(overShort(50_300, 50_250)).toBe(50);
    expect(overShort(null, 50_250)).toBeNull();
  });

  it('the average ticket rounds half up and is 0 with no invoice', () => {
    expect(averageTicket(1_000, 3)).toBe(333);
    expect(averageTicket(1_001, 2)).toBe(501);
    expect(averageTicket(0, 0)).toBe(0);
  });
});
