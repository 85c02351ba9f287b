import { describe, expect, it } from 'vitest';
import { arabicCount } from './plural';

const invoices = { one: 'فاتورة واحدة', two: 'فاتورتان', few: 'فواتير', many: 'فاتورة' };
const items = { one: 'صنف واحد', two: 'صنفان', few: 'أصناف', many: 'صنفًا', other: 'صنف' };

describe('arabicCount (Intl.PluralRules ar)', () => {
  it.each([
    [0, '0 فاتورة'],
    [1, 'فاتورة واحدة'],
    [2, 'فاتورتان'],
    [3, '3 فواتير'],
    [10, '10 فواتير'],
    [11, '11 فاتورة'],
    [99, '99 فاتورة'],
    [100, '100 فاتورة'],
    [102, '102 فاتورة'],
    [103, '103 فواتير'],
    [111, '111 فاتورة'],
  ])('%i invoices → %s', (n, text) => {
    expect(arabicCount(n, invoices)).toBe(text);
  });

  it('tanwin after 11–99 only; a zero phrase when given', () => {
    expect(arabicCount(12, items)).toBe('12 صنفًا');
    expect(arabicCount(200, items)).toBe('200 صنف');
    expect(arabicCount(0, { ...items, zero: 'لا أصناف' })).toBe('لا أصناف');
  });
});
