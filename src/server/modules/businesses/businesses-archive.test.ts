// Archiving a business: DELETE /businesses/{key} sets active: false — hidden from
// the chooser, new sales and catalogue changes refused with 409, every document still readable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProduct } from '../../testing/catalogue-fixtures';
import { getApi, postSale, sell } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { newBusinessBody, postBusiness } from '../../testing/businesses';

let t: TestApp, admin: Record<string, string>, adminToken: string, casher: string;
let product: number;
let sale: { UUID: string; ID: number };
const body = () => ({
  PaymentMeansCode: '48' as const,
  DiscountPercent: 0,
  InvoiceLine: [{ ID: product, InvoicedQuantity: 2 }],
});

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.adminToken();
  admin = bearer(adminToken);
  const res = await postBusiness(t, admin, newBusinessBody('old-branch'));
  product = await insertTestProduct(t.app.ctx.db, res.json().id, { name: 'فلافل', price: 500 });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: admin,
    payload: {
      username: 'old_casher',
      email: '',
      password: 'password-123',
      role: 'casher',
      businesses: ['old-branch'],
    },
  });
  casher = await t.login('old_casher', 'password-123');
  sale = await sell(t, casher, 'old-branch', body());
});
afterAll(async () => t.close());

const archive = (auth: Record<string, string>, key = 'old-branch') =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/businesses/${key}`, headers: auth });

describe('DELETE /api/v1/businesses/{key} (archive)', () => {
  it.each(['manager', 'casher', 'sales', 'user'])('answers 403 to a %s', async (role) => {
    const res = await archive(bearer(await t.userToken(role)));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('an unknown key is a 404', async () => {
    expect((await archive(admin, 'nowhere')).statusCode).toBe(404);
  });

  it('archives: 200 with active false; hidden from the chooser, listed with ?archived=1', async () => {
    const res = await archive(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      business: { key: 'old-branch', active: false },
    });
    for (const token of [adminToken, casher]) {
      const keys = (await getApi(t, token, 'businesses')).json().map((b: { key: string }) => b.key);
      expect(keys).not.toContain('old-branch');
      const all = (await getApi(t, token, 'businesses?archived=1')).json();
      expect(all.find((b: { key: string }) => b.key === 'old-branch')).toMatchObject({
        active: false,
      });
    }
    // archiving twice changes nothing
    expect((await archive(admin)).json().business.active).toBe(false);
  });

  it('refuses new sales with 409 business_archived, for the admin and the casher alike', async () => {
    for (const token of [adminToken, casher]) {
      const res = await postSale(t, token, 'old-branch', body());
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('business_archived');
      expect(res.json().error.message).toMatch(/[\u0600-\u06FF]/);
    }
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/v1/old-branch/categories',
      headers: admin,
      payload: { name: 'جديد', description: 'جديد', categoryEn: 'New' },
    });
    expect(category.statusCode).toBe(409);
    expect(category.json().error.code).toBe('business_archived');
  });

  it('keeps every invoice, PDF and receipt readable', async () => {
    for (const token of [adminToken, casher]) {
      const list = await getApi(t, token, 'old-branch/invoices');
      expect(list.statusCode).toBe(200);
      expect(list.json().map((i: { ID: number }) => i.ID)).toEqual([sale.ID]);
      expect((await getApi(t, token, `old-branch/invoices/${sale.UUID}`)).statusCode).toBe(200);
      const pdf = await getApi(t, token, `old-branch/invoices/${sale.UUID}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const png = await getApi(t, token, `old-branch/invoicetopng/${sale.ID}`);
      expect(png.statusCode).toBe(200);
      expect((await getApi(t, token, 'old-branch/products')).statusCode).toBe(200);
      expect((await getApi(t, token, 'businesses/old-branch')).json().active).toBe(false);
    }
  });

  it('POST …/restore makes it active again: it sells, number after the last', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses/old-branch/restore',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().business.active).toBe(true);
    expect((await sell(t, casher, 'old-branch', body())).ID).toBe(sale.ID + 1);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/businesses/old-branch/restore',
      headers: bearer(casher),
    });
    expect(refused.statusCode).toBe(403);
  });
});
