// Businesses are rows: an admin creates one (POST /api/v1/businesses).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_TOP_LEVEL_PATHS } from '../../../domain/top-level-paths';
import type { TestApp } from '../../testing/test-app';
import {
  businessesFixture,
  newBusinessBody,
  postBusiness,
  type BusinessesFixture,
} from '../../testing/businesses';

let t: TestApp, admin: Record<string, string>;
let as: BusinessesFixture['as'];
beforeAll(async () => {
  ({ t, admin, as } = await businessesFixture());
});
afterAll(async () => t.close());

const list = async (auth: Record<string, string>, query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/businesses${query}`, headers: auth })
  ).json() as Array<Record<string, unknown> & { key: string; tiles: string[] }>;

describe('POST /api/v1/businesses', () => {
  it('creates a restaurant: 201 with the profile (GET shape), listed for the admin with mengusha’s tiles', async () => {
    const res = await postBusiness(t, admin, newBusinessBody('branch-2'));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      key: 'branch-2',
      kind: 'restaurant',
      active: true,
      nameAr: 'مطعم الفرع branch-2',
      vatNumber: '399999999900003',
      address: { city: 'الرياض', country: 'SA' },
      logoUrl: null,
      paymentMeans: ['10', '48', '24', '42', '45'],
      imageFolder: 'branch-2',
      role: 'admin',
    });
    expect(created.id).toBeGreaterThan(17);
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/v1/businesses/branch-2',
      headers: admin,
    });
    expect(got.json()).toEqual(created);
    const all = await list(admin);
    const mine = all.find((b) => b.key === 'branch-2')!;
    const mengusha = all.find((b) => b.key === 'mengusha')!;
    expect(mine.tiles).toEqual(mengusha.tiles);
  });

  it('a trading business gets kebrit’s tiles and no delivery apps; payment means may be chosen', async () => {
    const res = await postBusiness(
      t,
      admin,
      newBusinessBody('shop-3', { kind: 'trading', paymentMeans: ['10', '48'] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'trading', paymentMeans: ['10', '48'] });
    const all = await list(admin);
    expect(all.find((b) => b.key === 'shop-3')!.tiles).toEqual(
      all.find((b) => b.key === 'kebrit')!.tiles,
    );
    const apps = await postBusiness(
      t,
      admin,
      newBusinessBody('shop-4', { kind: 'trading', paymentMeans: ['10', '42'] }),
    );
    expect(apps.statusCode).toBe(400);
    expect(apps.json().error.fields.paymentMeans).toMatch(/[\u0600-\u06FF]/);
  });

  it('PUT changes the payment means only within what the kind offers', async () => {
    const { key: _k, kind: _kind, ...profile } = newBusinessBody('x');
    const put = (paymentMeans: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/businesses/shop-3',
        headers: admin,
        payload: { ...profile, paymentMeans },
      });
    const apps = await put(['10', '45']);
    expect(apps.statusCode).toBe(400);
    expect(apps.json().error.fields.paymentMeans).toMatch(/[\u0600-\u06FF]/);
    const ok = await put(['24', '10']);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().business.paymentMeans).toEqual(['24', '10']);
    expect((await put([])).statusCode).toBe(400);
    expect((await put(['10', '10'])).statusCode).toBe(400);
  });

  it.each([
    ['upper case', 'Branch'],
    ['one character', 'b'],
    ['33 characters', 'b'.repeat(33)],
    ['a space', 'my shop'],
    ['an underscore', 'my_shop'],
    ['Arabic', 'فرع'],
    ['a leading dash', '-shop'],
  ])('refuses a key with %s: 400 with an Arabic fields.key', async (_what, key) => {
    const res = await postBusiness(t, admin, newBusinessBody(key));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.key).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses every top-level route of the web app and the API as a key: 400', async () => {
    // The API's names, read from its own OpenAPI document (independent of the collector).
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths);
    const apiNames = new Set(
      paths
        .filter((p) => p.startsWith('/api/v1/'))
        .map((p) => p.split('/')[3]!)
        .filter((s) => !s.startsWith('{')),
    );
    expect([...apiNames]).toEqual(
      expect.arrayContaining(['login', 'logout', 'users', 'businesses']),
    );
    const reserved = [
      ...apiNames,
      ...WEB_TOP_LEVEL_PATHS,
      'api',
      'static',
      'assets',
      'admin',
      'login',
      'images',
      'logos',
      'backups',
      'invoice-backups',
    ];
    for (const key of reserved) {
      const res = await postBusiness(t, admin, newBusinessBody(key));
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error.fields.key, key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('refuses a taken key with 409 business_key_taken (also the seeds’ keys and image folders)', async () => {
    expect((await postBusiness(t, admin, newBusinessBody('dup-key'))).statusCode).toBe(201);
    for (const key of ['dup-key', 'kebrit', 'mengusha', 'products']) {
      const res = await postBusiness(t, admin, newBusinessBody(key));
      expect(res.statusCode, key).toBe(409);
      expect(res.json().error.code, key).toBe('business_key_taken');
    }
  });

  it.each([
    ['vatNumber', { vatNumber: '399999999900002' }],
    ['vatNumber', { vatNumber: '3999' }],
    ['crNumber', { crNumber: '12' }],
    [
      'address.buildingNumber',
      { address: { ...(newBusinessBody('x').address as object), buildingNumber: '12' } },
    ],
    [
      'address.postalCode',
      { address: { ...(newBusinessBody('x').address as object), postalCode: '1' } },
    ],
    ['kind', { kind: 'cafe' }],
    ['nameAr', { nameAr: '' }],
  ])('refuses a bad %s: 400 on that field, nothing created', async (field, over) => {
    const res = await postBusiness(t, admin, newBusinessBody('bad-one', over));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toMatch(/[\u0600-\u06FF]/);
    expect((await list(admin, '?archived=1')).map((b) => b.key)).not.toContain('bad-one');
  });

  it.each(['manager', 'casher', 'sales', 'user'])('answers 403 forbidden to a %s', async (role) => {
    const res = await postBusiness(t, as(role), newBusinessBody('not-mine'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('answers 401 without a token', async () => {
    expect((await postBusiness(t, {}, newBusinessBody('anon'))).statusCode).toBe(401);
  });

  it('concurrent creations get distinct ids; racing for one key, exactly one wins', async () => {
    const keys = ['par-1', 'par-2', 'par-3', 'par-4', 'par-5'];
    const made = await Promise.all(keys.map((k) => postBusiness(t, admin, newBusinessBody(k))));
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = made.map((r) => r.json().id as number);
    expect(new Set(ids).size).toBe(keys.length);
    const same = await Promise.all(
      [1, 2, 3, 4].map(() => postBusiness(t, admin, newBusinessBody('same-key'))),
    );
    const codes = same.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    // Same key and same name: a loser may see either first (decision 0051).
    for (const r of same.filter((r) => r.statusCode === 409))
      expect(['business_key_taken', 'business_name_taken']).toContain(r.json().error.code);
  });
});

describe('business names are unique (decision 0051)', () => {
  it('refuses a second «مقهى نجد», written with other spaces and letters too: 409 in Arabic', async () => {
    const first = await postBusiness(t, admin, newBusinessBody('najd-1', { nameAr: 'مقهى نجد' }));
    expect(first.statusCode).toBe(201);
    for (const nameAr of ['مقهى نجد', '  مقهي   نجد ']) {
      const res = await postBusiness(t, admin, newBusinessBody('najd-2', { nameAr }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'business_name_taken',
        message: 'اسم المنشأة مستخدم لمنشأة أخرى؛ اختر اسماً مختلفاً',
        fields: { nameAr: 'يوجد منشأة بهذا الاسم' },
      });
    }
    expect((await list(admin)).map((b) => b.key)).not.toContain('najd-2');
  });

  it('a profile may keep its own name but not take another business’s', async () => {
    const put = (key: string, nameAr: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/businesses/${key}`,
        headers: admin,
        payload: { ...newBusinessBody(key, { nameAr }), key: undefined, kind: undefined },
      });
    expect((await postBusiness(t, admin, newBusinessBody('najd-3'))).statusCode).toBe(201);
    expect((await put('najd-3', 'مطعم الفرع najd-3')).statusCode).toBe(200);
    const taken = await put('najd-3', 'مقهى نَجد');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('business_name_taken');
  });
});
