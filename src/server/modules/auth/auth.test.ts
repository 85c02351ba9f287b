import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { hashToken } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/v1/login', () => {
  it('signs the first administrator in with the spec shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: 'success', username: 'admin', role: 'admin' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.UUID).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 401 with an Arabic msg for a wrong password or unknown user', async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody', password: 'x' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toMatch(/[\u0600-\u06FF]/);
      expect(res.json().token).toBeUndefined();
    }
  });

  it('rejects empty fields with 400 and field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(Object.keys(res.json().error.fields)).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
  });

  it('rate-limits repeated attempts for one client and username with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: 'victim', password: 'guess' + i },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // another username from the same client is not locked out
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: ADMIN });
    expect(other.statusCode).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('refuses /api/v1 routes without a token, with a malformed or unknown one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('x'.repeat(43)),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('accepts the scheme in any case (RFC 9110 §11.1: the auth-scheme is case-insensitive)', async () => {
    const token = await t.login(ADMIN.username, ADMIN.password);
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode, scheme).toBe(200);
      expect(res.json().username).toBe('admin');
    }
  });

  it('GET /users/me gives the session user; logout revokes the token', async () => {
    const token = await t.login(ADMIN.username, ADMIN.password);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'admin', role: 'admin' });
    expect(me.json().password_hash).toBeUndefined();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('expires tokens after the session lifetime', async () => {
    const token = await t.login(ADMIN.username, ADMIN.password);
    const start = t.clock.now;
    t.clock.now = start + 13 * 60 * 60 * 1000;
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });
});

describe('sessions table', () => {
  const sessionRow = (token: string) =>
    t.app.ctx.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();

  it('deletes expired and revoked sessions (purged at the next sign-in)', async () => {
    const expiring = await t.login(ADMIN.username, ADMIN.password);
    const signedOut = await t.login(ADMIN.username, ADMIN.password);
    await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(signedOut) });
    const start = t.clock.now;
    try {
      t.clock.now = start + 13 * 60 * 60 * 1000;
      const fresh = await t.login(ADMIN.username, ADMIN.password);
      expect(await sessionRow(expiring)).toBeUndefined();
      expect(await sessionRow(signedOut)).toBeUndefined();
      expect(await sessionRow(fresh)).toBeDefined();
    } finally {
      t.clock.now = start;
    }
  });

  it('keeps live sessions', async () => {
    const live = await t.login(ADMIN.username, ADMIN.password);
    await t.login(ADMIN.username, ADMIN.password);
    expect(await sessionRow(live)).toEqual({ token_hash: hashToken(live) });
  });
});
