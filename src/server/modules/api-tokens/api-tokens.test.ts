// API tokens for machines (decision 0058): the secret shown once, a token kept to its businesses
// and permissions, no admin operation, revocation and expiry at once, audit naming the token, the
// rate limit, machine users that never sign in, and a POS sale made by a token.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riyadhDate } from '../../../domain/riyadh-time';
import { clientInput } from '../../testing/clients';
import { posFixture, type PosFixture } from '../../testing/pos';
import { postSale } from '../../testing/sales';
import { bearer, type TestApp } from '../../testing/test-app';

let t: TestApp, admin: Record<string, string>, p: PosFixture['p'];
beforeAll(async () => {
  let token: string;
  ({ t, admin: token, p } = await posFixture());
  admin = bearer(token);
});
afterAll(async () => t.close());

const MINUTE = 60_000;

async function createToken(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/api-tokens',
    headers: admin,
    payload: { name: 'قيود', businesses: ['mengusha'], permissions: ['catalogue.read'], ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create token: ${res.statusCode} ${res.body}`);
  return res.json() as { token: { UUID: string; prefix: string; name: string }; secret: string };
}

function call(
  secret: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(secret), payload });
}

describe('creating a token', () => {
  it('answers the secret once and stores only its hash and prefix', async () => {
    const { token, secret } = await createToken({ name: 'دفترة', expiresOn: undefined });
    expect(secret).toMatch(/^sanad_[A-Za-z0-9_-]{43}$/);
    expect(token.prefix).toBe(secret.slice(0, 12));
    const row = await t.app.ctx.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('uuid', '=', token.UUID)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/api-tokens', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret.slice(12));
    expect(list.json()[0]).toMatchObject({
      UUID: token.UUID,
      name: 'دفترة',
      businesses: [{ key: 'mengusha' }],
      permissions: ['catalogue.read'],
      createdBy: 'admin',
      state: 'active',
      revokedAt: null,
    });
  });

  it('refuses a never-grantable permission, an unknown business, a past expiry; only admins', async () => {
    for (const bad of [
      { permissions: ['users.manage'] },
      { permissions: ['audit.read', 'catalogue.read'] },
      { permissions: ['backups.manage'] },
      { permissions: ['businesses.edit'] },
      { businesses: ['nowhere'] },
      { expiresOn: '2020-01-01' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/api-tokens',
        headers: admin,
        payload: { name: 'x', businesses: ['mengusha'], permissions: ['catalogue.read'], ...bad },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const manager = await t.userToken('manager');
    const res = await call(manager, 'GET', 'api-tokens');
    expect(res.statusCode).toBe(403);
  });
});

describe('what a token may do', () => {
  let secret: string;
  beforeAll(async () => {
    ({ secret } = await createToken({
      name: 'مكتب رئيسي',
      permissions: ['catalogue.read', 'pos.sell'],
    }));
  });

  it('opens its business with a granted permission (200)', async () => {
    expect((await call(secret, 'GET', 'mengusha/categories')).statusCode).toBe(200);
  });

  it('is refused another business (403 business_forbidden)', async () => {
    const res = await call(secret, 'GET', 'kebrit/categories');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('business_forbidden');
  });

  it('is refused an action it was not granted (403 forbidden)', async () => {
    for (const url of ['mengusha/invoices', 'mengusha/reports/sales?period=day']) {
      const res = await call(secret, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });

  it("a report that also needs purchases.read follows the token's permissions, not its machine user's role", async () => {
    const url = 'mengusha/reports/export?report=purchasesvat&format=csv';
    const reportsOnly = (await createToken({ name: 'تقارير', permissions: ['reports.read'] }))
      .secret;
    const refused = await call(reportsOnly, 'GET', url);
    expect(refused.statusCode, refused.body).toBe(403);
    const withPurchases = (
      await createToken({ name: 'محاسب', permissions: ['reports.read', 'purchases.read'] })
    ).secret;
    const res = await call(withPurchases, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
  });

  it('a mistyped URL is a 404, as for a person, not a 403', async () => {
    const res = await call(secret, 'GET', 'mengusha/no-such-list');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('reaches no admin operation, nor sign-out (403, never 401)', async () => {
    const refused: Array<[Parameters<typeof call>[1], string, object?]> = [
      ['GET', 'users'],
      ['POST', 'users', { username: 'x1', email: '', password: 'password-123', role: 'admin' }],
      ['PUT', 'businesses/mengusha', { NameAr: 'x' }],
      ['POST', 'businesses', {}],
      ['GET', 'admin/backupdp'],
      ['GET', 'admin/audit'],
      ['GET', 'api-tokens'],
      ['POST', 'api-tokens', { name: 'x', businesses: ['mengusha'], permissions: ['pos.sell'] }],
      ['POST', 'logout'],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(secret, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });

  it('lists only its businesses and reads its own record', async () => {
    const list = await call(secret, 'GET', 'businesses');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((b: { key: string }) => b.key)).toEqual(['mengusha']);
    const me = await call(secret, 'GET', 'users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toContain('مكتب رئيسي');
  });

  it('sells at the POS and the invoice names the token as its user', async () => {
    const body = {
      PaymentMeansCode: '10' as const,
      InvoiceLine: [{ ID: p.tea!, InvoicedQuantity: 2 }],
    };
    const res = await postSale(t, secret, 'mengusha', body);
    expect(res.statusCode, res.body).toBe(201);
    const inv = await t.app.ctx.db
      .selectFrom('invoices')
      .innerJoin('users', 'users.id', 'invoices.user_id')
      .select(['users.username', 'users.kind'])
      .where('invoices.uuid', '=', res.json().UUID)
      .executeTakeFirstOrThrow();
    expect(inv.kind).toBe('token');
    expect(inv.username).toContain('مكتب رئيسي');
    // Sales per cashier name the token as the seller.
    const cashiers = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mengusha/reports/cashiers',
      headers: admin,
    });
    const names = cashiers.json().rows.map((r: { employeeName: string }) => r.employeeName);
    expect(names.some((n: string) => n.startsWith('مكتب رئيسي (sanad_'))).toBe(true);
  });
});

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
