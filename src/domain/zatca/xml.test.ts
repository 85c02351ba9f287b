import { describe, expect, it } from 'vitest';
import { PAYMENT_MEANS_CODES } from '../payment-means';
import { TEST_BUYER, testInvoice, testLine } from '../../server/testing/zatca-fixtures';
import { childElements, parseXml, UBL_NS } from './hash';
import { ZATCA_PAYMENT_MEANS, zatcaPaymentMeansCode, zatcaUnitCode } from './payment-means';
import { buildInvoiceXml, netUnitPriceText } from './xml';

describe('netUnitPriceText (PriceAmount = net unit price, BR-KSA-EN16931-11)', () => {
  it('divides the net by the quantity to at most 6 decimals, at least 2', () => {
    expect(netUnitPriceText(2000, 2)).toBe('10.00');
    expect(netUnitPriceText(1000, 3)).toBe('3.333333');
    expect(netUnitPriceText(2000, 3)).toBe('6.666667');
    expect(netUnitPriceText(1, 9999)).toBe('0.000001');
    expect(netUnitPriceText(350, 1)).toBe('3.50');
    expect(netUnitPriceText(123_456_789, 1)).toBe('1234567.89');
  });
  it('stays within 0.01 SAR of the net when multiplied back, up to 9,999 pieces', () => {
    for (const [net, qty] of [
      [869_487, 9_999],
      [1, 7],
      [99_999_999, 9_998],
      [12_345, 13],
    ] as const) {
      expect(Math.abs(Number(netUnitPriceText(net, qty)) * qty - net / 100)).toBeLessThanOrEqual(
        0.01,
      );
    }
  });
  it('refuses a quantity that is not a positive integer', () => {
    expect(() => netUnitPriceText(100, 0)).toThrow(RangeError);
    expect(() => netUnitPriceText(100, 1.5)).toThrow(RangeError);
  });
});

describe('payment means table (decision 0031)', () => {
  it('maps every Sanad code to the UNTDID 4461 code of what happened', () => {
    expect(ZATCA_PAYMENT_MEANS).toEqual({
      '10': '10',
      '48': '48',
      '24': '30',
      '42': '68',
      '45': '10',
    });
    for (const code of PAYMENT_MEANS_CODES) expect(zatcaPaymentMeansCode(code)).toMatch(/^\d{2}$/);
  });
  it('writes the stored piece unit as PCE and keeps Rec. 20 codes', () => {
    expect(zatcaUnitCode('حبة')).toBe('PCE');
    expect(zatcaUnitCode('KGM')).toBe('KGM');
  });
});

describe('buildInvoiceXml', () => {
  const xml = buildInvoiceXml(testInvoice({ paymentMeansCode: '45' }));
  const root = parseXml(xml).documentElement!;
  const cbc = (el: typeof root, name: string) =>
    childElements(el, UBL_NS.cbc, name)[0]?.textContent;

  it('writes the header of a simplified phase 2 invoice', () => {
    expect(cbc(root, 'ProfileID')).toBe('reporting:1.0');
    expect(cbc(root, 'IssueTime')).toBe('21:30:05');
    expect(childElements(root, UBL_NS.cbc, 'InvoiceTypeCode')[0]?.getAttribute('name')).toBe(
      '0200000',
    );
    expect(xml).toContain('<cbc:PaymentMeansCode>10</cbc:PaymentMeansCode>');
    expect(childElements(root, UBL_NS.cac, 'Signature')).toHaveLength(1);
    expect(
      childElements(root, UBL_NS.cac, 'AccountingCustomerParty')[0]?.childNodes.length ?? 0,
    ).toBe(0);
  });

  it('has exactly two TaxTotal, the first without subtotals', () => {
    const totals = childElements(root, UBL_NS.cac, 'TaxTotal');
    expect(totals).toHaveLength(2);
    expect(childElements(totals[0]!, UBL_NS.cac, 'TaxSubtotal')).toHaveLength(0);
    expect(childElements(totals[1]!, UBL_NS.cac, 'TaxSubtotal')).toHaveLength(1);
  });

  it('writes each line with the net unit price and RoundingAmount = net + VAT (BR-KSA-51)', () => {
    const lines = childElements(root, UBL_NS.cac, 'InvoiceLine');
    expect(lines).toHaveLength(2);
    const second = lines[1]!;
    // 3 × 7.99 = 23.97 − 10 % (2.40) = 21.57 with VAT; net 18.76, VAT 2.81; 18.76 / 3 = 6.253333.
    expect(cbc(second, 'LineExtensionAmount')).toBe('18.76');
    const tax = childElements(second, UBL_NS.cac, 'TaxTotal')[0]!;
    expect(cbc(tax, 'TaxAmount')).toBe('2.81');
    expect(cbc(tax, 'RoundingAmount')).toBe('21.57');
    expect(cbc(childElements(second, UBL_NS.cac, 'Price')[0]!, 'PriceAmount')).toBe('6.253333');
  });

  it('names the buyer of a standard invoice and refuses one without a VAT number', () => {
    const std = buildInvoiceXml(testInvoice({ kind: 'standard', buyer: TEST_BUYER }));
    expect(std).toContain('name="0100000">388<');
    expect(std).toContain('<cbc:CompanyID>399999999800003</cbc:CompanyID>');
    expect(() => buildInvoiceXml(testInvoice({ kind: 'standard', buyer: null }))).toThrow(
      RangeError,
    );
  });

  it('writes the buyer as entered: another ID with its schemeID (BR-KSA-14), no city invented', () => {
    const buyer = { ...TEST_BUYER, vatNumber: '', city: '', countrySubentity: '' };
    const nat = buildInvoiceXml(
      testInvoice({ buyer: { ...buyer, idScheme: 'NAT', id: '1084736291' } }),
    );
    const party = /<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/.exec(
      nat,
    )![0];
    expect(party).toContain('<cbc:ID schemeID="NAT">1084736291</cbc:ID>');
    expect(party).not.toContain('CityName');
    expect(party).not.toContain('CountrySubentity');
    const crn = buildInvoiceXml(testInvoice({ buyer: { ...buyer, crNumber: '4030123456' } }));
    expect(crn).toContain('<cbc:ID schemeID="CRN">4030123456</cbc:ID>');
  });

  it('refuses a time without seconds, no lines, and a line whose net + VAT ≠ total', () => {
    expect(() => buildInvoiceXml(testInvoice({ issueTime: '21:30' }))).toThrow(RangeError);
    expect(() => buildInvoiceXml(testInvoice({ lines: [] }))).toThrow(RangeError);
    const bad = { ...testLine('قهوة', 1150, 1), total: 1 };
    expect(() => buildInvoiceXml(testInvoice({ lines: [bad] }))).toThrow(/BR-KSA-51/);
  });

  it('escapes markup in names', () => {
    const out = buildInvoiceXml(testInvoice({ lines: [testLine('حلوى <b> & "شاي"', 500, 1)] }));
    expect(out).toContain('حلوى &lt;b&gt; &amp; "شاي"');
  });
});
