import { describe, expect, it } from 'vitest';
import {
  collectionAmount,
  creditDueDate,
  isOverdue,
  paymentState,
  runningBalance,
} from './collection';

describe('collection rules (issue #6 §4)', () => {
  it('paymentState: non-credit paid at issue; credit by its vouchers', () => {
    expect(paymentState({ paymentMeansCode: '10', total: 5000 }, 0)).toEqual({
      paid: 5000,
      outstanding: 0,
    });
    expect(paymentState({ paymentMeansCode: '24', total: 5000 }, 1200)).toEqual({
      paid: 1200,
      outstanding: 3800,
    });
  });

  it('collectionAmount: full by default, partial allowed, refusals', () => {
    expect(collectionAmount('24', 3800)).toBe(3800);
    expect(collectionAmount('24', 3800, 1000)).toBe(1000);
    expect(() => collectionAmount('10', 0)).toThrow(
      expect.objectContaining({ code: 'invoice_not_credit', status: 409 }),
    );
    expect(() => collectionAmount('24', 0)).toThrow(
      expect.objectContaining({ code: 'invoice_already_paid' }),
    );
    expect(() => collectionAmount('24', 100, 101)).toThrow(
      expect.objectContaining({ code: 'payment_exceeds_outstanding' }),
    );
    expect(() => collectionAmount('24', 100, 0)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it.each([
    ['2026-11-03', '2026-11-30'],
    ['2026-02-10', '2026-02-28'],
    ['2028-02-29', '2028-02-29'],
    ['2026-12-31', '2026-12-31'],
  ])('due date of %s is %s', (issue, due) => {
    expect(creditDueDate(issue)).toBe(due);
  });

  it('overdue after the end of the issue month while outstanding', () => {
    expect(isOverdue('2026-11-03', 100, '2026-11-30')).toBe(false);
    expect(isOverdue('2026-11-03', 100, '2026-12-01')).toBe(true);
    expect(isOverdue('2026-11-03', 0, '2027-01-01')).toBe(false);
  });

  it('runningBalance orders by date and keeps a balance', () => {
    const r = runningBalance(
      [
        { date: '2026-11-05', order: 1, debit: 0, credit: 300 },
        { date: '2026-11-01', order: 0, debit: 1000, credit: 0 },
        { date: '2026-11-05', order: 0, debit: 500, credit: 0 },
      ],
      200,
    );
    expect(r.lines.map((l) => l.balance)).toEqual([1200, 1700, 1400]);
    expect(r).toMatchObject({ debit: 1500, credit: 300, closing: 1400 });
  });
});
