// Database backups: names confined to DATA_DIR/backups, admins only, the audit log,
// the schedule; on SQLite and — with TEST_DATABASE_URL — PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runScheduledBackup } from './service';

let t: TestApp;
let call: ApiCaller;
let admin: string;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ config: { receiptImages: false, backupSchedule: null } });
  call = apiCaller(t);
  admin = await t.adminToken();
  dir = path.join(t.dataDir, 'backups');
});
afterAll(async () => t.close());

async function createBackup(): Promise<{ name: string; size: number; date: string }> {
  const res = await call('POST', '/admin/backupdp', admin);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('names never leave DATA_DIR/backups', () => {
  it.each([
    '..%2Fsanad.db',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2E%2E%2Fsanad.db',
    'sanad.db',
    '..',
    '.work-x',
    'sanad-20260101-000000-manual-abcdef.tar.gz%00.txt',
    '..%5Csanad.db',
  ])('GET /admin/backupdp/%s → 400', async (name) => {
    const res = await call('GET', `/admin/backupdp/${name}`, admin);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().error.code).toMatch(/^(validation_failed|backup_not_found|not_found)$/);
  });

  it.each(['../sanad.db', '/etc/passwd', 'backups/../../sanad.db', 'sanad.db', ''])(
    'POST /admin/restoredp {filename: %j} → 400',
    async (filename) => {
      const res = await call('POST', '/admin/restoredp', admin, { filename });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    },
  );

  it.each(['/api/v1/admin/backupdp/../../sanad.db', '/api/v1/admin/backupdp/..%2f..%2fsanad.db'])(
    'a raw path %s never serves a file',
    async (url) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('a well-formed name that is not there → 404 backup_not_found', async () => {
    const name = 'sanad-20200101-000000-manual-zzzzzz.tar.gz';
    expect((await call('GET', `/admin/backupdp/${name}`, admin)).json().error.code).toBe(
      'backup_not_found',
    );
    const res = await call('POST', '/admin/restoredp', admin, { filename: name });
    expect(res.statusCode).toBe(404);
  });

  it('a symbolic link under a backup name is neither listed, served nor restored', async () => {
    const name = 'sanad-20200101-000000-manual-link00.tar.gz';
    fs.mkdirSync(dir, { recursive: true });
    fs.symlinkSync(path.join(t.dataDir, 'sanad.db'), path.join(dir, name));
    const list = (await call('GET', '/admin/backupdp', admin)).json() as Array<{ name: string }>;
    expect(list.map((b) => b.name)).not.toContain(name);
    expect((await call('GET', `/admin/backupdp/${name}`, admin)).statusCode).toBe(404);
    expect((await call('POST', '/admin/restoredp', admin, { filename: name })).statusCode).toBe(
      404,
    );
  });
});

describe('administrators only', () => {
  let roles: RoleTokens;
  beforeAll(async () => {
    roles = await roleTokens(t);
  });
  const name = 'sanad-20200101-000000-manual-aaaaaa.tar.gz';
  const routes = [
    ['GET', '/admin/backupdp', undefined],
    ['POST', '/admin/backupdp', undefined],
    ['GET', `/admin/backupdp/${name}`, undefined],
    ['POST', '/admin/restoredp', { filename: name }],
  ] as const;

  it.each(routes)('%s %s: 403 for every other role, 401 without a token', async (m, url, body) => {
    for (const role of ['manager', 'casher', 'sales', 'user'] as const) {
      const res = await call(m, url, roles[role], body);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await call(m, url, null, body)).statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('records who made a backup and who restored which one', async () => {
    const made = await createBackup();
    await call('POST', '/admin/restoredp', admin, { filename: made.name });
    const rows = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'user_id'])
      .where('entity', '=', 'backup')
      .where('entity_id', '=', made.name)
      .execute();
    expect(rows.map((r) => r.action).sort()).toEqual(['database.backup', 'database.restore']);
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(1);
  });
});

describe('scheduled backups', () => {
  it('BACKUP_SCHEDULE runs on its own (every second here) and stops with the app', async () => {
    const other = await createTestApp({ config: { backupSchedule: '* * * * * *' } });
    try {
      const auto = () =>
        fs.readdirSync(path.join(other.dataDir, 'backups')).filter((n) => /-auto-/.test(n));
      await expect.poll(auto, { timeout: 5000, interval: 100 }).not.toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('write an "auto" backup and keep only the newest BACKUP_KEEP of them', async () => {
    const manual = fs.readdirSync(dir).filter((n) => /-(manual|safety)-/.test(n));
    const keep = t.app.ctx.config.backupKeep;
    t.app.ctx.config.backupKeep = 2;
    try {
      const made: string[] = [];
      for (let i = 0; i < 4; i++) {
        t.clock.now += 1000;
        made.push((await runScheduledBackup(t.app.ctx)).backup.name);
      }
      const auto = fs.readdirSync(dir).filter((n) => /-auto-/.test(n));
      expect(auto.sort()).toEqual(made.slice(2).sort());
      expect(fs.readdirSync(dir).filter((n) => /-(manual|safety)-/.test(n))).toEqual(manual);
      const list = (await call('GET', '/admin/backupdp', admin)).json() as Array<{ kind: string }>;
      expect(list.filter((b) => b.kind === 'auto')).toHaveLength(2);
    } finally {
      t.app.ctx.config.backupKeep = keep;
    }
  });
});
