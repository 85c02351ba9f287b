// API tokens for machines (decision 0058): the secret shown once, and a token kept to its
// businesses and permissions — no admin operation, a POS sale named after the token. Revocation,
// expiry, audit, the rate limit and machine users: api-token-lifecycle.test.ts.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenWorld, type ApiTokenWorld } from '../../testing/api-tokens';
import { postSale } from '../../testing/sales';

let t: ApiTokenWorld['t'];
let admin: ApiTokenWorld['admin'];
let p: ApiTokenWorld['p'];
let createToken: ApiTokenWorld['createToken'];
let call: ApiTokenWorld['call'];
beforeAll(async () => {
  ({ t, admin, p, createToken, call } = await apiTokenWorld());
});
afterAll(async () => t.close());

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
