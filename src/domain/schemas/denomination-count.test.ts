import { describe, expect, it } from 'vitest';
import { countValue } from '../denominations';
import { denominationCount, openShiftBody } from './shifts';

describe('a count by denomination on the wire (decision 0055)', () => {
  it('names only the denominations counted; the value is the sum of those', () => {
    const count = denominationCount.parse({ n100: 2, c050: 3 });
    expect(count).toEqual({ n100: 2, c050: 3 });
    expect(countValue(count)).toBe(20_150);
    expect(openShiftBody.safeParse({ count: { n100: 2 } }).success).toBe(true);
  });

  it('refuses an unknown denomination and pieces that are not whole numbers ≥ 0', () => {
    expect(denominationCount.safeParse({ n1000: 1 }).success).toBe(false);
    expect(denominationCount.safeParse({ n100: 1.5 }).success).toBe(false);
    expect(denominationCount.safeParse({ n100: -1 }).success).toBe(false);
  });
});
