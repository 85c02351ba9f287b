import { describe, expect, it } from 'vitest';
import { riyadhDate } from './riyadh-time';
import {
  collectionAmount,
  creditDueDate,
  invoiceDueDate,
  isOverdue,
  creditAlert,
  paymentState,
  runningBalance,
} from './collection';

describe('collection rules', () => {
  const invoice = (means: string, total: number) => ({
    paymentMeansCode: means,
    total,
    invoiceTypeCode: '388',
  });
  const settled = (collected: number, noted = 0) => ({ collected, noted });

  it('paymentState: non-credit paid at issue; credit by its vouchers', () => {
    expect(paymentState(invoice('10', 5000), settled(0))).toEqual({ paid: 5000, outstanding: 0 });
    expect(paymentState(invoice('24', 5000), settled(1200))).toEqual({
      paid: 1200,
      outstanding: 3800,
    });
  });

  it('paymentState: a credit note lowers what a credit invoice owes, a debit note raises it', () => {
    // 50.00 on credit, 12.00 collected, 20.00 returned: 18.00 owed.
    expect(paymentState(invoice('24', 5000), settled(1200, -2000))).toEqual({
      paid: 1200,
      outstanding: 1800,
    });
    // … and a 3.00 under-charge billed: 21.00.
    expect(paymentState(invoice('24', 5000), settled(1200, -2000 + 300)).outstanding).toBe(2100);
    // Everything returned after 12.00 was collected: nothing owed (the client is due a refund).
    expect(paymentState(invoice('24', 5000), settled(1200, -5000))).toEqual({
      paid: 1200,
      outstanding: 0,
    });
  });

  it('paymentState: a note owes nothing itself', () => {
    const note = (means: string, code: string, total: number) => ({
      paymentMeansCode: means,
      total,
      invoiceTypeCode: code,
    });
    expect(paymentState(note('24', '381', -2000), settled(0))).toEqual({ paid: 0, outstanding: 0 });
    expect(paymentState(note('24', '383', 300), settled(0))).toEqual({ paid: 0, outstanding: 0 });
    expect(paymentState(note('10', '381', -2000), settled(0))).toEqual({
      paid: -2000,
      outstanding: 0,
    });
  });

  it('collectionAmount: full by default, partial allowed, refusals', () => {
    const credit = { paymentMeansCode: '24', invoiceTypeCode: '388' };
    expect(collectionAmount(credit, 3800)).toBe(3800);
    expect(collectionAmount(credit, 3800, 1000)).toBe(1000);
    expect(() => collectionAmount({ ...credit, paymentMeansCode: '10' }, 0)).toThrow(
      expect.objectContaining({ code: 'invoice_not_credit', status: 409 }),
    );
    expect(() => collectionAmount(credit, 0)).toThrow(
      expect.objectContaining({ code: 'invoice_already_paid' }),
    );
    expect(() => collectionAmount(credit, 100, 101)).toThrow(
      expect.objectContaining({ code: 'payment_exceeds_outstanding' }),
    );
    expect(() => collectionAmount(credit, 100, 0)).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    for (const code of ['381', '383'])
      expect(() => collectionAmount({ ...credit, invoiceTypeCode: code }, 100)).toThrow(
        expect.objectContaining({ code: 'note_not_collectable', status: 409 }),
      );
  });

  it.each([
    ['2026-11-03', '2026-11-30'],
    ['2026-02-10', '2026-02-28'],
    ['2028-02-29', '2028-02-29'],
    ['2026-12-31', '2026-12-31'],
  ])('due date of %s is %s', (issue, due) => {
    expect(creditDueDate(issue)).toBe(due);
  });

  it('without a due date: overdue after the end of the issue month while outstanding', () => {
    const old = { issueDate: '2026-11-03', dueDate: null };
    expect(isOverdue(old, 100, '2026-11-30')).toBe(false);
    expect(isOverdue(old, 100, '2026-12-01')).toBe(true);
    expect(isOverdue(old, 0, '2027-01-01')).toBe(false);
    expect(invoiceDueDate(old)).toBe('2026-11-30');
  });

  it('with a due date: overdue from the Riyadh day after it, whatever the issue month', () => {
    // Issued in October, due 2026-11-29: the end-of-month rule would call it overdue since 1 Nov.
    const inv = { issueDate: '2026-10-15', dueDate: '2026-11-29' };
    const at = (utc: number) => isOverdue(inv, 100, riyadhDate(utc));
    expect(at(Date.UTC(2026, 10, 28, 20, 59, 59))).toBe(false); // Riyadh 28th 23:59:59: due tomorrow
    expect(at(Date.UTC(2026, 10, 29, 20, 59, 59))).toBe(false); // Riyadh 29th 23:59:59: due today
    expect(at(Date.UTC(2026, 10, 29, 21, 0, 0))).toBe(true); // Riyadh midnight: due yesterday
    expect(isOverdue(inv, 0, '2027-02-01')).toBe(false);
    // Due on its issue day (a credit sale without a term), before its month ends.
    expect(isOverdue({ issueDate: '2026-11-03', dueDate: '2026-11-03' }, 1, '2026-11-04')).toBe(
      true,
    );
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

describe('creditAlert (decision 0051)', () => {
  it('yellow while not yet due, red only once overdue, none when nothing is owed', () => {
    expect(creditAlert([{ outstanding: 100, overdue: false }])).toBe('due');
    expect(
      creditAlert([
        { outstanding: 100, overdue: false },
        { outstanding: 50, overdue: true },
      ]),
    ).toBe('overdue');
    expect(creditAlert([{ outstanding: 0, overdue: false }])).toBeNull();
  });
});
