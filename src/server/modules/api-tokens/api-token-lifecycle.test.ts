// API tokens (decision 0058): revocation and expiry at once, the audit log naming the token, the
// rate limit, and machine users that never sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riyadhDate } from '../../../domain/riyadh-time';
import { apiTokenWorld, MINUTE, type ApiTokenWorld } from '../../testing/api-tokens';
import { clientInput } from '../../testing/clients';

let t: ApiTokenWorld['t'];
let admin: ApiTokenWorld['admin'];
let createToken: ApiTokenWorld['createToken'];
let call: ApiTokenWorld['call'];
beforeAll(async () => {
  ({ t, admin, createToken, call } = await apiTokenWorld());
});
afterAll(async () => t.close());

describe('revocation, expiry and the audit log', () => {
  it('a revoked token is refused at once (401)', async () => {
    const { token, secret } = await createToken({});
    expect((await call(secret, 'GET', 'mengusha/categories')).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/api-tokens/${token.UUID}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ state: 'revoked' });
    const res = await call(secret, 'GET', 'mengusha/categories');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('a token expires at the end of its last day (Riyadh)', async () => {
    const { token, secret } = await createToken({ expiresOn: riyadhDate(t.clock.now) });
    expect((await call(secret, 'GET', 'mengusha/categories')).statusCode).toBe(200);
    const saved = t.clock.now;
    t.clock.now += 12 * 60 * MINUTE - 15 * MINUTE; // 00:15 the next day in Riyadh
    try {
      expect((await call(secret, 'GET', 'mengusha/categories')).statusCode).toBe(401);
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/v1/api-tokens/${token.UUID}`,
        headers: admin,
      });
      expect(view.json().state).toBe('expired');
    } finally {
      t.clock.now = saved;
    }
  });

  it('a write made with a token is audited under its name', async () => {
    const { secret } = await createToken({
      name: 'Xero',
      businesses: ['kebrit'],
      permissions: ['clients.write'],
    });
    const res = await call(secret, 'POST', 'kebrit/clients', clientInput());
    expect(res.statusCode, res.body).toBe(201);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?action=client.create',
      headers: admin,
    });
    expect(audit.json().items[0].user).toMatch(/^Xero \(sanad_/);
  });
});

describe('rate limit', () => {
  it('over the limit: 429 rate_limited with Retry-After; the next minute is allowed', async () => {
    const saved = { now: t.clock.now, limit: t.app.ctx.config.apiTokenRateLimit };
    t.clock.now = Math.floor(saved.now / MINUTE) * MINUTE + 15_000; // 45 s before the next minute
    t.app.ctx.config.apiTokenRateLimit = 3;
    try {
      const { token, secret } = await createToken({});
      for (let i = 0; i < 3; i++)
        expect((await call(secret, 'GET', 'mengusha/categories')).statusCode).toBe(200);
      const res = await call(secret, 'GET', 'mengusha/categories');
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('rate_limited');
      expect(res.headers['retry-after']).toBe('45');
      t.clock.now += 45_000;
      expect((await call(secret, 'GET', 'mengusha/categories')).statusCode).toBe(200);
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/v1/api-tokens/${token.UUID}`,
        headers: admin,
      });
      expect(view.json().lastUsedAt).toBe(new Date(t.clock.now).toISOString());
    } finally {
      t.clock.now = saved.now;
      t.app.ctx.config.apiTokenRateLimit = saved.limit;
    }
  });

  it("a token's own limit wins over the install's", async () => {
    const { secret } = await createToken({ rateLimit: 1 });
    expect((await call(secret, 'GET', 'mengusha/categories')).statusCode).toBe(200);
    expect((await call(secret, 'GET', 'mengusha/categories')).statusCode).toBe(429);
  });
});

describe('machine users', () => {
  it('cannot sign in, are not in GET users nor reachable by UUID', async () => {
    const { token } = await createToken({ name: 'Qoyod' });
    const username = `Qoyod (${token.prefix})`;
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select(['uuid', 'password_hash'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password: '' },
    });
    expect([400, 401]).toContain(login.statusCode);
    const login2 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password: 'password-123' },
    });
    expect(login2.statusCode).toBe(401);
    const users = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: admin });
    expect(users.json().map((u: { username: string }) => u.username)).not.toContain(username);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${row.uuid}`,
      headers: admin,
    });
    expect(one.statusCode).toBe(404);
  });
});
