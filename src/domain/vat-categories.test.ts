import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { priceLines } from './pricing';
import { computeLine, invoiceTotals } from './vat';
import {
  exemptionReason,
  exemptionReasonText,
  exemptionReasonsFor,
  lineVatOf,
  mixedReasonLines,
  STANDARD_VAT,
  VAT_CATEGORIES,
  VAT_EXEMPTION_REASONS,
  vatBreakdown,
  vatChoiceProblem,
} from './vat-categories';

describe('the VAT category table', () => {
  it('has ZATCA’s rates: 15 for S, 0 for Z, E and O', () => {
    expect(Object.values(VAT_CATEGORIES).map((c) => [c.code, c.percent])).toEqual([
      ['S', 15],
      ['Z', 0],
      ['E', 0],
      ['O', 0],
    ]);
    expect(VAT_CATEGORIES.E.labelAr).toBe('معفاة');
    expect(VAT_CATEGORIES.Z.labelAr).toBe('صفرية');
    expect(VAT_CATEGORIES.O.labelAr).toBe('خارج النطاق');
  });

  it('puts each reason code under the category BR-KSA-CL-04 allows', () => {
    const byCategory = (c: string) =>
      VAT_EXEMPTION_REASONS.filter((r) => r.category === c).map((r) => r.code);
    expect(byCategory('Z')).toEqual([
      'VATEX-SA-32',
      'VATEX-SA-33',
      'VATEX-SA-34-1',
      'VATEX-SA-34-2',
      'VATEX-SA-34-3',
      'VATEX-SA-34-4',
      'VATEX-SA-34-5',
      'VATEX-SA-35',
      'VATEX-SA-36',
      'VATEX-SA-EDU',
      'VATEX-SA-HEA',
      'VATEX-SA-MLTRY',
    ]);
    expect(byCategory('E')).toEqual(['VATEX-SA-29', 'VATEX-SA-29-7', 'VATEX-SA-30']);
    expect(byCategory('O')).toEqual(['VATEX-SA-OOS']);
    for (const r of VAT_EXEMPTION_REASONS) expect(r.textAr).toMatch(/[\u0600-\u06FF]/);
  });

  it('writes BT-120 as ZATCA’s English text, a bar and the Arabic text', () => {
    expect(exemptionReasonText('VATEX-SA-35')).toBe(
      'Medicines and medical equipment | الأدوية والمعدات الطبية',
    );
    expect(() => exemptionReasonText('VATEX-SA-99')).toThrow(RangeError);
    expect(exemptionReason('VATEX-SA-30')?.category).toBe('E');
  });

  it('offers no reason for S and leaves out EDU/HEA, which need the buyer’s national ID', () => {
    expect(exemptionReasonsFor('S')).toEqual([]);
    const z = exemptionReasonsFor('Z').map((r) => r.code);
    expect(z).toContain('VATEX-SA-35');
    expect(z).not.toContain('VATEX-SA-EDU');
    expect(z).not.toContain('VATEX-SA-HEA');
  });

  it('accepts a reason only of its own category', () => {
    expect(vatChoiceProblem('S', '')).toBeNull();
    expect(vatChoiceProblem('S', 'VATEX-SA-35')).not.toBeNull();
    expect(vatChoiceProblem('Z', 'VATEX-SA-35')).toBeNull();
    expect(vatChoiceProblem('Z', '')).not.toBeNull();
    expect(vatChoiceProblem('E', 'VATEX-SA-35')).not.toBeNull();
    expect(vatChoiceProblem('E', 'VATEX-SA-29')).toBeNull();
    expect(vatChoiceProblem('O', 'VATEX-SA-OOS')).toBeNull();
    expect(vatChoiceProblem('Z', 'VATEX-SA-EDU')).not.toBeNull();
  });

  it('gives a stored line its category’s percent', () => {
    expect(lineVatOf('S', '')).toEqual(STANDARD_VAT);
    expect(lineVatOf('E', 'VATEX-SA-29')).toEqual({
      category: 'E',
      percent: 0,
      exemptionCode: 'VATEX-SA-29',
    });
    expect(() => lineVatOf('X', '')).toThrow(RangeError);
  });
});

