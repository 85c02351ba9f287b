import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import {
  assertCashTendered,
  assertPaymentParts,
  cashDue,
  perPaymentPart,
  splitByLargestRemainder,
  splitInvoiceAmounts,
} from './split-payment';

const code = (f: () => void) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? [e.code, Object.keys(e.fields ?? {})[0]] : String(e);
  }
  return null;
};

describe('split payment rules (decision 0056)', () => {
  const parts = [
    { code: '10' as const, amount: 5000 },
    { code: '48' as const, amount: 4000 },
  ];

  it('parts must sum to the total and include the stored means', () => {
    expect(code(() => assertPaymentParts(parts, 9000, '48'))).toBeNull();
    expect(code(() => assertPaymentParts(parts, 9001, '48'))).toEqual([
      'payment_parts_mismatch',
      'PaymentMeans',
    ]);
    expect(code(() => assertPaymentParts(parts, 9000, '24'))).toEqual([
      'payment_parts_mismatch',
      'PaymentMeansCode',
    ]);
  });

  it('cash due is the cash parts, or the whole when paid in cash alone; tendered must cover it', () => {
    expect(cashDue(parts, 9000, '48')).toBe(5000);
    expect(cashDue(null, 9000, '10')).toBe(9000);
    expect(cashDue(null, 9000, '48')).toBe(0);
    expect(code(() => assertCashTendered(5000, 5000))).toBeNull();
    expect(code(() => assertCashTendered(4999, 5000))).toEqual([
      'cash_tendered_short',
      'cashTendered',
    ]);
  });

  it('splits by largest remainder, exactly, any sign', () => {
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(splitByLargestRemainder(7, [0, 0])).toEqual([7, 0]);
    expect(splitByLargestRemainder(1174, [5000, 4000])).toEqual([652, 522]);
  });

  it("splits an invoice's amounts over its parts; each column sums to the invoice's", () => {
    const amounts = { taxInclusive: 9000, taxExclusive: 7826, tax: 1174 };
    const shares = splitInvoiceAmounts(amounts, [5000, 4000]);
    expect(shares).toEqual([
      { taxInclusive: 5000, tax: 652, taxExclusive: 4348 },
      { taxInclusive: 4000, tax: 522, taxExclusive: 3478 },
    ]);
    const credit = splitInvoiceAmounts(
      { taxInclusive: -9000, taxExclusive: -7826, tax: -1174 },
      [-5000, -4000],
    );
    expect(credit.reduce((s, p) => s + p.taxExclusive, 0)).toBe(-7826);
    expect(splitInvoiceAmounts(amounts, [])).toEqual([amounts]);
  });

  it('sees a document once per part, counted once under its stored means', () => {
    const doc = { id: 1, payment_means_code: '48', tax_inclusive_amount: 9000 };
    expect(perPaymentPart(doc, parts)).toEqual([
      { ...doc, payment_means_code: '10', tax_inclusive_amount: 5000, counted: false },
      { ...doc, payment_means_code: '48', tax_inclusive_amount: 4000, counted: true },
    ]);
    expect(perPaymentPart(doc, undefined)).toEqual([{ ...doc, counted: true }]);
  });
});
