import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCaller } from '../../testing/api-caller';
import type { TestApp } from '../../testing/test-app';
import { catalogueFixture, productPayload, type CatalogueFixture } from '../../testing/products';

let t: TestApp, admin: string, kCat: string, kImg: string, mCat: string, mImg: string;
let call: ApiCaller, stored: CatalogueFixture['stored'];

beforeAll(async () => {
  ({ t, admin, kCat, kImg, mCat, mImg, call, stored } = await catalogueFixture());
});
afterAll(async () => t.close());

const posEntry = async (id: number) =>
  (await call('GET', '/kebrit/pos/products', admin))
    .json()
    .products.find((p: { ID: number }) => p.ID === id);

describe('a product’s barcode (decision 0048)', () => {
  it('is optional: none is stored as empty and left out of the POS catalogue', async () => {
    const res = await call('POST', '/kebrit/products', admin, productPayload(kCat, kImg));
    expect(res.statusCode).toBe(201);
    expect(res.json().product.barcode).toBe('');
    const entry = await posEntry(res.json().newid);
    expect(entry).toBeDefined();
    expect(entry).not.toHaveProperty('barcode');
  });

  it('is stored normalized, shown, and carried by the POS catalogue', async () => {
    const res = await call(
      'POST',
      '/kebrit/products',
      admin,
      productPayload(kCat, kImg, { barcode: ' ٦٢٨١٠٠٧٠٣٥٥٤٦ ' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().product.barcode).toBe('6281007035546');
    expect((await stored(res.json().UUID)).barcode).toBe('6281007035546');
    expect(await posEntry(res.json().newid)).toMatchObject({ barcode: '6281007035546' });
  });

  it('refuses a code that is not one with 400 and an Arabic field message', async () => {
    const res = await call(
      'POST',
      '/kebrit/products',
      admin,
      productPayload(kCat, kImg, { barcode: 'قهوة 12' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.barcode).toMatch(/الباركود/);
  });

  it('is unique in a business (409 barcode_taken, nothing written), not across businesses', async () => {
    const first = await call(
      'POST',
      '/kebrit/products',
      admin,
      productPayload(kCat, kImg, { barcode: 'SKU-777' }),
    );
    expect(first.statusCode).toBe(201);
    const before = (await call('GET', '/kebrit/products', admin)).json().length;
    const again = await call(
      'POST',
      '/kebrit/products',
      admin,
      productPayload(kCat, kImg, { barcode: 'SKU-777' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'barcode_taken',
      message: 'الباركود مسجّل لصنف آخر في هذه المنشأة',
      fields: { barcode: 'الباركود مسجّل لصنف آخر' },
    });
    expect((await call('GET', '/kebrit/products', admin)).json()).toHaveLength(before);

    const other = await call(
      'POST',
      '/mengusha/products',
      admin,
      productPayload(mCat, mImg, { barcode: 'SKU-777' }),
    );
    expect(other.statusCode).toBe(201);
  });

  it('keeps its own code on an edit, refuses another product’s, and can be cleared', async () => {
    const a = await call(
      'POST',
      '/kebrit/products',
      admin,
      productPayload(kCat, kImg, { barcode: 'A-1' }),
    );
    const b = await call(
      'POST',
      '/kebrit/products',
      admin,
      productPayload(kCat, kImg, { barcode: 'B-1' }),
    );
    const put = (uuid: string, barcode: string) =>
      call('PUT', `/kebrit/products/${uuid}`, admin, productPayload(kCat, kImg, { barcode }));
    expect((await put(a.json().UUID, 'A-1')).statusCode).toBe(200);
    const taken = await put(a.json().UUID, 'B-1');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('barcode_taken');
    expect((await stored(a.json().UUID)).barcode).toBe('A-1');
    expect((await put(b.json().UUID, '')).statusCode).toBe(200);
    expect((await stored(b.json().UUID)).barcode).toBe('');
    expect((await put(a.json().UUID, 'B-1')).statusCode).toBe(200);
  });
});
