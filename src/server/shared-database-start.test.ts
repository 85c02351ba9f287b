// Instances starting on one database (decision 0064): three started together on a fresh database
// all come up and the migrations and first-start seeding ran once; an instance whose code is older
// than the schema refuses to start, naming the migrations it does not know.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { App } from './context';
import { LATEST_MIGRATION } from './db/migrate';
import { StartupError } from './db/startup-error';
import { createTestApp } from './testing/test-app';
import { pgExec, testConfig } from './testing/template-db';
import { twinApp } from './testing/twin-app';

const pgUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('instances starting on one database', () => {
  it('three started together on a fresh database all come up; migrations and seeding ran once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-three-'));
    const schema = pgUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
    if (pgUrl) await pgExec(pgUrl, `CREATE SCHEMA ${schema}`);
    cleanups.push(async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (pgUrl) await pgExec(pgUrl, `DROP SCHEMA ${schema} CASCADE`);
    });
    const config = testConfig(dataDir, pgUrl);
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => buildApp({ config, schema, logger: false, webhookWorker: false })),
    );
    const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    cleanups.push(async () => {
      for (const app of apps) await app.close();
    });
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual([
      'up',
      'up',
      'up',
    ]);
    const db = apps[0]!.ctx.db;
    const migrations = await sql<{ name: string; n: number }>`
      select name, count(*) as n from kysely_migration group by name order by name`.execute(db);
    expect(migrations.rows.at(-1)!.name).toBe(LATEST_MIGRATION);
    expect(migrations.rows.every((r) => Number(r.n) === 1)).toBe(true);
    const admins = await db
      .selectFrom('users')
      .select('username')
      .where('username', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
    const businesses = await db.selectFrom('businesses').select('key').orderBy('key').execute();
    expect(businesses.map((b) => b.key)).toEqual(['kebrit', 'mengusha']);
    for (const app of apps) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: 'admin', password: 'admin-pass-123' },
      });
      expect(login.statusCode).toBe(200);
    }
  }, 60_000);

  it('an instance older than the schema refuses to start, naming the migration it does not know', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const future = '999-from-a-newer-sanad';
    await sql`insert into kysely_migration (name, timestamp) values (${future}, ${new Date().toISOString()})`.execute(
      t.app.ctx.db,
    );
    const refused = await twinApp(t).then(
      (b: { app: App; close(): Promise<void> }) => b.close().then(() => null),
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(StartupError);
    expect((refused as StartupError).line).toMatch(
      /^Sanad cannot start: the database was upgraded by a newer version of Sanad \(migrations unknown to this one: 999-from-a-newer-sanad\)/,
    );
    // The instance already running answers not ready: its code is not the schema's.
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().failing).toEqual(['migrations']);
    await sql`delete from kysely_migration where name = ${future}`.execute(t.app.ctx.db);
  });
});
