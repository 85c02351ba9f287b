import { describe, expect, it } from 'vitest';
import { formatAddress as addressLine } from '../../domain/business';
import { amount, invoiceTitle, numberLabel, paymentLabel } from './format';

describe('amount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1999, '19.99'],
    [123450, '1,234.50'],
    [100000000, '1,000,000.00'],
    [-123450, '-1,234.50'],
  ])('%i halalas → %s', (halalas, printed) => {
    expect(amount(halalas)).toBe(printed);
  });
});

describe('labels', () => {
  it('titles by invoice kind', () => {
    expect(invoiceTitle('simplified')).toEqual({
      ar: 'فاتورة ضريبية مبسطة',
      en: 'Simplified Tax Invoice',
    });
    expect(invoiceTitle('standard')).toEqual({ ar: 'فاتورة ضريبية', en: 'Tax Invoice' });
  });

  it('credit and debit notes print their own title and number label, of either kind', () => {
    const credit = { typeCode: '381', originalNumber: 7, reason: 'مرتجع' } as const;
    const debit = { ...credit, typeCode: '383' } as const;
    expect(invoiceTitle('standard', credit)).toEqual({ ar: 'إشعار دائن', en: 'Credit Note' });
    expect(invoiceTitle('simplified', debit)).toEqual({ ar: 'إشعار مدين', en: 'Debit Note' });
    expect(numberLabel('simplified', credit)).toEqual({ ar: 'رقم الإشعار', en: 'Note No.' });
    expect(numberLabel('simplified', null)).toEqual({ ar: 'رقم الفاتورة', en: 'Invoice No.' });
  });

  it('payment means in both languages', () => {
    expect(paymentLabel('48')).toEqual({ ar: 'مدى', en: 'Card (mada)' });
  });

  it('joins the address with the Arabic comma', () => {
    const a = {
      street: 'طريق الملك فهد',
      buildingNumber: '2451',
      district: 'حي العليا',
      city: 'الرياض',
      postalCode: '12214',
      country: 'SA',
    };
    expect(addressLine(a, 'ar')).toBe('طريق الملك فهد 2451، حي العليا، الرياض 12214');
    expect(addressLine({ ...a, district: '' }, 'en')).toBe('طريق الملك فهد 2451, الرياض 12214');
  });
});
