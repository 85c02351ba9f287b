import { loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
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

  it('strings kept from earlier receipts never stand in for changed ones: a renamed business prints its new name', async () => {
    const before = invoiceFixture();
    const renamed = { ...before, seller: { ...before.seller, nameAr: 'مطعم النخلة' } };
    const first = await renderReceiptPng(before);
    const other = await renderReceiptPng(renamed);
    expect(other.equals(first)).toBe(false);
    expect((await renderReceiptPng(before)).equals(first)).toBe(true);
    expect((await renderReceiptPng(renamed)).equals(other)).toBe(true);
    // Only the name's rows differ: the rest of the receipt is the same pixels.
    const rows = async (png: Buffer) =>
      (await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true })).data;
    const [a, b] = [await rows(first), await rows(other)];
    expect(a.length).toBe(b.length);
    const changed = new Set<number>();
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) changed.add(Math.floor(i / 576));
    expect(changed.size).toBeGreaterThan(10);
    expect(Math.max(...changed)).toBeLessThan(90);
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
