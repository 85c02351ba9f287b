// A user changes their own password (POST /api/v1/users/me/password, decision 0049), and an
// administrator's reset signs every session of the user out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../testing/test-app';
import { usersFixture, type UsersFixture } from '../../testing/users';

let t: TestApp, admin: Record<string, string>, newUser: UsersFixture['newUser'];
beforeAll(async () => {
  ({ t, admin, newUser } = await usersFixture());
});
afterAll(async () => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
const change = (token: string, payload: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/me/password',
    headers: bearer(token),
    payload,
  });
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password } });

describe('POST /api/v1/users/me/password', () => {
  it('a cashier changes theirs: this session stays, their others end, only the new one signs in', async () => {
    const u = await newUser('casher');
    const otherTab = await t.login(u.username, 'password-123');
    const res = await change(u.token, {
      currentPassword: 'password-123',
      newPassword: 'a-new-pass-456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await me(otherTab)).statusCode).toBe(401);
    expect((await signIn(u.username, 'password-123')).statusCode).toBe(401);
    expect((await signIn(u.username, 'a-new-pass-456')).statusCode).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?action=user.password_change',
      headers: admin,
    });
    expect(audit.body).not.toContain('a-new-pass-456');
    expect(audit.body).toContain(u.UUID);
  });

  it('refuses a wrong current password (422, in Arabic) and changes nothing', async () => {
    const u = await newUser('sales');
    const res = await change(u.token, {
      currentPassword: 'not-my-pass',
      newPassword: 'x-new-pass-1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'wrong_current_password',
      message: 'كلمة المرور الحالية غير صحيحة',
      fields: { currentPassword: 'كلمة المرور الحالية غير صحيحة' },
    });
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await signIn(u.username, 'password-123')).statusCode).toBe(200);
    expect((await signIn(u.username, 'x-new-pass-1')).statusCode).toBe(401);
  });

  it('refuses a weak new password (the 8-character rule) and a missing one, in Arabic', async () => {
    const u = await newUser('user');
    const weak = await change(u.token, { currentPassword: 'password-123', newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ newPassword: 'كلمة المرور 8 أحرف على الأقل' });
    const missing = await change(u.token, { currentPassword: 'password-123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.newPassword).toMatch(/كلمة المرور/);
    expect((await signIn(u.username, 'password-123')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/password',
      payload: { currentPassword: 'password-123', newPassword: 'a-new-pass-456' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("an administrator's reset (PUT /api/v1/users/{UUID})", () => {
  it("signs every session of the user out, and the user's own change then works", async () => {
    const u = await newUser('casher');
    const second = await t.login(u.username, 'password-123');
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${u.UUID}`,
      headers: admin,
      payload: { password: 'reset-by-admin-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const token = (await signIn(u.username, 'reset-by-admin-1')).json().token as string;
    const own = await change(token, {
      currentPassword: 'reset-by-admin-1',
      newPassword: 'chosen-by-me-1',
    });
    expect(own.statusCode).toBe(200);
    expect((await signIn(u.username, 'chosen-by-me-1')).statusCode).toBe(200);
  });
});
