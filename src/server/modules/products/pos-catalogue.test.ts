import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosCatalogue } from '../../../domain/schemas/catalogue';
import type { ApiCaller, RoleTokens } from '../../testing/api-caller';
import { bearer, type TestApp } from '../../testing/test-app';
import { catalogueFixture, createProduct, productPayload } from '../../testing/products';

let t: TestApp, admin: string, tokens: RoleTokens, call: ApiCaller;
let kCat: string, kImg: string, mCat: string, mImg: string;

beforeAll(async () => {
  ({ t, admin, tokens, kCat, kImg, mCat, mImg, call } = await catalogueFixture());
});
afterAll(async () => t.close());

/** GET pos/products with an optional If-None-Match. */
function getCatalogue(business: string, token: string, etag?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/${business}/pos/products`,
    headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) },
  });
}

describe('GET {business}/pos/products: the compact POS catalogue', () => {
  it('sends the published products of the business only, prices in halalas', async () => {
    const tea = await createProduct(t, admin, 'kebrit', kCat, kImg);
    const plain = await createProduct(t, admin, 'kebrit', kCat, kImg, {
      name: 'ماء',
      price: 1,
      pricedv: null,
    });
    const hidden = await createProduct(t, admin, 'kebrit', kCat, kImg, { published: false });
    const other = await createProduct(t, admin, 'mengusha', mCat, mImg);

    const res = await getCatalogue('kebrit', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PosCatalogue;
    expect(body.imageBase).toMatch(/^\/static\/images\/[a-z0-9_-]+\/$/);
    const ids = body.products.map((p) => p.ID);
    expect(ids).toContain(tea.ID);
    expect(ids).not.toContain(hidden.ID);
    expect(ids).not.toContain(other.ID);
    const categoryID = body.products.find((p) => p.ID === tea.ID)!.categoryID;
    expect(body.products.find((p) => p.ID === tea.ID)).toEqual({
      ID: tea.ID,
      name: 'شاي أحمر',
      productName: 'Red tea',
      categoryID,
      price: 1250,
      pricedv: 1425,
      image: kImg,
    });
    // No special price → no key at all (every byte counts at 20,000 products).
    expect(body.products.find((p) => p.ID === plain.ID)).toEqual({
      ID: plain.ID,
      name: 'ماء',
      productName: 'Red tea',
      categoryID,
      price: 100,
      image: kImg,
    });
    // The image is where the full product view says it is.
    const full = (await call('GET', `/kebrit/products/${tea.UUID}`, admin)).json();
    expect(body.imageBase + kImg).toBe(full.imageUrl);
  });

  it('carries an ETag and private, no-cache; the same ETag answers 304 with no body', async () => {
    const first = await getCatalogue('kebrit', admin);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"|^W\/"/);
    const again = await getCatalogue('kebrit', tokens.sales, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('a product edit changes the ETag and the answer', async () => {
    const p = await createProduct(t, admin, 'kebrit', kCat, kImg);
    const before = await getCatalogue('kebrit', admin);
    const etag = before.headers.etag as string;
    const put = await call(
      'PUT',
      `/kebrit/products/${p.UUID}`,
      admin,
      productPayload(kCat, kImg, { price: 99.99 }),
    );
    expect(put.statusCode).toBe(200);
    const after = await getCatalogue('kebrit', admin, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const row = (after.json() as PosCatalogue).products.find((x) => x.ID === p.ID);
    expect(row?.price).toBe(9999);
  });

  it('401 without a token, 403 for a role that may not sell or a non-member, 404 unknown business', async () => {
    const none = await call('GET', '/kebrit/pos/products', null);
    expect(none.statusCode).toBe(401);
    expect(none.headers['cache-control']).toBe('no-store');
    const user = await getCatalogue('kebrit', tokens.user);
    expect(user.statusCode).toBe(403);
    expect(user.json().error.code).toBe('forbidden');
    expect(user.headers['cache-control']).toBe('no-store');
    const casher = await getCatalogue('kebrit', tokens.casher);
    expect(casher.statusCode).toBe(403);
    expect(casher.json().error.code).toBe('business_forbidden');
    const unknown = await getCatalogue('nosuchshop', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('business_not_found');
    expect((await getCatalogue('mengusha', tokens.casher)).statusCode).toBe(200);
  });
});
