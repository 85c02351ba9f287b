// Sign-ins in the audit log (decision 0026): successes and refusals, on SQLite and
// — with TEST_DATABASE_URL — PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ADDRESS_AND_USERNAME } from '../../../domain/login-limits';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { receiptImages: false, backupSchedule: null } });
});
afterAll(async () => t.close());

let n = 0;
/** A client address no other test of the file uses (TEST-NET-3, RFC 5737). */
const freshAddress = () => `203.0.113.${++n}`;

function login(address: string, username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: address,
    payload: { username, password },
  });
}

/** The audit rows written from `address`, oldest first, details parsed. */
async function auditOf(address: string) {
  const rows = await t.app.ctx.db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.action', 'a.entity', 'a.entity_id', 'a.details', 'u.username'])
    .where('a.action', 'like', 'auth.%')
    .orderBy('a.id')
    .execute();
  return rows
    .map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }))
    .filter((r) => r.details.address === address);
}

describe('sign-ins are audited', () => {
  it('a success: auth.sign_in with the user and the address', async () => {
    const ip = freshAddress();
    expect((await login(ip, ADMIN.username, ADMIN.password)).statusCode).toBe(200);
    const rows = await auditOf(ip);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'auth.sign_in',
      entity: 'user',
      username: ADMIN.username,
      details: { username: ADMIN.username, address: ip },
    });
    expect(rows[0]!.entity_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a wrong password and an unknown user: auth.sign_in_failed with the reason, never the password', async () => {
    const ip = freshAddress();
    expect((await login(ip, ADMIN.username, 'not-the-password-1')).statusCode).toBe(401);
    expect((await login(ip, 'nobody-here', 'not-the-password-2')).statusCode).toBe(401);
    const rows = await auditOf(ip);
    expect(rows.map((r) => [r.action, r.details.reason, r.username])).toEqual([
      ['auth.sign_in_failed', 'wrong_password', ADMIN.username],
      ['auth.sign_in_failed', 'unknown_user', null],
    ]);
    expect(rows[1]!.details.username).toBe('nobody-here');
    expect(JSON.stringify(rows)).not.toContain('not-the-password');
  });

  it('reaching the limit is recorded once; the 429s after it add nothing', async () => {
    const ip = freshAddress();
    const max = MAX_FAILURES_PER_ADDRESS_AND_USERNAME;
    for (let i = 0; i < max; i++)
      expect((await login(ip, 'victim', `guess-${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(ip, 'victim', 'again')).statusCode).toBe(429);
    const rows = await auditOf(ip);
    expect(rows.filter((r) => r.action === 'auth.sign_in_failed')).toHaveLength(max);
    expect(rows.filter((r) => r.action === 'auth.sign_in_limited')).toHaveLength(1);
    expect(rows.at(-1)!.action).toBe('auth.sign_in_limited');
    expect(rows).toHaveLength(max + 1);
  });

  it('the audit screen lists them', async () => {
    const token = await t.adminToken();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?action=auth.sign_in_failed',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThanOrEqual(2);
  });
});
