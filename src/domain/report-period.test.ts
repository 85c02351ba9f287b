import { describe, expect, it } from 'vitest';
import { profitTotals, productProfit } from './gross-profit';
import { currentQuarterIssueDates, reportDates, withEmptyMonths } from './report-period';

describe('the report period rule (decision 0051)', () => {
  it('defaults to the current Riyadh quarter, first to last day inclusive', () => {
    // 2026-11-27 12:00 UTC → Q4 2026.
    expect(currentQuarterIssueDates(Date.UTC(2026, 10, 27, 12))).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    // 30 September 21:30 UTC is 00:30 on 1 October in Riyadh: already Q4.
    expect(currentQuarterIssueDates(Date.UTC(2026, 8, 30, 21, 30)).from).toBe('2026-10-01');
    expect(currentQuarterIssueDates(Date.UTC(2026, 8, 30, 20, 30)).from).toBe('2026-07-01');
  });

  it('keeps given dates as they are (inclusive) and fills only the missing end', () => {
    const now = Date.UTC(2026, 1, 10);
    expect(reportDates({ startdate: '2026-01-05', enddate: '2026-01-05' }, now)).toEqual({
      from: '2026-01-05',
      to: '2026-01-05',
    });
    expect(reportDates({ startdate: '2026-01-05' }, now)).toEqual({
      from: '2026-01-05',
      to: '2026-03-31',
    });
  });

  it('shows months without sales as zero, across a year end', () => {
    expect(withEmptyMonths({ '2025-11': 5, '2026-02': 7 })).toEqual({
      '2025-11': 5,
      '2025-12': 0,
      '2026-01': 0,
      '2026-02': 7,
    });
    expect(withEmptyMonths({})).toEqual({});
  });
});

describe('gross profit (decision 0051)', () => {
  it('net less quantity × cost; unknown cost leaves the product out of the profit', () => {
    expect(productProfit({ net: 10000, quantity: 4, unitCost: 1500 })).toEqual({
      cost: 6000,
      profit: 4000,
      marginPercent: 40,
    });
    expect(productProfit({ net: 10000, quantity: 4, unitCost: null }).profit).toBeNull();
    expect(
      profitTotals([
        { net: 10000, quantity: 4, unitCost: 1500 },
        { net: 5000, quantity: 1, unitCost: null },
        { net: -2500, quantity: -1, unitCost: 1500 }, // a credit note nets out
      ]),
    ).toEqual({
      net: 12500,
      costedNet: 7500,
      uncostedNet: 5000,
      cost: 4500,
      profit: 3000,
      marginPercent: 40,
      uncostedSharePercent: 40,
    });
  });
});
