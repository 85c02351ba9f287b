// A one-shop install: SEED_BUSINESSES=none starts without the two demo
// businesses, and the API tells the first administrator to set up their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { getApi } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { newBusinessBody, postBusiness } from '../../testing/businesses';

let t: TestApp, adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ config: { seedBusinesses: 'none' } });
  adminToken = await t.adminToken();
});
afterAll(async () => t.close());

describe('SEED_BUSINESSES=none', () => {
  it('reads "none" and "default", and refuses anything else at start', () => {
    expect(loadConfig({ SEED_BUSINESSES: 'none' }).seedBusinesses).toBe('none');
    expect(loadConfig({ SEED_BUSINESSES: 'default' }).seedBusinesses).toBe('default');
    expect(loadConfig({}).seedBusinesses).toBe('ask');
    expect(() => loadConfig({ SEED_BUSINESSES: 'two' })).toThrow(/SEED_BUSINESSES/);
  });

  it('has decided without asking: the sample businesses are neither offered nor accepted', async () => {
    expect((await getApi(t, adminToken, 'users/me')).json().sampleBusinessesOffered).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/setup/sample-businesses',
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('setup_done');
  });

  it('seeds no business: the lists are empty and kebrit is a 404', async () => {
    expect((await getApi(t, adminToken, 'businesses?archived=1')).json()).toEqual([]);
    const res = await getApi(t, adminToken, 'kebrit/invoices');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('business_not_found');
  });

  it('GET /users/me asks the administrator — and only them — to set up a business', async () => {
    const me = (await getApi(t, adminToken, 'users/me')).json();
    expect(me).toMatchObject({ username: 'admin', businesses: [], needsBusinessSetup: true });
    const user = await t.userToken('manager');
    expect((await getApi(t, user, 'users/me')).json()).toMatchObject({
      businesses: [],
      needsBusinessSetup: false,
    });
  });

  it('after the administrator creates the shop, setup is done and it starts at invoice 1', async () => {
    const res = await postBusiness(
      t,
      bearer(adminToken),
      newBusinessBody('my-shop', { kind: 'trading' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBe(1);
    const me = (await getApi(t, adminToken, 'users/me')).json();
    expect(me.needsBusinessSetup).toBe(false);
    expect(me.businesses.map((b: { key: string; role: string }) => [b.key, b.role])).toEqual([
      ['my-shop', 'admin'],
    ]);
    // a manager created now joins it by the legacy rule
    const manager = await t.userToken('manager');
    expect(
      (await getApi(t, manager, 'businesses')).json().map((b: { key: string }) => b.key),
    ).toEqual(['my-shop']);
  });
});
