// Uploaded files go to an s3 store and are served from it (decision 0062): a product image at
// /static/images/…, a sale's receipt PNG and a purchase receipt through purchases/sendfile, with
// nothing in DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors';
import { createCategory, createProduct, uploadImage } from '../testing/products';
import { createPurchase, createSupplier } from '../testing/purchases';
import { startTestS3, type TestS3 } from '../testing/s3rver';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';
import { solidImage } from '../testing/images';
import { sell } from '../testing/sales';
import { s3Store, type ObjectStore } from './index';

let s3: TestS3;
let store: ObjectStore;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  s3 = await startTestS3();
  store = s3Store(s3.options('shop-1'));
  t = await createTestApp({ storage: store });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('files in an s3 store', () => {
  it('stores an uploaded product image in the bucket and serves it with ETag and 304', async () => {
    const res = await uploadImage(t, admin, 'mengusha');
    expect(res.statusCode, res.body).toBe(201);
    const { image, url } = res.json() as { image: string; url: string };
    const stored = await store.head(`images/mengusha/${image}`);
    expect(stored).not.toBeNull();
    expect(fs.existsSync(path.join(t.dataDir, 'images', 'mengusha', image))).toBe(false);

    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['etag']).toBe(stored!.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(Date.parse(String(first.headers['last-modified']))).toBeGreaterThan(0);
    expect(first.rawPayload.equals((await store.read(`images/mengusha/${image}`))!)).toBe(true);

    const again = await get(url, { 'if-none-match': stored!.etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(stored!.etag);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect([head.headers['etag'], head.body]).toEqual([stored!.etag, '']);

    // A product may name the uploaded image: it is found in the bucket (imageExists).
    const category = await createCategory(t, admin, 'mengusha', 'مشروبات');
    const product = await createProduct(t, admin, 'mengusha', category, image);
    // Its sale's receipt PNG is stored in the bucket too, and read back from it.
    const sale = await sell(t, admin, 'mengusha', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: product.ID, InvoicedQuantity: 1 }],
    });
    const receipts = [];
    for await (const o of store.list('mengusha/invo/')) receipts.push(o);
    expect(receipts).toHaveLength(1);
    const png = await get(`/api/v1/mengusha/invoicetopng/${sale.ID}`, bearer(admin));
    expect(png.statusCode).toBe(200);
    const answered = Buffer.from(png.json().img as string, 'base64');
    expect(answered.equals((await store.read(receipts[0]!.key))!)).toBe(true);
  });

  it('answers the JSON 404 for a missing file and for a path that leaves the folder', async () => {
    await store.put('sanad.db', Buffer.from('not served'));
    await store.put('images/mengusha/.hidden.webp', Buffer.from('a write in progress'));
    for (const url of [
      '/static/images/mengusha/missing.webp',
      '/static/images/..%2Fsanad.db',
      '/static/images/mengusha/..%2F..%2Fsanad.db',
      '/static/logos/',
      '/static/images/mengusha/.hidden.webp',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: ERROR_MESSAGES.not_found },
      });
    }
  });

  it('stores a purchase receipt and its thumbnail in the bucket and serves it', async () => {
    const supplier = (await createSupplier(t, admin, 'kebrit')).UUID;
    const photo = await solidImage(640, 480, 'jpeg');
    const { purchase } = await createPurchase(
      t,
      admin,
      'kebrit',
      { supplier, total: 115, date: 1_746_090_000 },
      { bytes: photo },
    );
    const key = `kebrit/purchases/${purchase.image_path}`;
    expect(await store.head(key)).not.toBeNull();
    expect(await store.head(`kebrit/purchases/${purchase.thumb_path}`)).not.toBeNull();
    expect(fs.existsSync(path.join(t.dataDir, 'kebrit', 'purchases'))).toBe(false);
    const res = await get(
      `/api/v1/kebrit/purchases/sendfile/${purchase.image_path}`,
      bearer(admin),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.equals((await store.read(key))!)).toBe(true);
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});
