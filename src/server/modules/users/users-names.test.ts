// Users: look-alike usernames and role spellings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type TestApp } from '../../testing/test-app';
import { uniq, usersFixture, type UsersFixture } from '../../testing/users';

let t: TestApp, admin: Record<string, string>;
let createUser: UsersFixture['createUser'];
beforeAll(async () => {
  ({ t, admin, createUser } = await usersFixture());
});
afterAll(async () => t.close());

const create = (username: string, role = 'admin') =>
  createUser({ username, email: '', password: 'password-123', role });

async function usernameOf(uuid: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/${uuid}`, headers: admin });
  return res.json().username as string;
}

describe('look-alike usernames', () => {
  it.each([
    ['Cyrillic а', 'аdmin'],
    ['Latin and Arabic', 'admin_مدير'],
    ['Cyrillic only', 'асе'],
  ])('refuses a %s username with 400 and an Arabic field error', async (_what, username) => {
    const res = await create(username);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.username).toMatch(/[\u0600-\u06FF]/);
  });

  it('normalizes full-width letters (NFKC): "ａdmin" is the existing admin, 409', async () => {
    const res = await create('ａdmin');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('username_taken');
  });

  it('refuses a name that looks like an existing one with 400, naming it', async () => {
    const res = await create('adrnin');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.username).toContain('admin');
  });

  it('accepts Arabic usernames, with Arabic-Indic digits stored as 0-9', async () => {
    const res = await create('كاشير_٧', 'casher');
    expect(res.statusCode).toBe(201);
    expect(await usernameOf(res.json().UUID)).toBe('كاشير_7');
    expect(await t.login('كاشير_7', 'password-123')).toBeTruthy();
    expect(await t.login('كاشيـر_٧', 'password-123')).toBeTruthy();
    // the same name in the other digits is the same user
    expect((await create('كاشير_7', 'casher')).statusCode).toBe(409);
  });

  it('refuses an Arabic name that only differs by a look-alike letter (ي / ی)', async () => {
    expect((await create('علي', 'sales')).statusCode).toBe(201);
    const res = await create('علی', 'sales');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.username).toContain('علي');
  });

  it('signs "ａdmin" and "ADMIN" in as the administrator', async () => {
    for (const username of ['ａdmin', 'ADMIN', 'ａｄｍｉｎ']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username, password: ADMIN.password },
      });
      expect(res.statusCode, username).toBe(200);
      expect(res.json()).toMatchObject({ username: 'admin', role: 'admin' });
    }
  });

  it('does not sign a look-alike in as the administrator: "аdmin" (Cyrillic а) is unknown', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'аdmin', password: ADMIN.password },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('role spellings of the legacy app', () => {
  it.each([
    ['manger', 'manager'],
    ['cashier', 'casher'],
  ])('POST accepts %j and stores %j', async (given, stored) => {
    const res = await create(uniq('r'), given);
    expect(res.statusCode).toBe(201);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${res.json().UUID}`,
      headers: admin,
    });
    expect(one.json().role).toBe(stored);
  });

  it.each([
    ['manger', 'manager'],
    ['cashier', 'casher'],
  ])('PUT accepts %j and stores %j', async (given, stored) => {
    const created = await create(uniq('p'), 'user');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${created.json().UUID}`,
      headers: admin,
      payload: { role: given },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe(stored);
  });

  it('still refuses an unknown role', async () => {
    const res = await create(uniq('u'), 'superuser');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain('role');
  });
});
