// Users: who may administer users (401 without a token, 403 to every role but admin).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../testing/test-app';
import { uniq, usersFixture, type UsersFixture } from '../../testing/users';

let t: TestApp, admin: Record<string, string>;
let newUser: UsersFixture['newUser'];
beforeAll(async () => {
  ({ t, admin, newUser } = await usersFixture());
});
afterAll(async () => t.close());

describe('who may administer users', () => {
  const routes = (uuid: string) => [
    { method: 'GET' as const, url: '/api/v1/users' },
    {
      method: 'POST' as const,
      url: '/api/v1/users',
      payload: { username: uniq('x'), email: '', password: 'password-123', role: 'admin' },
    },
    { method: 'GET' as const, url: `/api/v1/users/${uuid}` },
    { method: 'PUT' as const, url: `/api/v1/users/${uuid}`, payload: { role: 'admin' } },
    { method: 'DELETE' as const, url: `/api/v1/users/${uuid}` },
  ];

  it('answers 401 without a token', async () => {
    const target = await newUser();
    for (const r of routes(target.UUID)) {
      const res = await t.app.inject(r);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it.each(['manager', 'casher', 'sales', 'user'])('answers 403 to a %s', async (role) => {
    const target = await newUser();
    const token = await t.userToken(role);
    for (const r of routes(target.UUID)) {
      const res = await t.app.inject({ ...r, headers: bearer(token) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    // nothing changed
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${target.UUID}`,
      headers: admin,
    });
    expect(still.json().role).toBe('user');
  });

  it('answers 403 to a stored legacy role spelling (manger, cashier)', async () => {
    for (const legacy of ['manger', 'cashier']) {
      const u = await newUser('user');
      // Legacy rows hold these spellings; the API stores the canonical ones (users-names.test.ts).
      await t.app.ctx.db
        .updateTable('users')
        .set({ role: legacy })
        .where('uuid', '=', u.UUID)
        .execute();
      for (const r of routes(u.UUID)) {
        const res = await t.app.inject({ ...r, headers: bearer(u.token) });
        expect(res.statusCode, `${legacy} ${r.method} ${r.url}`).toBe(403);
      }
    }
  });
});
