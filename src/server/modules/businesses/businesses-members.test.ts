// People per business: a casher of a new restaurant sells there and nowhere
// else; its invoices are numbered from 1 and carry its own seller block; leaving it is immediate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeZatcaQr } from '../../../domain/zatca-qr';
import { poppler, readQr, stripBidiMarks } from '../../testing/documents';
import { insertTestProduct, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { getApi, postSale, sell } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { newBusinessBody, postBusiness } from '../../testing/businesses';

let t: TestApp, admin: Record<string, string>, adminToken: string;
let grillId: number, grillProduct: number, mengushaProduct: number;
/** The casher of grill-2 only. */
let casher: { token: string; UUID: string };

const GRILL = newBusinessBody('grill-2', {
  nameAr: 'مشويات الفرع الثاني',
  nameEn: 'Grill Branch Two',
  vatNumber: '311223344500003',
});
const oneTea = (id: number) => ({
  PaymentMeansCode: '10' as const,
  DiscountPercent: 0,
  InvoiceLine: [{ ID: id, InvoicedQuantity: 1 }],
});

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.adminToken();
  admin = bearer(adminToken);
  const res = await postBusiness(t, admin, GRILL);
  expect(res.statusCode).toBe(201);
  grillId = res.json().id;
  grillProduct = await insertTestProduct(t.app.ctx.db, grillId, { name: 'كباب', price: 2300 });
  mengushaProduct = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { name: 'شاي', price: 199 });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: admin,
    payload: {
      username: 'grill_casher',
      email: '',
      password: 'password-123',
      role: 'casher',
      businesses: ['grill-2'],
    },
  });
  expect(created.statusCode).toBe(201);
  casher = { UUID: created.json().UUID, token: await t.login('grill_casher', 'password-123') };
});
afterAll(async () => t.close());

