import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCaller } from '../../testing/api-caller';
import type { TestApp } from '../../testing/test-app';
import { catalogueFixture, productPayload, type CatalogueFixture } from '../../testing/products';

let t: TestApp, admin: string, kCat: string, kImg: string;
let call: ApiCaller, stored: CatalogueFixture['stored'];

beforeAll(async () => {
  ({ t, admin, kCat, kImg, call, stored } = await catalogueFixture());
});
afterAll(async () => t.close());

describe('a product’s VAT category (decision 0046)', () => {
  it('is standard 15 % when the body names none', async () => {
    const res = await call('POST', '/kebrit/products', admin, productPayload(kCat, kImg));
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({ vatCategory: 'S', vatExemptionCode: '' });
    expect(await stored(res.json().UUID)).toMatchObject({
      vat_category: 'S',
      vat_exemption_code: '',
    });
  });

  it('stores zero-rated with its reason, shows it, and the POS catalogue carries it', async () => {
    const res = await call(
      'POST',
      '/kebrit/products',
      admin,
      productPayload(kCat, kImg, { vatCategory: 'Z', vatExemptionCode: 'VATEX-SA-35' }),
    );
    expect(res.statusCode).toBe(201);
    const { UUID, newid } = res.json();
    expect(res.json().product).toMatchObject({
      vatCategory: 'Z',
      vatExemptionCode: 'VATEX-SA-35',
    });
    expect(await stored(UUID)).toMatchObject({
      vat_category: 'Z',
      vat_exemption_code: 'VATEX-SA-35',
    });
    const pos = await call('GET', '/kebrit/pos/products', admin);
    const tile = pos.json().products.find((p: { ID: number }) => p.ID === newid);
    expect(tile).toMatchObject({ vatCategory: 'Z', vatExemptionCode: 'VATEX-SA-35' });
  });

  it('edits a product back to standard', async () => {
    const made = await call(
      'POST',
      '/kebrit/products',
      admin,
      productPayload(kCat, kImg, { vatCategory: 'E', vatExemptionCode: 'VATEX-SA-29' }),
    );
    const res = await call(
      'PUT',
      `/kebrit/products/${made.json().UUID}`,
      admin,
      productPayload(kCat, kImg, { vatCategory: 'S', vatExemptionCode: '' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await stored(made.json().UUID)).toMatchObject({ vat_category: 'S' });
  });

  it.each([
    ['Z', '', 'اختر سبب الإعفاء'],
    ['E', 'VATEX-SA-35', 'لا يناسب'],
    ['S', 'VATEX-SA-35', 'لا تأخذ'],
    ['Z', 'VATEX-SA-EDU', 'رقم هوية'],
  ])('refuses category %s with reason “%s” with an Arabic field error', async (c, code, text) => {
    const res = await call(
      'POST',
      '/kebrit/products',
      admin,
      productPayload(kCat, kImg, { vatCategory: c, vatExemptionCode: code }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.vatExemptionCode).toContain(text);
  });

  it('refuses an unknown category', async () => {
    const res = await call(
      'POST',
      '/kebrit/products',
      admin,
      productPayload(kCat, kImg, { vatCategory: 'X' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.vatCategory).toBe('اختر فئة الضريبة');
  });
});
