// A bad stored logo never breaks a document — the invoice view, the PDF and the
// receipt render without it (the generated logo stands in) and a warning is logged.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { corruptPng, hugePng, imageInfo, solidImage } from '../../testing/images';
import { getApi, sell } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { multipart } from '../../testing/products';

let t: TestApp;
let casher: string;
let sale: { UUID: string; ID: number };
let logoFile: string;

beforeAll(async () => {
  // No receipt at sale time: opening the receipt renders it, so the renderer is exercised.
  t = await createTestApp({ config: { receiptImages: false } });
  casher = await t.userToken('casher');
  const product = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { price: 1150 });
  sale = await sell(t, casher, 'mengusha', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: product, InvoicedQuantity: 1 }],
  });
  const { payload, headers } = multipart(await solidImage(64, 64), { field: 'file' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/businesses/mengusha/logo',
    headers: { ...headers, ...bearer(await t.adminToken()) },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  const logoUrl = res.json().business.logoUrl as string;
  logoFile = path.join(t.dataDir, 'logos', path.basename(logoUrl));
});
afterAll(async () => t.close());

/** Opens the three documents of the sale; each must answer 200. */
async function openDocuments() {
  const view = await getApi(t, casher, `mengusha/invoices/${sale.UUID}`);
  expect(view.statusCode, view.body).toBe(200);
  const pdf = await getApi(t, casher, `mengusha/invoices/${sale.UUID}/pdf`);
  expect(pdf.statusCode, pdf.body).toBe(200);
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const receipt = await getApi(t, casher, `mengusha/invoicetopng/${sale.ID}`);
  expect(receipt.statusCode, receipt.body).toBe(200);
  return { logo: Buffer.from(view.json().logo as string, 'base64') };
}

describe.each([
  ['a PNG header followed by garbage', () => corruptPng()],
  ['a decompression bomb (64 megapixels)', async () => hugePng(8000, 8000)],
  ['an empty file', async () => Buffer.alloc(0)],
])('a stored logo that is %s', (_name, bytes) => {
  it('renders the view, the PDF and the receipt with the generated logo, and warns', async () => {
    fs.writeFileSync(logoFile, await bytes());
    const warn = vi.spyOn(t.app.ctx.log, 'warn');
    const { logo } = await openDocuments();
    expect(await imageInfo(logo)).toEqual({ width: 256, height: 256, format: 'png' });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ business: 'mengusha', logo: path.basename(logoFile) }),
      expect.stringMatching(/logo/),
    );
    warn.mockRestore();
  });
});

it('a good stored logo is printed (control)', async () => {
  fs.writeFileSync(logoFile, await solidImage(64, 64));
  const { logo } = await openDocuments();
  expect(await imageInfo(logo)).toEqual({ width: 64, height: 64, format: 'png' });
});