describe('VAT per category', () => {
  it('prices a 0 % line with no VAT: its net is its total', () => {
    expect(computeLine(11_500, 2, 10, 0)).toMatchObject({
      gross: 23_000,
      discount: 2_300,
      total: 20_700,
      lineExtension: 20_700,
      tax: 0,
    });
    expect(computeLine(11_500, 2, 10)).toMatchObject({ lineExtension: 18_000, tax: 2_700 });
  });

  const vat = {
    S: STANDARD_VAT,
    Z: lineVatOf('Z', 'VATEX-SA-35'),
    E: lineVatOf('E', 'VATEX-SA-29'),
    O: lineVatOf('O', 'VATEX-SA-OOS'),
  };

  it('sums each category exactly in halalas, and the groups add up to the totals', () => {
    const cart = priceLines(
      [
        { productId: 1, name: 'أ', unitPrice: 999, quantity: 3, vat: vat.S },
        { productId: 2, name: 'ب', unitPrice: 1_001, quantity: 1, vat: vat.Z },
        { productId: 3, name: 'ج', unitPrice: 2_500, quantity: 2, vat: vat.E },
        { productId: 4, name: 'د', unitPrice: 777, quantity: 1, vat: vat.O },
        { productId: 5, name: 'هـ', unitPrice: 1_234, quantity: 1, vat: vat.S },
      ],
      5,
    );
    const groups = vatBreakdown(cart.lines);
    expect(groups.map((g) => [g.category, g.exemptionCode, g.taxable, g.tax, g.total])).toEqual([
      ['S', '', 2_476 + 1_019, 371 + 153, 2_847 + 1_172],
      ['Z', 'VATEX-SA-35', 951, 0, 951],
      ['E', 'VATEX-SA-29', 4_750, 0, 4_750],
      ['O', 'VATEX-SA-OOS', 738, 0, 738],
    ]);
    const totals = invoiceTotals(cart.lines);
    expect(groups.reduce((n, g) => n + g.taxable, 0)).toBe(totals.taxExclusive);
    expect(groups.reduce((n, g) => n + g.tax, 0)).toBe(totals.tax);
    expect(totals.taxExclusive + totals.tax).toBe(totals.taxInclusive);
  });

  it('refuses two reasons in one category on one document', () => {
    const lines = [
      { productId: 1, name: 'أ', unitPrice: 100, quantity: 1, vat: vat.Z },
      { productId: 2, name: 'ب', unitPrice: 100, quantity: 1, vat: lineVatOf('Z', 'VATEX-SA-32') },
    ];
    expect(mixedReasonLines(lines)).toEqual([1]);
    expect(() => priceLines(lines, 0)).toThrow(AppError);
    try {
      priceLines(lines, 0);
    } catch (e) {
      expect((e as AppError).code).toBe('mixed_vat_reasons');
      expect((e as AppError).fields).toHaveProperty(['InvoiceLine.1.ID']);
    }
    expect(() =>
      vatBreakdown(lines.map((l) => ({ vat: l.vat, lineExtension: 1, tax: 0, total: 1 }))),
    ).toThrow(RangeError);
  });
});

describe('the VAT return boxes by category', () => {
  it('puts S, Z, exports, E and O in their boxes; out of scope is not in total sales', async () => {
    const { vatReturnBoxes } = await import('./vat-boxes');
    const b = vatReturnBoxes([
      { category: 'S', exemptionCode: '', taxExclusive: 10_000, tax: 1_500 },
      { category: 'S', exemptionCode: '', taxExclusive: -1_000, tax: -150 },
      { category: 'Z', exemptionCode: 'VATEX-SA-35', taxExclusive: 2_000, tax: 0 },
      { category: 'Z', exemptionCode: 'VATEX-SA-32', taxExclusive: 3_000, tax: 0 },
      { category: 'Z', exemptionCode: 'VATEX-SA-33', taxExclusive: 500, tax: 0 },
      { category: 'E', exemptionCode: 'VATEX-SA-29', taxExclusive: 700, tax: 0 },
      { category: 'O', exemptionCode: 'VATEX-SA-OOS', taxExclusive: 9_000, tax: 0 },
    ]);
    expect(b.standard).toEqual({ taxExclusive: 9_000, tax: 1_350 });
    expect(b.zeroRated).toEqual({ taxExclusive: 2_000, tax: 0 });
    expect(b.exports).toEqual({ taxExclusive: 3_500, tax: 0 });
    expect(b.exempt).toEqual({ taxExclusive: 700, tax: 0 });
    expect(b.outOfScope).toEqual({ taxExclusive: 9_000, tax: 0 });
    expect(b.totalSales).toEqual({ taxExclusive: 15_200, tax: 1_350 });
  });
});
