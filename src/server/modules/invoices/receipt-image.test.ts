// Receipt images are drawn off the event loop, and served even when they cannot be stored
//.
import fs from 'node:fs';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderReceiptPng } from '../../documents/receipt';
import { getApi, sell } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';
import { PNG_MAGIC, posFixture, type PosFixture } from '../../testing/pos';

// The real renderer, watched: on the main thread it must never run during a request.
vi.mock('../../documents/receipt', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../documents/receipt')>();
  return { ...actual, renderReceiptPng: vi.fn(actual.renderReceiptPng) };
});

let t: TestApp, admin: string, p: PosFixture['p'];
beforeAll(async () => {
  ({ t, admin, p } = await posFixture());
});
afterAll(async () => t.close());

const teaSale = () => ({
  PaymentMeansCode: '10' as const,
  InvoiceLine: [{ ID: p.tea!, InvoicedQuantity: 2 }],
});

async function imagePath(number: number): Promise<string | null> {
  const row = await t.app.ctx.db
    .selectFrom('invoices')
    .select('image_path')
    .where('number', '=', number)
    .where('business_id', '=', 17)
    .executeTakeFirstOrThrow();
  return row.image_path;
}

describe('receipt rendering off the event loop', () => {
  it('a sale draws its receipt in a worker thread, not in the request handler', async () => {
    const sale = await sell(t, admin, 'mengusha', teaSale());
    expect(sale.invoimage.startsWith(PNG_MAGIC)).toBe(true);
    expect((await loadImage(Buffer.from(sale.invoimage, 'base64'))).width).toBe(576);
    expect(vi.mocked(renderReceiptPng)).not.toHaveBeenCalled();
    expect(t.app.ctx.receipts.threads()).toBeGreaterThanOrEqual(1);
  });
});

describe('GET invoicetopng/{ID} when the receipt folder cannot be written', () => {
  it('still answers 200 with the freshly drawn PNG, and stores it once the folder is back', async () => {
    t.app.ctx.config.receiptImages = false;
    const sale = await sell(t, admin, 'mengusha', teaSale());
    t.app.ctx.config.receiptImages = true;
    expect(sale.invoimage).toBe('');
    // A file where the folder should be: mkdir and write fail even for root (chmod would not).
    const folder = path.join(t.dataDir, 'mengusha', 'invo');
    fs.rmSync(folder, { recursive: true, force: true });
    fs.writeFileSync(folder, 'not a folder');

    const res = await getApi(t, admin, `mengusha/invoicetopng/${sale.ID}`);
    expect(res.statusCode).toBe(200);
    const png = Buffer.from(res.json().img, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect((await loadImage(png)).width).toBe(576);
    expect(await imagePath(sale.ID)).toBeNull();
    expect(vi.mocked(renderReceiptPng)).not.toHaveBeenCalled();

    fs.rmSync(folder);
    const again = await getApi(t, admin, `mengusha/invoicetopng/${sale.ID}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().img).toBe(res.json().img);
    const stored = await imagePath(sale.ID);
    expect(stored).toMatch(/^mengusha\/invo\/\d{13}_\d+\.png$/);
    expect(fs.readFileSync(path.join(t.dataDir, stored!)).equals(png)).toBe(true);
  });
});

describe('closing the app', () => {
  it('ends the receipt worker threads', async () => {
    expect(t.app.ctx.receipts.threads()).toBeGreaterThanOrEqual(1);
    await t.app.close();
    expect(t.app.ctx.receipts.threads()).toBe(0);
  });
});
