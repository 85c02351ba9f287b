import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { computeLine, invoiceTotals } from '../../domain/vat';
import { lineVatOf } from '../../domain/vat-categories';
import { invoiceFixture } from '../testing/invoice-fixture';
import { poppler, readQr, stripBidiMarks } from '../testing/documents';
import { renderInvoicePdf } from './invoice-pdf';
import { renderReceiptPng } from './receipt';
import type { InvoiceDocument } from './types';
import { printedBreakdown } from './vat-lines';

/** The fixture invoice with one standard, zero-rated, exempt and out-of-scope line. */
function mixedInvoice(): InvoiceDocument {
  const spec = [
    ['زيت دوار الشمس', 2150, 3, lineVatOf('S', '')],
    ['جهاز قياس السكر', 9999, 2, lineVatOf('Z', 'VATEX-SA-35')],
    ['رسوم تحويل مالي', 500, 1, lineVatOf('E', 'VATEX-SA-29')],
    ['رسوم تأشيرة', 20000, 1, lineVatOf('O', 'VATEX-SA-OOS')],
  ] as const;
  const lines = spec.map(([name, price, q, vat]) => ({
    name,
    vat,
    ...computeLine(price, q, 0, vat.percent),
  }));
  const t = invoiceTotals(lines);
  return {
    ...invoiceFixture(),
    lines,
    discountTotal: 0,
    discountPercent: 0,
    taxExclusive: t.taxExclusive,
    tax: t.tax,
    taxInclusive: t.taxInclusive,
  };
}

describe('documents with several VAT categories (decision 0046)', () => {
  it('an all-standard invoice prints no breakdown; a mixed one a group per category', () => {
    expect(printedBreakdown(invoiceFixture())).toEqual([]);
    expect(printedBreakdown(mixedInvoice()).map((g) => [g.category, g.taxable])).toEqual([
      ['S', 5609],
      ['Z', 19998],
      ['E', 500],
      ['O', 20000],
    ]);
  });

  it('the PDF names each line’s category and the net of each category under the totals', async () => {
    const text = stripBidiMarks(
      await poppler('pdftotext', await renderInvoicePdf(mixedInvoice()), ['-layout']),
    );
    for (const words of ['صفرية', 'معفاة', 'خارج النطاق', 'Zero-rated', 'Exempt', 'Out of scope']) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Standard 15%\s+56\.09/);
    expect(text).toMatch(/Zero-rated\s+199\.98/);
    expect(text).toMatch(/Out of scope\s+200\.00/);
    const plain = stripBidiMarks(
      await poppler('pdftotext', await renderInvoicePdf(invoiceFixture()), ['-layout']),
    );
    expect(plain).not.toContain('Zero-rated');
    expect(plain).not.toContain('Standard 15%');
  });

  it('the receipt grows by a breakdown row per category and its QR still scans', async () => {
    const doc = mixedInvoice();
    const png = await renderReceiptPng(doc);
    const asStandard = await renderReceiptPng({
      ...doc,
      lines: doc.lines.map((l) => ({ ...l, vat: undefined })),
    });
    const [mixed, plain] = await Promise.all([loadImage(png), loadImage(asStandard)]);
    expect(mixed.height - plain.height).toBeGreaterThan(4 * 30);
    expect((await readQr(png))?.text).toBe(doc.qrBase64);
  });
});
