import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCaller, RoleTokens } from '../../testing/api-caller';
import { FIELD_MESSAGES } from '../../../domain/errors';
import type { TestApp } from '../../testing/test-app';
import {
  catalogueFixture,
  createCategory,
  createProduct,
  productPayload,
  uploadedImageName,
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

describe('products: happy paths', () => {
  it('POST creates a product: 201 {success, newid, UUID, product} in the wire shape; prices stored as halalas', async () => {
    const res = await call('POST', '/kebrit/products', admin, {
      ...productPayload(kCat, kImg),
      category: 'ignored',
      categoryEn: 'ignored',
    });
    expect(res.statusCode).toBe(201);
    const { success, newid, UUID, product } = res.json();
    expect(success).toBe(true);
    expect(product).toEqual({
      ID: newid,
      UUID,
      name: 'شاي أحمر',
      productName: 'Red tea',
      category: 'أدوات',
      categoryEn: 'Drinks',
      categoryid: kCat,
      Size: 'L',
      SizeAr: 'كبير',
      description: 'شاي بالنعناع',
      descriptionEn: 'Tea with mint',
      image: kImg,
      imageUrl: `/static/images/products/${kImg}`,
      price: 12.5,
      pricedv: 14.25,
      pricex: null,
      calories: 40,
      costPrice: null,
      published: true,
      quantity: 30,
      vatCategory: 'S',
      vatExemptionCode: '',
      barcode: '',
    });
    const row = await stored(UUID);
    expect(row).toMatchObject({
      business_id: 4,
      price: 1250,
      pricedv: 1425,
      pricex: null,
      published: 1,
    });
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', UUID)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['product.create']);
  });

  it('GET products lists all, GET productp only published, GET products/category/{UUID} the category', async () => {
    const cat = await createCategory(t, admin, 'mengusha', 'عصائر');
    const shown = await createProduct(t, admin, 'mengusha', cat, mImg, { price: 9.99 });
    const hidden = await createProduct(t, admin, 'mengusha', cat, mImg, { published: false });
    const other = await createProduct(t, admin, 'mengusha', mCat, mImg);
    const uuids = async (url: string) =>
      ((await call('GET', url, tokens.casher)).json() as { UUID: string }[]).map((p) => p.UUID);
    expect(await uuids('/mengusha/products')).toEqual(
      expect.arrayContaining([shown.UUID, hidden.UUID, other.UUID]),
    );
    const published = await uuids('/mengusha/productp');
    expect(published).toEqual(expect.arrayContaining([shown.UUID, other.UUID]));
    expect(published).not.toContain(hidden.UUID);
    expect(await uuids(`/mengusha/products/category/${cat}`)).toEqual([shown.UUID, hidden.UUID]);
    const one = await call('GET', `/mengusha/products/${shown.UUID}`, tokens.user);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      UUID: shown.UUID,
      ID: shown.ID,
      price: 9.99,
      category: 'عصائر',
      imageUrl: `/static/images/mengusha/${mImg}`,
    });
  });

  it('PUT replaces the product: new prices, category, unpublished; 200 {success, product}', async () => {
    const p = await createProduct(t, admin, 'kebrit', kCat, kImg);
    const cat2 = await createCategory(t, admin, 'kebrit', 'عدد');
    const newImg = await uploadedImageName(t, admin, 'kebrit');
    const payload = productPayload(cat2, newImg, {
      price: 0,
      pricedv: null,
      pricex: 3.1,
      quantity: 0,
      published: false,
      description: null,
    });
    const res = await call('PUT', `/kebrit/products/${p.UUID}`, tokens.manager, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      product: {
        UUID: p.UUID,
        ID: p.ID,
        categoryid: cat2,
        category: 'عدد',
        image: newImg,
        price: 0,
        pricedv: null,
        pricex: 3.1,
        quantity: 0,
        published: false,
        description: '',
      },
    });
    expect(await stored(p.UUID)).toMatchObject({ price: 0, pricex: 310, published: 0 });
    const productp = (await call('GET', '/kebrit/productp', admin)).json() as { UUID: string }[];
    expect(productp.some((x) => x.UUID === p.UUID)).toBe(false);
  });

  it('DELETE removes a product: 200 {success}, then 404', async () => {
    const p = await createProduct(t, admin, 'kebrit', kCat, kImg);
    const res = await call('DELETE', `/kebrit/products/${p.UUID}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await call('GET', `/kebrit/products/${p.UUID}`, admin)).statusCode).toBe(404);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', p.UUID)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.delete']);
  });
});

describe('products: validation', () => {
  it('400 lists exactly the required fields: name, price and category (decision 0051)', async () => {
    const res = await call('POST', '/kebrit/products', admin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['categoryid', 'name', 'price']);
  });

  it('a drill saved with name, price and category only: no image, no English name, no calories, cost unknown', async () => {
    const res = await call('POST', '/kebrit/products', admin, {
      name: 'مثقاب كهربائي',
      price: 199,
      categoryid: kCat,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({
      name: 'مثقاب كهربائي',
      productName: '',
      descriptionEn: '',
      image: '',
      imageUrl: '',
      calories: 0,
      quantity: 0,
      costPrice: null,
      vatCategory: 'S',
    });
    const pos = await call('GET', '/kebrit/pos/products', admin);
    const tile = pos.json().products.find((p: { name: string }) => p.name === 'مثقاب كهربائي');
    expect(tile).toMatchObject({ productName: '', image: '', price: 19900 });
  });

  it('a cost price travels in SAR like the price and is stored in halalas', async () => {
    const res = await call('POST', '/kebrit/products', admin, {
      ...productPayload(kCat, kImg),
      costPrice: 7.35,
    });
    expect(res.json().product.costPrice).toBe(7.35);
    expect((await stored(res.json().UUID))!.cost_price).toBe(735);
    const bad = await call('POST', '/kebrit/products', admin, {
      ...productPayload(kCat, kImg),
      costPrice: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.costPrice).toMatch(/[\u0600-\u06FF]/);
  });

  it.each([
    ['a price with 3 decimals', { price: 1.005 }, 'price'],
    ['a negative price', { price: -1 }, 'price'],
    ['a price given as text', { price: '12.50' }, 'price'],
    ['a pricedv with 3 decimals', { pricedv: 2.125 }, 'pricedv'],
    ['a negative quantity', { quantity: -1 }, 'quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity'],
    ['a blank Arabic name', { name: '  ' }, 'name'],
    ['an image name with a path', { image: '../sanad.db' }, 'image'],
  ])('400 for %s', async (_label, patch, field) => {
    for (const [method, url] of [
      ['POST', '/kebrit/products'],
      ['PUT', `/kebrit/products/${randomUUID()}`],
    ] as const) {
      const res = await call(method, url, admin, productPayload(kCat, kImg, patch));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
      expect(res.json().error.fields[field]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('422 fields.image for an image that was never uploaded, or uploaded to the other business', async () => {
    for (const image of ['0123456789abcdef0123456789abcdef.png', mImg]) {
      const res = await call('POST', '/kebrit/products', admin, productPayload(kCat, image));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { image: expect.any(String) },
      });
    }
  });

  it('422 fields.categoryid for an unknown category or one of the other business', async () => {
    const p = await createProduct(t, admin, 'kebrit', kCat, kImg);
    for (const categoryid of [randomUUID(), mCat]) {
      const post = await call('POST', '/kebrit/products', admin, productPayload(categoryid, kImg));
      expect(post.statusCode).toBe(422);
      expect(post.json().error.fields.categoryid).toBe(FIELD_MESSAGES.categoryNotInBusiness);
      const put = await call(
        'PUT',
        `/kebrit/products/${p.UUID}`,
        admin,
        productPayload(categoryid, kImg),
      );
      expect(put.statusCode).toBe(422);
    }
    expect((await call('GET', `/kebrit/products/${p.UUID}`, admin)).json().categoryid).toBe(kCat);
  });
});
