import { describe, expect, it } from 'vitest';
import { dueDateFor } from './payment-terms';

describe('dueDateFor', () => {
  it('adds the days to the issue date across a month and a year', () => {
    expect(dueDateFor('2026-11-20', { days: 15, end_of_month: 0 })).toBe('2026-12-05');
    expect(dueDateFor('2026-12-20', { days: 30, end_of_month: 0 })).toBe('2027-01-19');
    expect(dueDateFor('2028-02-01', { days: 28, end_of_month: 0 })).toBe('2028-02-29');
  });

  it('cash is due on the issue date', () => {
    expect(dueDateFor('2026-11-28', { days: 0, end_of_month: 0 })).toBe('2026-11-28');
  });

  it('end of month counts from the last day of the issue month', () => {
    expect(dueDateFor('2026-02-03', { days: 0, end_of_month: 1 })).toBe('2026-02-28');
    expect(dueDateFor('2028-02-29', { days: 0, end_of_month: 1 })).toBe('2028-02-29');
    expect(dueDateFor('2026-01-31', { days: 30, end_of_month: 1 })).toBe('2026-03-02');
  });

  it('refuses a date that is not one', () => {
    expect(() => dueDateFor('2026-02-30', { days: 0, end_of_month: 0 })).toThrow(RangeError);
    expect(() => dueDateFor('28/11/2026', { days: 0, end_of_month: 0 })).toThrow(RangeError);
  });
});
