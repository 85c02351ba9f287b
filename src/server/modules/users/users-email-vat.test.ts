// Users: e-mail and VAT number are validated the same way on create and update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { uniq, usersFixture, type UsersFixture } from '../../testing/users';

let t: TestApp, admin: Record<string, string>;
let createUser: UsersFixture['createUser'], newUser: UsersFixture['newUser'];
beforeAll(async () => {
  ({ t, admin, createUser, newUser } = await usersFixture());
});
afterAll(async () => t.close());

const BAD_EMAILS = ['not-an-email', 'a@b', 'salma@example.com\u0000', 'سلمى@\u202Eexample.com'];

describe('PUT /api/v1/users/{UUID}: email', () => {
  const put = (UUID: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/users/${UUID}`, headers: admin, payload });

  it.each(BAD_EMAILS)(
    'refuses %j with 400 fields.email and keeps the stored one',
    async (email) => {
      const u = await newUser('user');
      const res = await put(u.UUID, { email });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields.email).toMatch(/[\u0600-\u06FF]/);
      const stored = await t.app.inject({
        method: 'GET',
        url: `/api/v1/users/${u.UUID}`,
        headers: admin,
      });
      expect(stored.json().email).toBe(`${u.username}@example.com`);
    },
  );

  it('accepts a valid address (trimmed) and clears it with ""', async () => {
    const u = await newUser('user');
    const res = await put(u.UUID, { email: '  new.address@example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe('new.address@example.com');
    expect((await put(u.UUID, { email: '' })).json().user.email).toBe('');
  });
});

describe('POST /api/v1/users: email and VAT', () => {
  const body = (over: object) => ({
    username: uniq('vat'),
    email: '',
    password: 'password-123',
    role: 'user',
    ...over,
  });

  it.each(BAD_EMAILS)('refuses the email %j with 400 fields.email', async (email) => {
    const res = await createUser(body({ email }));
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['email']);
  });

  it.each([
    ['free text', 'لا يوجد'],
    ['14 digits', '30000000000003'],
    ['first digit not 3', '100000000000003'],
    ['last digit not 3', '300000000000001'],
    ['a NUL', '30000000\u00000000003'],
  ])('refuses a VAT number with %s: 400 fields.VAT', async (_what, VAT) => {
    const res = await createUser(body({ VAT }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields.VAT).toMatch(/[\u0600-\u06FF]/);
  });

  it.each([
    ['a Saudi VAT number', ' 300000000000003 ', '300000000000003'],
    ['none (empty)', '', ''],
    ['none (absent)', undefined, ''],
  ])('accepts %s', async (_what, VAT, stored) => {
    const res = await createUser(body({ VAT }));
    expect(res.statusCode, res.body).toBe(201);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${res.json().UUID}`,
      headers: admin,
    });
    expect(one.json().VAT).toBe(stored);
  });
});
