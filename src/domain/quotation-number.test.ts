import { describe, expect, it } from 'vitest';
import { isQuotationNumber, quotationCounterAfter } from './quotation-number';

describe('quotation numbers (decision 0052)', () => {
  it('tells a quotation number from the Unix seconds of a sale, negated ones included', () => {
    expect(isQuotationNumber(1)).toBe(true);
    expect(isQuotationNumber(-42)).toBe(true);
    expect(isQuotationNumber(999_999_999)).toBe(true);
    expect(isQuotationNumber(1_795_788_609)).toBe(false);
    expect(isQuotationNumber(-1_795_788_609)).toBe(false);
    expect(isQuotationNumber(0)).toBe(false);
  });

  it('moves the counter past the quotation numbers restored, never back', () => {
    expect(quotationCounterAfter(3, [1_795_788_609, 7, -9, 2])).toBe(9);
    expect(quotationCounterAfter(12, [5, 1_795_788_609])).toBe(12);
    expect(quotationCounterAfter(0, [])).toBe(0);
  });
});
