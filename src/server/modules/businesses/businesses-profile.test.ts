// Businesses: an admin edits a profile (PUT /api/v1/businesses/{key}).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeZatcaQr } from '../../../domain/zatca-qr';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import type { TestApp } from '../../testing/test-app';
import { businessesFixture, type BusinessesFixture } from '../../testing/businesses';

let t: TestApp, admin: Record<string, string>;
let as: BusinessesFixture['as'];
beforeAll(async () => {
  ({ t, admin, as } = await businessesFixture());
});
afterAll(async () => t.close());

/** A valid profile body (PUT /businesses/{key}). */
function profile(over: Record<string, unknown> = {}) {
  return {
    nameAr: 'مؤسسة كبريت التجارية المحدثة',
    nameEn: 'Kebrit Trading Est. (updated)',
    vatNumber: '311111111100003',
    crNumber: '4030999999',
    address: {
      street: 'شارع فلسطين',
      buildingNumber: '1234',
      district: 'حي الحمراء',
      city: 'جدة',
      postalCode: '23212',
      country: 'SA',
    },
    ...over,
  };
}

describe('PUT /api/v1/businesses/{key}', () => {
  it('the admin updates the profile; GET shows it; payment means stay', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/businesses/kebrit',
      headers: admin,
      payload: profile(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      business: {
        key: 'kebrit',
        id: 4,
        vatNumber: '311111111100003',
        address: { postalCode: '23212' },
      },
    });
    const got = (
      await t.app.inject({ method: 'GET', url: '/api/v1/businesses/kebrit', headers: admin })
    ).json();
    expect(got).toMatchObject({
      nameAr: 'مؤسسة كبريت التجارية المحدثة',
      nameEn: 'Kebrit Trading Est. (updated)',
      crNumber: '4030999999',
      paymentMeans: ['10', '48', '24'],
    });
    // the other business is untouched
    const other = (
      await t.app.inject({ method: 'GET', url: '/api/v1/businesses/mengusha', headers: admin })
    ).json();
    expect(other.vatNumber).not.toBe('311111111100003');
  });

  it('trims text and keeps the country SA when it is omitted', async () => {
    const body = profile({
      nameAr: '  منقوشة  ',
      address: { ...profile().address, country: undefined },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/businesses/mengusha',
      headers: admin,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().business).toMatchObject({
      nameAr: 'منقوشة',
      address: { country: 'SA' },
      paymentMeans: ['10', '48', '42', '45', '24'],
    });
  });

  it.each([
    ['14 digits', '31111111110003'],
    ['16 digits', '3111111111000003'],
    ['first digit not 3', '211111111100003'],
    ['last digit not 3', '311111111100002'],
    ['letters', '31111111110000A'],
    ['empty', ''],
  ])('refuses a VAT number with %s: 400 with fields.vatNumber', async (_what, vatNumber) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/businesses/kebrit',
      headers: admin,
      payload: profile({ vatNumber }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.vatNumber).toMatch(/[\u0600-\u06FF]/);
  });

  it.each([
    ['crNumber', { crNumber: '123' }],
    ['nameAr', { nameAr: '   ' }],
    ['address.postalCode', { address: { ...profile().address, postalCode: '1234' } }],
    ['address.buildingNumber', { address: { ...profile().address, buildingNumber: 'ab' } }],
    ['address.country', { address: { ...profile().address, country: 'AE' } }],
  ])('refuses a bad %s with 400 on that field', async (field, over) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/businesses/kebrit',
      headers: admin,
      payload: profile(over),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it.each(['manager', 'casher', 'sales', 'user'])('answers 403 to a %s', async (role) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/businesses/mengusha',
      headers: as(role),
      payload: profile(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('answers 401 without a token', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/businesses/kebrit', payload: profile() }))
        .statusCode,
    ).toBe(401);
  });

  it('an unknown key is a 404', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/businesses/acme',
      headers: admin,
      payload: profile(),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the Arabic name is the QR seller name: its byte limit is checked at save', () => {
  const put = (nameAr: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/businesses/mengusha',
      headers: admin,
      payload: profile({ nameAr }),
    });
  async function sale() {
    const ID = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { price: 1150 });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/mengusha/orderpos',
      headers: admin,
      payload: { PaymentMeansCode: '10', InvoiceLine: [{ ID, InvoicedQuantity: 1 }] },
    });
  }

  it('refuses 300 UTF-8 bytes (100 Arabic presentation forms) with 400 fields.nameAr; sales go on', async () => {
    const res = await put('\uFEE3'.repeat(100));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.nameAr).toMatch(/[\u0600-\u06FF].*255/);
    const sold = await sale();
    expect(sold.statusCode, sold.body).toBe(201);
  });

  it('accepts exactly 255 bytes, and the sale carries it in QR tag 1', async () => {
    const nameAr = '\uFEE3'.repeat(85); // 85 × 3 bytes
    expect((await put(nameAr)).statusCode).toBe(200);
    const sold = await sale();
    expect(sold.statusCode, sold.body).toBe(201);
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/v1/mengusha/invoices/${sold.json().UUID}`,
      headers: admin,
    });
    expect(decodeZatcaQr(invoice.json().invoice.QR).sellerName).toBe(nameAr);
  });
});
