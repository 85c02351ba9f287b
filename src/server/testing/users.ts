import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, createTestApp } from './test-app';

/** A name no other test of the file uses: `${p}_` and 8 hex digits. */
export const uniq = (p: string) => `${p}_${randomBytes(4).toString('hex')}`;

/** No answer ever carries a password or its hash, whatever its shape. */
export function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password/i);
  expect(body).not.toMatch(/scrypt|\$[0-9a-z]+\$/i);
}

/**
 * A test app, the administrator's auth header, and two ways to add users as that administrator:
 * `createUser(payload)` → the raw POST /users answer; `newUser(role)` → a signed-in user of `role`
 * (fails the test on a non-201).
 */
export async function usersFixture() {
  const t = await createTestApp();
  const admin = bearer(await t.adminToken());

  async function createUser(payload: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: '/api/v1/users', headers: admin, payload });
  }

  async function newUser(role = 'user') {
    const username = uniq(role);
    const res = await createUser({
      username,
      email: `${username}@example.com`,
      password: 'password-123',
      role,
    });
    expect(res.statusCode).toBe(201);
    const { newid, UUID } = res.json() as { newid: number; UUID: string };
    return { username, newid, UUID, token: await t.login(username, 'password-123') };
  }

  return { t, admin, createUser, newUser };
}

export type UsersFixture = Awaited<ReturnType<typeof usersFixture>>;
