import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { netUnitPriceText } from '../../domain/zatca/xml-input';
import { invoiceFixture } from '../testing/invoice-fixture';
import { amount } from './format';
import { renderInvoicePdf } from './invoice-pdf';
import { logoPng } from './logo';
import { embeddedFiles, pageToPng, poppler, readQr, stripBidiMarks } from '../testing/documents';

async function pdfText(pdf: Buffer, layout = true): Promise<string> {
  return stripBidiMarks(await poppler('pdftotext', pdf, layout ? ['-layout'] : []));
}

async function pageCount(pdf: Buffer): Promise<number> {
  const info = await poppler('pdfinfo', pdf, []);
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

describe('renderInvoicePdf', () => {
  it('renders a one-page A4 PDF whose Arabic pdftotext reads in logical order', async () => {
    const doc = invoiceFixture();
    doc.seller.logo = await logoPng({ upload: null, nameAr: doc.seller.nameAr });
    const started = performance.now();
    const pdf = await renderInvoicePdf(doc);
    console.info(`invoice PDF: ${Math.round(performance.now() - started)} ms, ${pdf.length} bytes`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pageCount(pdf)).toBe(1);

    const raw = await poppler('pdftotext', pdf, ['-layout']);
    expect(raw).toContain('مطعم ومشويات منقوشة');
    expect(raw).toContain('فاتورة ضريبية مبسطة');
    expect(raw).toContain('Simplified Tax Invoice');

    // poppler wraps runs in embedding marks (U+202A…U+202C); the number is a word once they go.
    const text = await pdfText(pdf);
    expect(text).toMatch(/(^|\s)1234(\s|$)/m);
    // Ligatures (ضر, لا, لإ) come out in logical order too.
    for (const words of [
      'الإجمالي شامل الضريبة',
      'توقيع البائع',
      'توقيع المستلم',
      'شاورما دجاج عربي',
      'طريق الملك فهد',
    ]) {
      expect(text).toContain(words);
    }
    for (const value of [
      '300075588700003',
      '2026-11-22',
      '14:05:09',
      '217.39',
      '32.61',
      '250.00',
      doc.uuid,
    ]) {
      expect(text).toContain(value);
    }
  });

  it('prints the standard title, the buyer block, the discount, and per line the net unit price, taxable amount, VAT rate and amount, total (Article 53)', async () => {
    const doc = invoiceFixture({ kind: 'standard', buyer: true, discountPercent: 10 });
    const pdf = await renderInvoicePdf(doc);
    const text = await pdfText(pdf);
    for (const header of ['Unit price excl. VAT', 'Taxable amount', 'VAT rate', 'VAT amount'])
      expect(text).toContain(header);
    expect(text).toContain('Total incl. VAT');
    // Each row, left to right: total, VAT, rate, taxable amount, discount, net unit price, qty.
    const rows = text.split('\n').map((r) => r.trim().split(/\s{2,}/));
    for (const [i, l] of doc.lines.entries()) {
      const cells = [l.total, l.tax, '15%', l.lineExtension, l.discount]
        .map((v) => (typeof v === 'string' ? v : amount(v)))
        .concat(netUnitPriceText(l.lineExtension, l.quantity), String(l.quantity));
      const row = rows.find((r) => r.length >= 9 && r.at(-1) === String(i + 1)) ?? [];
      expect(row.slice(0, 7)).toEqual(cells);
    }
    expect(text).toContain('فاتورة ضريبية');
    expect(text).not.toContain('فاتورة ضريبية مبسطة');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('شركة الأفق للتجارة');
    expect(text).toContain('310122393500003');
    expect(text).toContain('4030123456');
    expect(text).toContain('حي الروضة');
    expect(text).toContain('Discount 10%');
  });

  it('spreads 60 lines over several pages with the table header repeated', async () => {
    const doc = invoiceFixture({ lineCount: 60 });
    const pdf = await renderInvoicePdf(doc);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = await pdfText(pdf, false);
    expect(text.split('\f').filter((page) => page.includes('Unit price')).length).toBe(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain(doc.lines[58]?.name ?? '?');
  });

  it('carries a QR that scans to the invoice TLV', async () => {
    const doc = invoiceFixture();
    const page = await pageToPng(await renderInvoicePdf(doc), 1, 150);
    expect((await readQr(page))?.text).toBe(doc.qrBase64);
  });

  it('fits long names and a JPEG logo on one page', async () => {
    const doc = invoiceFixture();
    doc.seller.nameAr = 'مؤسسة كبريت للتجارة العامة والمقاولات والاستيراد والتصدير';
    doc.employeeName = 'عبدالرحمن بن عبدالعزيز بن محمد آل سعود الطويل';
    doc.lines[0]!.name =
      'كرتون مياه معدنية صحية 330 مل × 40 عبوة من إنتاج شركة المياه الوطنية السعودية';
    const canvas = createCanvas(600, 200);
    canvas.getContext('2d').fillRect(0, 0, 600, 200);
    doc.seller.logo = await canvas.encode('jpeg', 90);
    const pdf = await renderInvoicePdf(doc);
    expect(await pageCount(pdf)).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain('مؤسسة كبريت');
    expect(text).toContain('عبدالرحمن بن عبدالعزيز');
  });

  it('is deterministic: the same invoice gives the same bytes', async () => {
    const doc = invoiceFixture({ buyer: true });
    expect((await renderInvoicePdf(doc)).equals(await renderInvoicePdf(doc))).toBe(true);
  });

  it('with a ZATCA XML: PDF/A-3b embedding it, the same page pixels, the same bytes twice', async () => {
    const doc = invoiceFixture({ kind: 'standard', buyer: true });
    doc.seller.logo = await logoPng({ upload: null, nameAr: doc.seller.nameAr });
    const xml = {
      xml: '<?xml version="1.0" encoding="UTF-8"?>\n<Invoice>فاتورة</Invoice>',
      fileName: '1234.xml',
    };
    const plain = await renderInvoicePdf(doc);
    const pdfa = await renderInvoicePdf(doc, xml);
    console.info(
      `standard invoice PDF: ${plain.length} bytes plain, ${pdfa.length} bytes PDF/A-3b`,
    );
    expect(plain.subarray(0, 8).toString('latin1')).toBe('%PDF-1.3');
    expect(pdfa.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect((await renderInvoicePdf(doc, xml)).equals(pdfa)).toBe(true);
    expect((await embeddedFiles(pdfa)).get('1234.xml')?.toString('utf8')).toBe(xml.xml);
    expect((await pageToPng(pdfa, 1, 70)).equals(await pageToPng(plain, 1, 70))).toBe(true);
  });
});
