import { describe, expect, it } from 'vitest';
import { cashChange } from './cash-change';

describe('cashChange (decision 0056)', () => {
  const sale = { paymentMeansCode: '10', total: 11300, parts: [], tendered: 20000 };

  it('paid in cash alone: tendered − total', () => {
    expect(cashChange(sale)).toBe(8700);
  });

  it('a split payment: tendered − the cash part', () => {
    const parts = [
      { code: '10', amount: 2000 },
      { code: '48', amount: 9300 },
    ];
    expect(cashChange({ ...sale, parts, tendered: 5000 })).toBe(3000);
  });

  it('none without a tender, a cash part, or when paid by card; never negative', () => {
    expect(cashChange({ ...sale, tendered: null })).toBeNull();
    expect(cashChange({ ...sale, paymentMeansCode: '48' })).toBeNull();
    expect(cashChange({ ...sale, tendered: 10000 })).toBe(0);
  });
});
