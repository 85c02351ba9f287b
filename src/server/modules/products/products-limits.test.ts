// Products: prices are unit prices bounded so that every product can be sold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNIT_PRICE } from '../../../domain/limits';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createCategory, productPayload, uploadedImageName } from '../../testing/products';

let t: TestApp, admin: string, call: ApiCaller, cat: string, img: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  call = apiCaller(t);
  cat = await createCategory(t, admin, 'kebrit');
  img = await uploadedImageName(t, admin, 'kebrit');
});
afterAll(async () => t.close());

const maxSar = MAX_UNIT_PRICE / 100; // 1,000,000.00 SAR

describe('product prices', () => {
  it.each(['price', 'pricedv', 'pricex'])(
    `%s above ${maxSar} SAR → 400 on that field, nothing stored`,
    async (field) => {
      const res = await call('POST', '/kebrit/products', admin, {
        ...productPayload(cat, img),
        [field]: maxSar + 0.01,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields[field]).toMatch(/[\u0600-\u06FF]/);
      expect((await call('GET', '/kebrit/products', admin)).json()).toEqual([]);
    },
  );

  it(`${maxSar} SAR is accepted and stored as ${MAX_UNIT_PRICE} halalas`, async () => {
    const res = await call('POST', '/kebrit/products', admin, {
      ...productPayload(cat, img),
      price: maxSar,
      pricedv: maxSar,
      pricex: maxSar,
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.app.ctx.db
      .selectFrom('products')
      .select(['price', 'pricedv', 'pricex'])
      .where('uuid', '=', res.json().UUID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price: MAX_UNIT_PRICE, pricedv: MAX_UNIT_PRICE, pricex: MAX_UNIT_PRICE });
  });
});
