// Users: change role or password (PUT) and delete (DELETE /api/v1/users/{UUID}).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../testing/test-app';
import { expectNoSecrets, usersFixture, type UsersFixture } from '../../testing/users';

let t: TestApp, admin: Record<string, string>, newUser: UsersFixture['newUser'];
beforeAll(async () => {
  ({ t, admin, newUser } = await usersFixture());
});
afterAll(async () => t.close());

describe('PUT /api/v1/users/{UUID}', () => {
  it('changes the role, and it takes effect on the next request', async () => {
    const u = await newUser('user');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: bearer(u.token) }))
        .statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${u.UUID}`,
      headers: admin,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res.body);
    expect(res.json()).toMatchObject({ success: true, user: { UUID: u.UUID, role: 'admin' } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: bearer(u.token) }))
        .statusCode,
    ).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(u.token),
    });
    expect(me.json().role).toBe('admin');
  });

  it('resets the password: old tokens are revoked, the new password works, the old does not', async () => {
    const u = await newUser('sales');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${u.UUID}`,
      headers: admin,
      payload: { password: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res.body);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(u.token) }))
        .statusCode,
    ).toBe(401);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: u.username, password: 'password-123' },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.login(u.username, 'brand-new-pass');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(fresh) }))
        .statusCode,
    ).toBe(200);
  });

  it('a role change alone keeps the user signed in', async () => {
    const u = await newUser('casher');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${u.UUID}`,
      headers: admin,
      payload: { role: 'sales' },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(u.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe('sales');
  });

  it('an admin cannot change their own role (409), so Sanad keeps an administrator', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: admin });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${me.json().UUID}`,
      headers: admin,
      payload: { role: 'user' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('cannot_demote_self');
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: admin });
    expect(after.json().role).toBe('admin');
  });

  it.each([
    ['a short password', { password: 'short' }, 'password'],
    ['an unknown role', { role: 'boss' }, 'role'],
  ])('refuses %s with 400 on that field', async (_what, payload, field) => {
    const u = await newUser();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${u.UUID}`,
      headers: admin,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('refuses an empty change with 400 and an unknown UUID with 404', async () => {
    const u = await newUser();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/users/${u.UUID}`,
          headers: admin,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${randomUUID()}`,
      headers: admin,
      payload: { role: 'user' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/users/{UUID}', () => {
  it('deletes a user and revokes their tokens', async () => {
    const u = await newUser('manager');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${u.UUID}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(u.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/users/${u.UUID}`, headers: admin }))
        .statusCode,
    ).toBe(404);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: admin })
    ).json() as Array<{ UUID: string }>;
    expect(list.map((x) => x.UUID)).not.toContain(u.UUID);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: u.username, password: 'password-123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('an admin cannot delete themself: 409', async () => {
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: admin })
    ).json() as { UUID: string };
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${me.UUID}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('cannot_delete_self');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: admin })).statusCode,
    ).toBe(200);
  });

  it('another admin can delete an admin', async () => {
    const other = await newUser('admin');
    const target = await newUser('admin');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${target.UUID}`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(200);
  });

  it('404 for an unknown UUID', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${randomUUID()}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
  });
});
