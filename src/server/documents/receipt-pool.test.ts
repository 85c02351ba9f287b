import { loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { invoiceFixture } from '../testing/invoice-fixture';
import { logoPng } from './logo';
import { renderReceiptPng } from './receipt';
import { receiptWorkerPool } from './receipt-pool';
import { escPosOfRaster, receiptEscPos, receiptRaster } from './escpos';
import { readQr } from '../testing/documents';

const pool = receiptWorkerPool({ maxThreads: 2 });
afterAll(async () => pool.close());

describe('the receipt worker pool', () => {
  it('starts no thread before the first render', () => {
    expect(pool.threads()).toBe(0);
  });

  it('draws in a worker the same PNG as in-process, logo and QR included', async () => {
    const doc = invoiceFixture({ lineCount: 6, discountPercent: 10 });
    doc.seller.logo = await logoPng({ upload: null, nameAr: doc.seller.nameAr });
    const png = await pool.render(doc);
    expect(Buffer.isBuffer(png)).toBe(true);
    expect(pool.threads()).toBeGreaterThanOrEqual(1);
    expect(png.equals(await renderReceiptPng(doc))).toBe(true);
    expect((await loadImage(png)).width).toBe(576);
    expect((await readQr(png))?.text).toBe(doc.qrBase64);
  });

  it('renders concurrent receipts, each its own', async () => {
    const docs = [1, 2, 3].map((n) => ({ ...invoiceFixture({ lineCount: 40 }), number: n }));
    const pngs = await Promise.all(docs.map((d) => pool.render(d)));
    const heights = await Promise.all(pngs.map(async (p) => (await loadImage(p)).height));
    expect(new Set(heights).size).toBe(1);
    expect(heights[0]).toBeGreaterThan(40 * 70);
    expect(new Set(pngs.map((p) => p.toString('base64'))).size).toBe(3);
  });

  it("passes the renderer's error back to the caller", async () => {
    const doc = { ...invoiceFixture(), seller: { ...invoiceFixture().seller } };
    doc.seller.logo = Buffer.from('not an image');
    await expect(pool.render(doc)).rejects.toThrow();
  });

  it('encodes a receipt for the printer in a worker: the same bytes as in-process', async () => {
    const png = await renderReceiptPng(invoiceFixture({ lineCount: 4 }));
    for (const dots of [576, 384]) {
      const raster = await receiptRaster(png, dots);
      expect(raster.width).toBe(dots);
      const bytes = await pool.escpos(raster);
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(Buffer.from(bytes).equals(Buffer.from(escPosOfRaster(raster)))).toBe(true);
      expect(Buffer.from(bytes).equals(Buffer.from(await receiptEscPos(png, dots)))).toBe(true);
      // ESC @ first; GS V 0 (full cut) near the end.
      expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
      expect(Buffer.from(bytes).lastIndexOf(Buffer.from([0x1d, 0x56, 0x00]))).toBeGreaterThan(
        bytes.length - 8,
      );
    }
  });

  it('close() ends the threads; a later render starts them again', async () => {
    await pool.close();
    expect(pool.threads()).toBe(0);
    expect((await pool.render(invoiceFixture())).subarray(1, 4).toString()).toBe('PNG');
    await pool.close();
    expect(pool.threads()).toBe(0);
  });
});
