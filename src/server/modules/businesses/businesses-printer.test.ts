// Businesses: the till's receipt printer in the profile: address and paper width.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import {
  businessesFixture,
  newBusinessBody,
  postBusiness,
  type BusinessesFixture,
} from '../../testing/businesses';

const ARABIC = /[\u0600-\u06FF]/;

let t: TestApp, admin: Record<string, string>;
let as: BusinessesFixture['as'];
beforeAll(async () => {
  ({ t, admin, as } = await businessesFixture());
});
afterAll(async () => t.close());

const profile = {
  nameAr: 'مؤسسة كبريت التجارية',
  nameEn: 'Kebrit Trading Est.',
  vatNumber: '310122393500003',
  crNumber: '4030123456',
  address: {
    street: 'شارع الأمير سلطان',
    buildingNumber: '7421',
    district: 'حي الروضة',
    city: 'جدة',
    postalCode: '23435',
  },
};

const put = (body: Record<string, unknown>, auth = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/businesses/kebrit',
    headers: auth,
    payload: { ...profile, ...body },
  });
const get = async (key = 'kebrit') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/businesses/${key}`, headers: admin })).json();

describe('printer settings of a business profile', () => {
  it('a business starts with no printer and 80 mm paper', async () => {
    expect(await get()).toMatchObject({ printerAddress: null, paperWidthMm: 80 });
    expect(await get('mengusha')).toMatchObject({ printerAddress: null, paperWidthMm: 80 });
  });

  it('stores host:port, port 9100 when left out; the members see it; other fields keep it', async () => {
    const res = await put({ printerAddress: ' 192.168.1.50 ', paperWidthMm: 58 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().business).toMatchObject({
      printerAddress: '192.168.1.50:9100',
      paperWidthMm: 58,
    });
    // A sales member of kebrit reads it (the web chooses how to print from it).
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/v1/businesses/kebrit',
      headers: as('sales'),
    });
    expect(seen.json()).toMatchObject({ printerAddress: '192.168.1.50:9100', paperWidthMm: 58 });
    // A body without the printer fields keeps them.
    expect((await put({ nameEn: 'Kebrit' })).statusCode).toBe(200);
    expect(await get()).toMatchObject({ printerAddress: '192.168.1.50:9100', paperWidthMm: 58 });
    // The other business is untouched.
    expect(await get('mengusha')).toMatchObject({ printerAddress: null, paperWidthMm: 80 });
  });

  it.each([
    ['printer.local:9101', 'printer.local:9101'],
    ['[fd00::5]', '[fd00::5]:9100'],
  ])('accepts %j as %j', async (typed, stored) => {
    expect((await put({ printerAddress: typed })).json().business.printerAddress).toBe(stored);
  });

  it('an empty address or null removes the printer', async () => {
    await put({ printerAddress: '10.0.0.9' });
    expect((await put({ printerAddress: '' })).json().business.printerAddress).toBeNull();
    await put({ printerAddress: '10.0.0.9' });
    expect((await put({ printerAddress: null })).json().business.printerAddress).toBeNull();
  });

  it.each([
    ['an octet over 255', '192.168.1.256', 'الطابعة'],
    ['a scheme', 'tcp://192.168.1.50', 'الطابعة'],
    ['Arabic letters', 'طابعة-المطبخ', 'الطابعة'],
    ['port 0', '192.168.1.50:0', 'المنفذ'],
    ['port 70000', '192.168.1.50:70000', 'المنفذ'],
    ['a port in words', '192.168.1.50:http', 'المنفذ'],
  ])('refuses %s with 400 fields.printerAddress in Arabic', async (_what, printerAddress, word) => {
    const before = await get();
    const res = await put({ printerAddress });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    const message: string = res.json().error.fields.printerAddress;
    expect(message).toMatch(ARABIC);
    expect(message.replace(/ال/g, '')).toContain(word.replace(/ال/g, ''));
    expect(await get()).toMatchObject({ printerAddress: before.printerAddress });
  });

  it.each([76, 0, '80', null])('refuses paperWidthMm %j with 400 on that field', async (mm) => {
    const res = await put({ paperWidthMm: mm });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.paperWidthMm).toMatch(ARABIC);
  });

  it.each(['manager', 'casher', 'sales', 'user'])('a %s may not set it (403)', async (role) => {
    const res = await put({ printerAddress: '10.0.0.1' }, as(role));
    expect(res.statusCode).toBe(403);
  });

  it('a new business may be created with its printer', async () => {
    const res = await postBusiness(
      t,
      admin,
      newBusinessBody('branch-print', { printerAddress: '10.1.1.20:9100', paperWidthMm: 58 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ printerAddress: '10.1.1.20:9100', paperWidthMm: 58 });
    const plain = await postBusiness(t, admin, newBusinessBody('branch-plain'));
    expect(plain.json()).toMatchObject({ printerAddress: null, paperWidthMm: 80 });
  });
});
