// Users: create and read (POST/GET /api/v1/users, GET /users/me).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, type TestApp } from '../../testing/test-app';
import { expectNoSecrets, uniq, usersFixture, type UsersFixture } from '../../testing/users';

let t: TestApp, admin: Record<string, string>;
let createUser: UsersFixture['createUser'], newUser: UsersFixture['newUser'];
beforeAll(async () => {
  ({ t, admin, createUser, newUser } = await usersFixture());
});
afterAll(async () => t.close());

describe('POST /api/v1/users', () => {
  it('creates a user: 201 {success, newid}', async () => {
    const username = uniq('salma');
    const res = await createUser({
      username,
      email: 'salma@example.com',
      password: 'password-123',
      role: 'casher',
      VAT: '300000000000003',
    });
    expect(res.statusCode).toBe(201);
    expectNoSecrets(res.body);
    const body = res.json();
    expect(body).toMatchObject({ success: true });
    expect(Number.isInteger(body.newid)).toBe(true);
    expect(body.UUID).toMatch(/^[0-9a-f-]{36}$/);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${body.UUID}`,
      headers: admin,
    });
    expect(one.json()).toEqual({
      ID: body.newid,
      UUID: body.UUID,
      username,
      email: 'salma@example.com',
      role: 'casher',
      VAT: '300000000000003',
      // The legacy default membership of a casher is the restaurant
      businesses: [{ key: 'mengusha', nameAr: 'مطعم ومشويات منقوشة', role: 'casher' }],
    });
    // the new user can sign in with that password
    expect(await t.login(username, 'password-123')).toBeTruthy();
  });

  it('refuses a duplicate username, case-insensitively, with 409 on the username field', async () => {
    const username = uniq('Dup');
    expect(
      (await createUser({ username, email: '', password: 'password-123', role: 'user' }))
        .statusCode,
    ).toBe(201);
    for (const again of [username, username.toUpperCase(), ` ${username.toLowerCase()} `]) {
      const res = await createUser({
        username: again,
        email: '',
        password: 'password-123',
        role: 'user',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('username_taken');
      expect(res.json().error.fields.username).toMatch(/[\u0600-\u06FF]/);
    }
    const admin2 = await createUser({
      username: 'ADMIN',
      email: '',
      password: 'password-123',
      role: 'admin',
    });
    expect(admin2.statusCode).toBe(409);
  });

  it('refuses a password shorter than 8 with 400 and fields.password', async () => {
    const res = await createUser({
      username: uniq('short'),
      email: '',
      password: 'short12',
      role: 'user',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.password).toMatch(/[\u0600-\u06FF]/);
  });

  it.each([
    ['an unknown role', { role: 'superuser' }, 'role'],
    ['no role', { role: undefined }, 'role'],
    ['an empty username', { username: '' }, 'username'],
    ['a username with spaces', { username: 'two words' }, 'username'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
  ])('refuses %s with 400 on that field', async (_what, patch, field) => {
    const res = await createUser({
      username: uniq('v'),
      email: '',
      password: 'password-123',
      role: 'user',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });
});

describe('GET /api/v1/users', () => {
  it('lists users with the spec fields, their memberships, and never a password hash', async () => {
    await newUser('sales');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: admin });
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res.body);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const u of list)
      expect(Object.keys(u).sort()).toEqual(
        ['businesses', 'email', 'ID', 'role', 'username', 'UUID', 'VAT'].sort(),
      );
    expect(list.find((u) => u.username === ADMIN.username)).toMatchObject({ role: 'admin' });
  });

  it('GET one: 404 for an unknown UUID, 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${randomUUID()}`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/not-a-uuid',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /users/me works for every role and hides the hash', async () => {
    const u = await newUser('casher');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(u.token),
    });
    expect(me.statusCode).toBe(200);
    expectNoSecrets(me.body);
    expect(me.json()).toMatchObject({
      ID: u.newid,
      UUID: u.UUID,
      username: u.username,
      role: 'casher',
    });
  });
});
