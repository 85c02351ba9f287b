import { describe, expect, it } from 'vitest';
import { hasRtl, pdfRuns, visualString } from './bidi';

// pdfRuns gives the runs left to right; RTL runs stay in logical order (fontkit reverses them).
describe('pdfRuns', () => {
  it('keeps pure Arabic as one RTL run in logical order, words and spaces included', () => {
    expect(pdfRuns('فاتورة ضريبية مبسطة')).toEqual([{ text: 'فاتورة ضريبية مبسطة', rtl: true }]);
  });

  it('puts a number after an Arabic label on its left, left to right', () => {
    expect(pdfRuns('رقم الفاتورة: 1234')).toEqual([
      { text: '1234', rtl: false },
      { text: 'رقم الفاتورة: ', rtl: true },
    ]);
  });

  it('keeps ISO dates, times and amounts whole and left to right (numbers are isolated)', () => {
    expect(pdfRuns('التاريخ 2026-11-22 الوقت 14:05:09')).toEqual([
      { text: '14:05:09', rtl: false },
      { text: ' الوقت ', rtl: true },
      { text: '2026-11-22', rtl: false },
      { text: 'التاريخ ', rtl: true },
    ]);
    expect(pdfRuns('الإجمالي 1,234.50 ر.س')).toEqual([
      { text: ' ر.س', rtl: true },
      { text: '1,234.50', rtl: false },
      { text: 'الإجمالي ', rtl: true },
    ]);
  });

  it('keeps a VAT number and a percentage left to right', () => {
    expect(pdfRuns('الرقم الضريبي 300075588700003')[0]).toEqual({
      text: '300075588700003',
      rtl: false,
    });
    expect(pdfRuns('ضريبة القيمة المضافة 15%')[0]).toEqual({ text: '15%', rtl: false });
  });

  it('orders Latin inside Arabic right to left, the Latin words themselves left to right', () => {
    expect(pdfRuns('مطعم Grill House الرياض')).toEqual([
      { text: ' الرياض', rtl: true },
      { text: 'Grill House', rtl: false },
      { text: 'مطعم ', rtl: true },
    ]);
  });

  it('keeps a number after a Latin word in the Latin run', () => {
    expect(pdfRuns('مشروب Pepsi 330 بارد')).toEqual([
      { text: ' بارد', rtl: true },
      { text: 'Pepsi 330', rtl: false },
      { text: 'مشروب ', rtl: true },
    ]);
  });

  it('mirrors brackets inside RTL runs', () => {
    expect(pdfRuns('كباب لحم (نفر)')).toEqual([{ text: 'كباب لحم )نفر(', rtl: true }]);
  });

  it('reverses an RTL run of neutrals itself (fontkit only reverses Arabic script)', () => {
    // Logical "12 :- 34 صفحة": read right to left the page shows 12, " :- ", 34, then the word.
    const runs = pdfRuns('12 :- 34 صفحة');
    expect(runs.map((r) => r.text)).toEqual([' صفحة', '34', ' -: ', '12']);
    expect(runs.map((r) => r.rtl)).toEqual([true, false, true, false]);
    expect(pdfRuns('أ (1)')).toEqual([
      { text: '(', rtl: true },
      { text: '1', rtl: false },
      { text: 'أ )', rtl: true },
    ]);
  });

  it('keeps an English line left to right with base ltr, Arabic inside it right to left', () => {
    expect(pdfRuns('Simplified Tax Invoice 1234', 'ltr')).toEqual([
      { text: 'Simplified Tax Invoice 1234', rtl: false },
    ]);
    expect(pdfRuns('Cash - نقداً', 'ltr')).toEqual([
      { text: 'Cash - ', rtl: false },
      { text: 'نقداً', rtl: true },
    ]);
  });

  it('gives nothing for an empty string and returns fresh objects from its cache', () => {
    expect(pdfRuns('')).toEqual([]);
    const first = pdfRuns('مطعم');
    (first[0] as { text: string }).text = 'changed';
    expect(pdfRuns('مطعم')[0]?.text).toBe('مطعم');
  });
});

describe('visualString', () => {
  it('reverses Arabic letters and keeps numbers left to right', () => {
    expect(visualString('رقم 12')).toBe('12 مقر');
    expect(visualString('التاريخ 2026-11-22')).toBe(
      `2026-11-22 ${[...'التاريخ'].reverse().join('')}`,
    );
  });
});

describe('hasRtl', () => {
  it('detects Arabic letters', () => {
    expect(hasRtl('Cash')).toBe(false);
    expect(hasRtl('نقداً')).toBe(true);
    expect(hasRtl('1,234.50')).toBe(false);
  });
});
