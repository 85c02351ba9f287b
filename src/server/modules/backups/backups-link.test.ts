// Signed download links of database backups (decision 0027): the link opens the file
// without the bearer header, for its own file only, until it expires, and only while its user may
// still manage backups. SQLite and — with TEST_DATABASE_URL — PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let call: ApiCaller;
let admin: string;
let name: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp({ config: { receiptImages: false, backupSchedule: null } });
  call = apiCaller(t);
  admin = await t.adminToken();
  name = (await call('POST', '/admin/backupdp', admin)).json().name;
  other = (await call('POST', '/admin/backupdp', admin)).json().name;
});
afterAll(async () => t.close());

async function linkFor(token: string, backup = name) {
  const res = await call('GET', `/admin/backupdp/${backup}/link`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string; expiresAt: string };
}

/** Opens a link as a new window would: no Authorization header. */
const open = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /admin/backupdp/{name}/link', () => {
  it('gives a link that downloads the very file without the bearer header', async () => {
    const link = await linkFor(admin);
    expect(link.url).toMatch(
      new RegExp(
        `^/api/v1/admin/backupdp/${name.replaceAll('.', '\\.')}\\?sig=[\\w-]+\\.[\\w-]{43}$`,
      ),
    );
    // 300 s from the test clock, rounded up to the minute.
    const expires = Date.parse(link.expiresAt);
    expect(expires - t.clock.now).toBeGreaterThanOrEqual(300_000);
    expect(expires - t.clock.now).toBeLessThan(360_000);
    const res = await open(link.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(t.dataDir, 'backups', name)))).toBe(
      true,
    );
  });

  it('stops working at its expiry (401 link_expired), in any browser', async () => {
    const link = await linkFor(admin);
    const saved = t.clock.now;
    try {
      t.clock.now = Date.parse(link.expiresAt) - 1000;
      expect((await open(link.url)).statusCode).toBe(200);
      t.clock.now = Date.parse(link.expiresAt);
      const res = await open(link.url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('link_expired');
    } finally {
      t.clock.now = saved;
    }
  });

  it('opens only its own file: another backup name or a changed token is refused', async () => {
    const link = await linkFor(admin);
    const sig = new URL(link.url, 'http://x').searchParams.get('sig')!;
    const wrongFile = await open(`/api/v1/admin/backupdp/${other}?sig=${sig}`);
    expect(wrongFile.statusCode).toBe(403);
    expect(wrongFile.json().error.code).toBe('link_wrong_file');
    const [claimPart, mac] = sig.split('.') as [string, string];
    const flipped = `${claimPart}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const tampered = await open(`/api/v1/admin/backupdp/${name}?sig=${flipped}`);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().error.code).toBe('link_invalid');
    // No token at all is the usual 401.
    expect((await open(`/api/v1/admin/backupdp/${name}`)).statusCode).toBe(401);
    // A token is accepted only where a route says so: not as a sign-in elsewhere.
    expect((await open(`/api/v1/admin/backupdp?sig=${sig}`)).statusCode).toBe(401);
  });

  it('is refused to non-administrators, and a missing backup is 404', async () => {
    const manager = await t.userToken('manager');
    const res = await call('GET', `/admin/backupdp/${name}/link`, manager);
    expect(res.statusCode).toBe(403);
    const missing = await call(
      'GET',
      '/admin/backupdp/sanad-20200101-000000-manual-zzzzzz.tar.gz/link',
      admin,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('backup_not_found');
  });

  it('stops at once when its user is no longer an administrator, or is deleted', async () => {
    const username = `admin2_${Date.now().toString(36)}`;
    const second = await t.userToken('admin', username);
    const link = await linkFor(second);
    expect((await open(link.url)).statusCode).toBe(200);
    const users = (await call('GET', '/users', admin)).json() as Array<{
      UUID: string;
      username: string;
    }>;
    const uuid = users.find((u) => u.username === username)!.UUID;
    expect((await call('PUT', `/users/${uuid}`, admin, { role: 'manager' })).statusCode).toBe(200);
    const demoted = await open(link.url);
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().error.code).toBe('forbidden');
    expect((await call('PUT', `/users/${uuid}`, admin, { role: 'admin' })).statusCode).toBe(200);
    expect((await open(link.url)).statusCode).toBe(200);
    expect((await call('DELETE', `/users/${uuid}`, admin)).statusCode).toBeLessThan(300);
    const gone = await open(link.url);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().error.code).toBe('link_invalid');
  });
});
