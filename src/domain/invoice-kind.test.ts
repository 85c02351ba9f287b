import { describe, expect, it } from 'vitest';
import {
  INVOICE_TITLES,
  invoiceKindFor,
  invoiceKindOfSubtype,
  invoiceSubtypeOf,
} from './invoice-kind';

describe('standard vs simplified tax invoice', () => {
  it.each([
    [null, 'simplified'],
    [{ VAT: '' }, 'simplified'],
    [{ VAT: '123' }, 'simplified'],
    [{ VAT: '300075588700004' }, 'simplified'],
    [{ VAT: '310122393500003' }, 'standard'],
  ] as const)('buyer %j → %s', (buyer, kind) => {
    expect(invoiceKindFor(buyer)).toBe(kind);
  });

  it('subtype codes follow BR-KSA-06 and read back', () => {
    expect(invoiceSubtypeOf('standard')).toBe('0100000');
    expect(invoiceSubtypeOf('simplified')).toBe('0200000');
    expect(invoiceKindOfSubtype('0100000')).toBe('standard');
    expect(invoiceKindOfSubtype('0200000')).toBe('simplified');
  });

  it('titles', () => {
    expect(INVOICE_TITLES.standard).toEqual({ ar: 'فاتورة ضريبية', en: 'Tax Invoice' });
    expect(INVOICE_TITLES.simplified.ar).toBe('فاتورة ضريبية مبسطة');
  });
});
