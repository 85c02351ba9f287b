import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { invoiceFixture } from '../testing/invoice-fixture';
import { invoiceTitle } from './format';
import { logoPng } from './logo';
import { RECEIPT_WIDTH, receiptText, renderReceiptPng } from './receipt';
import { readQr } from '../testing/documents';

describe('renderReceiptPng (invoimage)', () => {
  it('renders a 576 px wide PNG whose QR scans to the invoice TLV', async () => {
    const doc = invoiceFixture();
    const started = performance.now();
    const png = await renderReceiptPng(doc);
    console.info(`receipt PNG: ${Math.round(performance.now() - started)} ms, ${png.length} bytes`);
    const image = await loadImage(png);
    expect(RECEIPT_WIDTH).toBe(576);
    expect(image.width).toBe(576);
    expect(image.height).toBeGreaterThan(800);
    expect((await readQr(png))?.text).toBe(doc.qrBase64);
  });

  it('grows with the number of lines', async () => {
    const short = await loadImage(await renderReceiptPng(invoiceFixture({ lineCount: 2 })));
    const long = await loadImage(await renderReceiptPng(invoiceFixture({ lineCount: 20 })));
    expect(long.width).toBe(576);
    expect(long.height - short.height).toBeGreaterThan(18 * 70);
  });

  it('renders a discounted invoice with a logo, QR still readable', async () => {
    const doc = invoiceFixture({ lineCount: 6, discountPercent: 15 });
    doc.seller.logo = await logoPng({ upload: null, nameAr: doc.seller.nameAr });
    const png = await renderReceiptPng(doc);
    expect((await loadImage(png)).width).toBe(576);
    expect((await readQr(png))?.text).toBe(doc.qrBase64);
  });

  it('a standard tax invoice prints the buyer block (taller), QR still readable', async () => {
    const simplified = await loadImage(await renderReceiptPng(invoiceFixture()));
    const doc = invoiceFixture({ kind: 'standard', buyer: true });
    const png = await renderReceiptPng(doc);
    expect((await loadImage(png)).height - simplified.height).toBeGreaterThan(120);
    expect((await readQr(png))?.text).toBe(doc.qrBase64);
  });

  it('Latin lines read left to right on the RTL receipt: «Kebrit Trading Est.», not «.Kebrit Trading Est»', () => {
    const doc = invoiceFixture({ kind: 'standard', buyer: true });
    doc.seller.nameEn = 'Kebrit Trading Est.';
    doc.buyer!.name = 'Gulf Supplies Co. (Jeddah)';
    doc.lines[0]!.name = 'Pepsi 330ml.';
    const texts = receiptText(doc);
    const read = (text: string) => texts.find((x) => x.text === text);
    expect(read('Kebrit Trading Est.')).toEqual({
      text: 'Kebrit Trading Est.',
      direction: 'ltr',
      visual: 'Kebrit Trading Est.',
    });
    expect(read('Gulf Supplies Co. (Jeddah)')?.visual).toBe('Gulf Supplies Co. (Jeddah)');
    expect(read('Pepsi 330ml.')?.visual).toBe('Pepsi 330ml.');
    expect(read(invoiceTitle(doc.kind, doc.billing).en)?.direction).toBe('ltr');
    // Arabic lines stay RTL.
    expect(read(doc.seller.nameAr)?.direction).toBe('rtl');
    expect(texts.every((x) => x.visual.length > 0)).toBe(true);
  });
});
