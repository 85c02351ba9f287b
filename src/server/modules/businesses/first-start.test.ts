// The first start with SEED_BUSINESSES unset (decision 0049): on an empty Sanad the first
// administrator chooses, once, between their own business and the two sample businesses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBusinessBody, postBusiness } from '../../testing/businesses';
import { getApi } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';

const choose = (t: TestApp, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/setup/sample-businesses',
    headers: bearer(token),
  });
const keys = async (t: TestApp, token: string) =>
  (await getApi(t, token, 'businesses?archived=1')).json().map((b: { key: string }) => b.key);

describe('explore with the sample businesses', () => {
  let t: TestApp, admin: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { seedBusinesses: 'ask' } });
    admin = await t.adminToken();
  });
  afterAll(async () => t.close());

  it('is offered to the first administrator only, and only they may choose it', async () => {
    expect(await keys(t, admin)).toEqual([]);
    expect((await getApi(t, admin, 'users/me')).json()).toMatchObject({
      needsBusinessSetup: true,
      sampleBusinessesOffered: true,
    });
    const secondAdmin = await t.userToken('admin');
    expect((await getApi(t, secondAdmin, 'users/me')).json().sampleBusinessesOffered).toBe(false);
    const refused = await choose(t, secondAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'not_first_admin',
      message: 'يختار طريقة البدء أول مدير أُنشئ لسند فقط',
    });
    expect((await choose(t, await t.userToken('manager'))).statusCode).toBe(403);
    expect(await keys(t, admin)).toEqual([]);
  });

  it('seeds kebrit and mengusha once; a second choice is refused', async () => {
    const res = await choose(t, admin);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, businesses: ['kebrit', 'mengusha'] });
    expect((await keys(t, admin)).sort()).toEqual(['kebrit', 'mengusha']);
    expect((await getApi(t, admin, 'users/me')).json()).toMatchObject({
      needsBusinessSetup: false,
      sampleBusinessesOffered: false,
    });
    const again = await choose(t, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('setup_done');
    expect((await keys(t, admin)).length).toBe(2);
  });
});

describe('set up your own business', () => {
  let t: TestApp, admin: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { seedBusinesses: 'ask' } });
    admin = await t.adminToken();
  });
  afterAll(async () => t.close());

  it('once the shop exists the sample businesses are no longer offered nor accepted', async () => {
    const res = await postBusiness(
      t,
      bearer(admin),
      newBusinessBody('my-shop', { kind: 'trading' }),
    );
    expect(res.statusCode).toBe(201);
    expect((await getApi(t, admin, 'users/me')).json().sampleBusinessesOffered).toBe(false);
    const late = await choose(t, admin);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('setup_done');
    expect(await keys(t, admin)).toEqual(['my-shop']);
  });
});
