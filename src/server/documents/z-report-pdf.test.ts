// The A4 PDF of a shift's Z report (decision 0055): text read back with pdftotext.
import { describe, expect, it } from 'vitest';
import { invoiceFixture } from '../testing/invoice-fixture';
import { poppler, stripBidiMarks } from '../testing/documents';
import { LONG_REASON, Z_FIGURES, zReportFixture } from '../testing/z-report-fixture';
import { amount } from './format';
import { zReportPdf } from './z-report-pdf';

const business = () => invoiceFixture().seller;
const pdfText = async (pdf: Buffer) => stripBidiMarks(await poppler('pdftotext', pdf, []));
const pages = async (pdf: Buffer) =>
  Number(/^Pages:\s+(\d+)/m.exec(await poppler('pdfinfo', pdf, []))?.[1]);

describe('zReportPdf', () => {
  it('fits the Z report on one A4 page whose text carries the figures and the Arabic in logical order', async () => {
    const pdf = await zReportPdf(zReportFixture(), business());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pages(pdf)).toBe(1);
    const text = await pdfText(pdf);
    for (const words of [
      'مطعم ومشويات منقوشة',
      'الكاشير الرئيسي',
      'سارة العتيبي',
      'المبيعات حسب طريقة الدفع',
      'الإجمالي شامل الضريبة',
      'ضريبة القيمة المضافة',
      'النقد المتوقع',
      'عجز في الصندوق',
      'فكة من الإدارة',
      'ثلج',
      'جرد النقد عند الإغلاق',
      'اعتمد الفرق',
      'خالد المطيري',
    ])
      expect(text).toContain(words);
    for (const figure of [
      Z_FIGURES.gross,
      Z_FIGURES.net,
      Z_FIGURES.vat,
      Z_FIGURES.averageTicket,
      Z_FIGURES.cashSales,
      Z_FIGURES.cardSales,
      Z_FIGURES.openingFloat,
      Z_FIGURES.expected,
      Z_FIGURES.counted,
    ])
      expect(text).toMatch(new RegExp(`(^|\\s)${amount(figure).replace('.', '\\.')}(\\s|$)`, 'm'));
    expect(text).toMatch(/(^|\s)-1\.00(\s|$)/m);
    expect(text).toContain('2026-11-27 08:00');
    expect(text).toContain('2026-11-27 18:30');
    expect(text).toContain('300075588700003');
    expect(text).toMatch(/تقرير\s+Z?\s*رقم/);
    // Only the embedded Cairo: no fallback font.
    const fonts = await poppler('pdffonts', pdf, []);
    expect(fonts).toMatch(/Cairo/);
    expect(fonts).not.toMatch(/Helvetica/);
  });

  it('wraps a long cash-out reason in its column: every word is on the page', async () => {
    const report = zReportFixture();
    report.movements[1]!.reason = LONG_REASON;
    const pdf = await zReportPdf(report, business());
    expect(await pages(pdf)).toBe(1);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const part of ['دفع نقدي لمورد الثلج', 'الإيصال الأصلي المحفوظ', 'في الدرج'])
      expect(text).toContain(part);
  });

  it('an X report says so; a long category list continues on a second page with the footer', async () => {
    const x = await pdfText(await zReportPdf(zReportFixture({ kind: 'X' }), business()));
    // pdftotext moves a Latin run («X») inside an Arabic line: the words are checked apart.
    expect(x).toContain('لا يغلق الوردية');
    expect(x).toContain('لم يتم العد بعد');
    const long = await zReportPdf(zReportFixture({ categories: 80 }), business());
    expect(await pages(long)).toBeGreaterThan(1);
    const text = await pdfText(long);
    expect(text).toContain('صنف إضافي 80');
    // Continued twice (in the other column, then on the next page), marked once each time.
    expect(text.match(/المبيعات حسب التصنيف\s*-\s*تابع/g)).toHaveLength(2);
    expect(text.match(/تابع/g)).toHaveLength(2);
    expect(text).toMatch(/صفحة\s+2\s*من/);
  });
});
