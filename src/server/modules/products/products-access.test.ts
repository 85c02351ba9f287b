import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCaller, RoleTokens } from '../../testing/api-caller';
import type { TestApp } from '../../testing/test-app';
import {
  catalogueFixture,
  createProduct,
  invoiceProduct,
  productPayload,
  type CatalogueFixture,
} from '../../testing/products';

let t: TestApp, admin: string, tokens: RoleTokens;
let kCat: string, kImg: string; // kebrit category and image
let mCat: string, mImg: string; // mengusha category and image
let call: ApiCaller, stored: CatalogueFixture['stored'];

beforeAll(async () => {
  ({ t, admin, tokens, kCat, kImg, mCat, mImg, call, stored } = await catalogueFixture());
});
afterAll(async () => t.close());

describe('products: 404, 409 and isolation', () => {
  it('404 for an unknown product or category UUID', async () => {
    const unknown = randomUUID();
    expect((await call('GET', `/kebrit/products/${unknown}`, admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/kebrit/products/${unknown}`, admin, productPayload(kCat, kImg)))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/kebrit/products/${unknown}`, admin)).statusCode).toBe(404);
    const res = await call('GET', `/kebrit/products/category/${unknown}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('409 product_in_use when an invoice line names the product; unpublishing still works', async () => {
    const p = await createProduct(t, admin, 'kebrit', kCat, kImg);
    await invoiceProduct(t, 4, p.ID, 9001);
    const res = await call('DELETE', `/kebrit/products/${p.UUID}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'product_in_use',
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect((await call('GET', `/kebrit/products/${p.UUID}`, admin)).statusCode).toBe(200);
    const hide = await call(
      'PUT',
      `/kebrit/products/${p.UUID}`,
      admin,
      productPayload(kCat, kImg, { published: false }),
    );
    expect(hide.json().product.published).toBe(false);
  });

  it('a kebrit product cannot be read, changed or deleted through /mengusha', async () => {
    const p = await createProduct(t, admin, 'kebrit', kCat, kImg, { name: 'منتج كبريت' });
    expect((await call('GET', `/mengusha/products/${p.UUID}`, admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/mengusha/products/${p.UUID}`, admin, productPayload(mCat, mImg)))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/mengusha/products/${p.UUID}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/mengusha/products/category/${kCat}`, admin)).statusCode).toBe(404);
    for (const url of ['/mengusha/products', '/mengusha/productp']) {
      const list = (await call('GET', url, admin)).json() as { UUID: string; categoryid: string }[];
      expect(list.some((x) => x.UUID === p.UUID || x.categoryid === kCat)).toBe(false);
    }
    expect(await stored(p.UUID)).toMatchObject({ name: 'منتج كبريت', business_id: 4 });
  });
});

describe('products: permissions', () => {
  it('401 without a token on every route', async () => {
    const p = await createProduct(t, admin, 'kebrit', kCat, kImg);
    for (const [method, url] of [
      ['GET', '/kebrit/products'],
      ['GET', '/kebrit/productp'],
      ['GET', `/kebrit/products/category/${kCat}`],
      ['POST', '/kebrit/products'],
      ['GET', `/kebrit/products/${p.UUID}`],
      ['PUT', `/kebrit/products/${p.UUID}`],
      ['DELETE', `/kebrit/products/${p.UUID}`],
    ] as const) {
      const res = await call(
        method,
        url,
        null,
        method === 'POST' || method === 'PUT' ? productPayload(kCat, kImg) : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('403 for a casher on kebrit and a sales user on mengusha', async () => {
    for (const [token, b, cat, img] of [
      [tokens.casher, 'kebrit', kCat, kImg],
      [tokens.sales, 'mengusha', mCat, mImg],
    ] as const) {
      for (const url of [`/${b}/products`, `/${b}/productp`, `/${b}/products/category/${cat}`]) {
        const res = await call('GET', url, token);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.code).toBe('business_forbidden');
      }
      expect(
        (await call('POST', `/${b}/products`, token, productPayload(cat, img))).statusCode,
      ).toBe(403);
    }
  });

  it('a plain user (and casher/sales in their business) may read but not write', async () => {
    const k = await createProduct(t, admin, 'kebrit', kCat, kImg);
    const m = await createProduct(t, admin, 'mengusha', mCat, mImg);
    const cases = [
      [tokens.user, 'kebrit', k.UUID, kCat, kImg],
      [tokens.user, 'mengusha', m.UUID, mCat, mImg],
      [tokens.casher, 'mengusha', m.UUID, mCat, mImg],
      [tokens.sales, 'kebrit', k.UUID, kCat, kImg],
    ] as const;
    for (const [token, b, uuid, cat, img] of cases) {
      expect((await call('GET', `/${b}/products/${uuid}`, token)).statusCode).toBe(200);
      expect((await call('GET', `/${b}/productp`, token)).statusCode).toBe(200);
      expect(
        (await call('POST', `/${b}/products`, token, productPayload(cat, img))).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', `/${b}/products/${uuid}`, token, productPayload(cat, img))).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/${b}/products/${uuid}`, token)).statusCode).toBe(403);
    }
    expect((await call('GET', `/kebrit/products/${k.UUID}`, admin)).statusCode).toBe(200);
  });
});
