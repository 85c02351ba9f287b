// The legacy POST /users keeps today's businesses: without a list, a casher joins
// the restaurants, sales the trading businesses, the others all active ones (admin: all, no rows).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeRole } from '../../../domain/permissions';
import { getApi } from '../../testing/sales';
import type { TestApp } from '../../testing/test-app';
import { usersFixture, type UsersFixture } from '../../testing/users';

let t: TestApp, admin: Record<string, string>;
let newUser: UsersFixture['newUser'];
beforeAll(async () => {
  ({ t, admin, newUser } = await usersFixture());
});
afterAll(async () => t.close());

describe('POST /api/v1/users without businesses (the legacy body)', () => {
  it.each([
    ['admin', [], ['kebrit', 'mengusha']],
    ['manager', ['kebrit:manager', 'mengusha:manager'], ['kebrit', 'mengusha']],
    ['casher', ['mengusha:casher'], ['mengusha']],
    ['sales', ['kebrit:sales'], ['kebrit']],
    ['user', ['kebrit:user', 'mengusha:user'], ['kebrit', 'mengusha']],
    ['manger', ['kebrit:manager', 'mengusha:manager'], ['kebrit', 'mengusha']],
    ['cashier', ['mengusha:casher'], ['mengusha']],
  ])('a new %s gets memberships %j and opens %j', async (role, memberships, opens) => {
    const u = await newUser(role);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${u.UUID}`,
      headers: admin,
    });
    expect(
      view.json().businesses.map((b: { key: string; role: string }) => `${b.key}:${b.role}`),
    ).toEqual(memberships);
    const list = (await getApi(t, u.token, 'businesses')).json();
    expect(list.map((b: { key: string }) => b.key)).toEqual(opens);
    for (const b of list) expect(b.role).toBe(normalizeRole(role));
    const me = (await getApi(t, u.token, 'users/me')).json();
    expect(me.businesses.map((b: { key: string }) => b.key)).toEqual(opens);
  });
});
