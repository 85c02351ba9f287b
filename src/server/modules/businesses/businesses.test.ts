// Businesses: reading the profiles and tiles (GET /api/v1/businesses[/{key}]).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { businessesFixture, type BusinessesFixture } from '../../testing/businesses';

let t: TestApp, admin: Record<string, string>;
let as: BusinessesFixture['as'];
beforeAll(async () => {
  ({ t, admin, as } = await businessesFixture());
});
afterAll(async () => t.close());

describe('GET /api/v1/businesses', () => {
  it.each([
    ['admin', ['kebrit', 'mengusha']],
    ['manager', ['kebrit', 'mengusha']],
    ['user', ['kebrit', 'mengusha']],
    ['casher', ['mengusha']],
    ['sales', ['kebrit']],
  ])('%s sees %j, each with its tiles', async (role, keys) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/businesses', headers: as(role) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ key: string; tiles: string[] }>;
    expect(list.map((b) => b.key).sort()).toEqual(keys);
    for (const b of list) expect(b.tiles.length).toBeGreaterThan(0);
  });

  it('gives the admin the tiles of the legacy app per business', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/businesses', headers: admin })
    ).json() as Array<{ key: string; tiles: string[] }>;
    const byKey = Object.fromEntries(list.map((b) => [b.key, b.tiles]));
    expect(byKey.mengusha).toEqual(
      expect.arrayContaining(['invoices', 'pos', 'purchases', 'admin']),
    );
    expect(byKey.kebrit).toEqual(
      expect.arrayContaining(['admin', 'users', 'invoices', 'purchases']),
    );
    const casher = (
      await t.app.inject({ method: 'GET', url: '/api/v1/businesses', headers: as('casher') })
    ).json();
    expect(casher[0].tiles).toEqual(['invoices', 'pos', 'approve', 'files', 'reports', 'shifts']);
    const user = (
      await t.app.inject({ method: 'GET', url: '/api/v1/businesses', headers: as('user') })
    ).json();
    for (const b of user) expect(b.tiles).toEqual(['me']);
  });

  it('has the seeded values: ids 4 and 17, payment means, SA addresses', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/businesses', headers: admin })
    ).json() as Array<Record<string, unknown>>;
    const kebrit = list.find((b) => b.key === 'kebrit')!;
    const mengusha = list.find((b) => b.key === 'mengusha')!;
    expect(kebrit).toMatchObject({
      id: 4,
      paymentMeans: ['10', '48', '24'],
      imageFolder: 'products',
      address: { country: 'SA' },
    });
    expect(mengusha).toMatchObject({
      id: 17,
      paymentMeans: ['10', '48', '42', '45', '24'],
      imageFolder: 'mengusha',
      address: { country: 'SA' },
    });
    for (const b of [kebrit, mengusha]) {
      expect(b.vatNumber).toMatch(/^3\d{13}3$/);
      expect(b.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(b.nameEn).toMatch(/[A-Za-z]/);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/businesses' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/businesses/kebrit' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/v1/businesses/{key}', () => {
  it.each([
    ['casher', 'kebrit', 403],
    ['casher', 'mengusha', 200],
    ['sales', 'mengusha', 403],
    ['sales', 'kebrit', 200],
    ['admin', 'kebrit', 200],
    ['admin', 'mengusha', 200],
  ])('%s opening %s → %i', async (role, key, status) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/businesses/${key}`,
      headers: as(role),
    });
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().error.code).toBe('business_forbidden');
    else expect(res.json()).toMatchObject({ key, tiles: expect.any(Array) });
  });

  it('an unknown key is a 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/businesses/acme',
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('business_not_found');
  });
});
