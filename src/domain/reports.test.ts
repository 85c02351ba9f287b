import { describe, expect, it } from 'vitest';
import {
  legacyVatDiffers,
  legacyVatFormula,
  netVatPayable,
  quarterIssueDates,
  reportIssueDates,
  riyadhMonthIssueDates,
} from './reports';

describe('riyadhMonthIssueDates', () => {
  it.each([
    ['2026-11-30T20:30:00Z', '2026-11-01', '2026-11-30'], // 23:30 Riyadh, last day of November
    ['2026-11-30T21:10:00Z', '2026-12-01', '2026-12-31'], // 00:10 Riyadh, 1 December
    ['2026-02-28T20:59:59Z', '2026-02-01', '2026-02-28'],
    ['2028-02-29T12:00:00Z', '2028-02-01', '2028-02-29'], // leap year
    ['2026-12-31T21:00:00Z', '2027-01-01', '2027-01-31'], // new year in Riyadh
  ])('at %s the month is %s … %s', (iso, from, to) => {
    expect(riyadhMonthIssueDates(Date.parse(iso))).toEqual({ from, to });
  });

  it('all has no range', () => {
    expect(reportIssueDates('all', Date.parse('2026-11-30T20:30:00Z'))).toBeUndefined();
  });
});

describe('legacyVatFormula (total / 1.15, total × 3 / 23)', () => {
  it.each([
    // total (halalas), before-tax, VAT — computed by hand
    [11500, 10000, 1500],
    [2300, 2000, 300],
    [100, 87, 13], // 86.96 → 87; 13.04 → 13
    [199, 173, 26], // 173.04 → 173; 25.96 → 26
    [0, 0, 0],
  ])('%i → %i + %i', (total, beforeTax, vat) => {
    expect(legacyVatFormula(total)).toEqual({ beforeTax, vat });
  });

  it('differs only when a figure differs', () => {
    expect(legacyVatDiffers({ beforeTax: 10000, vat: 1500 }, { beforeTax: 10000, vat: 1500 })).toBe(
      false,
    );
    expect(legacyVatDiffers({ beforeTax: 346, vat: 52 }, { beforeTax: 346, vat: 52 })).toBe(false);
    expect(legacyVatDiffers({ beforeTax: 174, vat: 25 }, { beforeTax: 173, vat: 26 })).toBe(true);
  });
});

describe('quarterIssueDates / netVatPayable (VAT return)', () => {
  it('gives the inclusive Riyadh dates of each quarter', () => {
    expect(quarterIssueDates(2026, 1)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterIssueDates(2024, 1)).toEqual({ from: '2024-01-01', to: '2024-03-31' });
    expect(quarterIssueDates(2026, 2)).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterIssueDates(2026, 3)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(quarterIssueDates(2026, 4)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });
  it('net = output − input, negative when input is larger (refund)', () => {
    expect(netVatPayable(1500, 300)).toBe(1200);
    expect(netVatPayable(300, 1500)).toBe(-1200);
  });
});