describe('a casher created with businesses: [grill-2]', () => {
  it('is a member of grill-2 only, and sees it alone with the restaurant casher tiles', async () => {
    const user = (await getApi(t, adminToken, `users/${casher.UUID}`)).json();
    expect(user.businesses).toEqual([
      { key: 'grill-2', nameAr: 'مشويات الفرع الثاني', role: 'casher' },
    ]);
    const list = (await getApi(t, casher.token, 'businesses')).json();
    expect(list.map((b: { key: string }) => b.key)).toEqual(['grill-2']);
    expect(list[0]).toMatchObject({
      role: 'casher',
      tiles: ['invoices', 'pos', 'approve', 'files', 'reports', 'shifts'],
    });
    const me = (await getApi(t, casher.token, 'users/me')).json();
    expect(me).toMatchObject({ role: 'casher', needsBusinessSetup: false });
    expect(me.businesses.map((b: { key: string }) => b.key)).toEqual(['grill-2']);
  });

  it('sells there (201) and gets 403 business_forbidden on kebrit and mengusha', async () => {
    expect((await postSale(t, casher.token, 'grill-2', oneTea(grillProduct))).statusCode).toBe(201);
    for (const key of ['kebrit', 'mengusha']) {
      const sale = await postSale(t, casher.token, key, oneTea(mengushaProduct));
      expect(sale.statusCode, key).toBe(403);
      expect(sale.json().error.code, key).toBe('business_forbidden');
      const read = await getApi(t, casher.token, `${key}/invoices`);
      expect(read.statusCode, key).toBe(403);
      expect((await getApi(t, casher.token, `businesses/${key}`)).statusCode, key).toBe(403);
    }
  });

  it('numbers its invoices from 1 while mengusha is past 1, with its own seller in QR, PDF and receipt', async () => {
    await sell(t, adminToken, 'mengusha', oneTea(mengushaProduct));
    await sell(t, adminToken, 'mengusha', oneTea(mengushaProduct));
    const mengushaLast = await sell(t, adminToken, 'mengusha', oneTea(mengushaProduct));
    expect(mengushaLast.ID).toBeGreaterThan(1);
    const first = (await getApi(t, casher.token, 'grill-2/invoices')).json();
    expect(first.map((i: { ID: number }) => i.ID)).toEqual([1]);
    const second = await sell(t, casher.token, 'grill-2', oneTea(grillProduct));
    expect(second.ID).toBe(2);

    const detail = (await getApi(t, casher.token, `grill-2/invoices/${second.UUID}`)).json();
    expect(decodeZatcaQr(detail.invoice.QR)).toMatchObject({
      sellerName: 'مشويات الفرع الثاني',
      vatNumber: '311223344500003',
      total: '23.00',
    });
    const receipt = await readQr(Buffer.from(second.invoimage, 'base64'));
    expect(decodeZatcaQr(receipt!.text)).toMatchObject({
      sellerName: 'مشويات الفرع الثاني',
      vatNumber: '311223344500003',
    });
    const pdf = await getApi(t, casher.token, `grill-2/invoices/${second.UUID}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = stripBidiMarks(await poppler('pdftotext', pdf.rawPayload, ['-layout']));
    expect(text).toContain('Grill Branch Two');
    expect(text).toContain('311223344500003');
    expect(text).not.toContain('300075588700003'); // mengusha's VAT number
  });

  it('loses grill-2 at once when its last membership is removed: next call 403', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${casher.UUID}`,
      headers: admin,
      payload: { businesses: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.businesses).toEqual([]);
    const sale = await postSale(t, casher.token, 'grill-2', oneTea(grillProduct));
    expect(sale.statusCode).toBe(403);
    expect(sale.json().error.code).toBe('business_forbidden');
    expect((await getApi(t, casher.token, 'grill-2/invoices')).statusCode).toBe(403);
    expect((await getApi(t, casher.token, 'businesses')).json()).toEqual([]);
  });
});

describe('memberships set by the admin', () => {
  it('a role per business: manager of grill-2 (writes its catalogue), casher of mengusha', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${casher.UUID}`,
      headers: admin,
      payload: { businesses: [{ key: 'grill-2', role: 'manager' }, 'mengusha'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.businesses).toEqual([
      { key: 'mengusha', nameAr: 'مطعم ومشويات منقوشة', role: 'casher' },
      { key: 'grill-2', nameAr: 'مشويات الفرع الثاني', role: 'manager' },
    ]);
    const category = (where: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/${where}/categories`,
        headers: bearer(casher.token),
        payload: { name: 'مقبلات', description: 'مقبلات باردة', categoryEn: 'Starters' },
      });
    expect((await category('grill-2')).statusCode).toBe(201);
    const refused = await category('mengusha');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    const list = (await getApi(t, casher.token, 'businesses')).json();
    expect(list.map((b: { key: string; role: string }) => [b.key, b.role])).toEqual([
      ['mengusha', 'casher'],
      ['grill-2', 'manager'],
    ]);
  });

  it.each([
    ['an unknown key', ['grill-2', 'nowhere'], 'businesses.1'],
    ['a key twice', ['grill-2', 'grill-2'], 'businesses'],
    ['an unknown role', [{ key: 'grill-2', role: 'boss' }], 'businesses.0'],
  ])('refuses %s with 400 and keeps the old memberships', async (_what, businesses, field) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${casher.UUID}`,
      headers: admin,
      payload: { businesses },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).join(' ')).toContain(field);
    const user = (await getApi(t, adminToken, `users/${casher.UUID}`)).json();
    expect(user.businesses.map((b: { key: string }) => b.key)).toEqual(['mengusha', 'grill-2']);
  });

  it('a role change alone keeps the businesses, the memberships follow the role', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${casher.UUID}`,
      headers: admin,
      payload: { role: 'sales' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().user.businesses.map((b: { key: string; role: string }) => [b.key, b.role]),
    ).toEqual([
      ['mengusha', 'sales'],
      ['grill-2', 'manager'],
    ]);
  });

  it('POST /users with an unknown business key: 400, and no user is created', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: admin,
      payload: {
        username: 'ghost_user',
        email: '',
        password: 'password-123',
        role: 'sales',
        businesses: ['nowhere'],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['businesses.0']).toMatch(/[\u0600-\u06FF]/);
    const users = (await getApi(t, adminToken, 'users')).json();
    expect(users.map((u: { username: string }) => u.username)).not.toContain('ghost_user');
  });
});
