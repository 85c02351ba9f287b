// A client's addresses (decision 0068): one default under every change, soft delete, a sale
// order taking the default, a client in use; Arabic field errors, another business, the cashier.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  tokens = await roleTokens(t);
  call = apiCaller(t);
});
afterAll(async () => t.close());

describe('client addresses (decision 0068)', () => {
  it('keeps one default: the first, then the one chosen, then the next after a delete', async () => {
    const client = (await createClient(t, admin, 'kebrit')).UUID;
    const url = `/kebrit/clients/${client}/addresses`;
    const add = async (label: string, extra: object = {}) => {
      const res = await call('POST', url, tokens.sales, { label, city_name: 'جدة', ...extra });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().UUID as string;
    };
    const head = await add('المقر الرئيسي');
    const site = await add('موقع المشروع', { phone: '0551234567' });
    const store = await add('المستودع', { is_default: true });
    const defaults = async () =>
      (await call('GET', url, tokens.sales))
        .json()
        .filter((a: { is_default: boolean }) => a.is_default)
        .map((a: { UUID: string }) => a.UUID);
    expect(await defaults()).toEqual([store]);
    // The default is first in the list; the others in the order they were added.
    const listed = (await call('GET', url, tokens.sales)).json();
    expect(listed.map((a: { UUID: string }) => a.UUID)).toEqual([store, head, site]);

    // A sale order without address_id takes the default.
    const id = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { price: 500 });
    const product = await t.app.ctx.db
      .selectFrom('products')
      .select('uuid')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const so = await call('POST', '/kebrit/sale_orders', admin, {
      customer_id: client,
      lines: [{ prod_id: product.uuid, quantity: 1 }],
    });
    expect(so.statusCode, so.body).toBe(201);
    expect(so.json().address_id).toBe(store);

    const put = await call('PUT', `${url}/${site}`, tokens.sales, {
      label: 'موقع المشروع',
      is_default: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ is_default: true, phone: '', city_name: '' });
    expect(await defaults()).toEqual([site]);

    expect((await call('DELETE', `${url}/${site}`, tokens.sales)).statusCode).toBe(200);
    expect(await defaults()).toEqual([head]);
    expect((await call('DELETE', `${url}/${site}`, tokens.sales)).statusCode).toBe(404);
    // The sale order still names the address it was made for, and keeps its client.
    const kept = await call('GET', `/kebrit/sale_orders/${so.json().uuid}`, admin);
    expect(kept.json().address_id).toBe(store);
    const inUse = await call('DELETE', `/kebrit/clients/${client}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('client_in_use');
    // A client with addresses and no documents is deleted with its addresses.
    const loose = (await createClient(t, admin, 'kebrit')).UUID;
    const addr = await call('POST', `/kebrit/clients/${loose}/addresses`, admin, { label: 'فرع' });
    expect(addr.statusCode).toBe(201);
    expect((await call('DELETE', `/kebrit/clients/${loose}`, admin)).statusCode).toBe(200);
  });

  it('refuses bad fields in Arabic, another business, and the cashier', async () => {
    const client = (await createClient(t, admin, 'kebrit')).UUID;
    const bad = await call('POST', `/kebrit/clients/${client}/addresses`, tokens.sales, {
      label: '',
      postal_zone: '12',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      label: 'اكتب اسماً للعنوان مثل: المقر الرئيسي',
      postal_zone: 'الرمز البريدي 5 أرقام',
    });
    const other = await call('POST', `/mengusha/clients/${client}/addresses`, admin, {
      label: 'فرع',
    });
    expect(other.statusCode).toBe(404);
    const casher = await call('GET', `/mengusha/clients/${client}/addresses`, tokens.casher);
    expect(casher.statusCode).toBe(403);
  });
});
