import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { App } from './context';

const apps: App[] = [];
const dirs: string[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

/** Builds an app on a fresh SQLite DATA_DIR, capturing what it logs and what it announces. */
async function start(env: Record<string, string>, dataDir?: string) {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-boot-'));
  if (!dataDir) dirs.push(dir);
  const lines: string[] = [];
  // pino writes JSON lines; keep their messages
  const stream = { write: (l: string) => lines.push((JSON.parse(l) as { msg: string }).msg) };
  let announced = '';
  const config = { ...loadConfig(env), dataDir: dir, databaseUrl: undefined };
  const app = await buildApp({
    config,
    logger: { level: 'info', stream },
    announce: (text) => (announced += text),
  });
  apps.push(app);
  return { app, lines, dir, announced: () => announced };
}

async function login(app: App, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password } });
}

describe('first start', () => {
  it('creates ADMIN_USERNAME with ADMIN_PASSWORD and never prints the password', async () => {
    const { app, lines, announced } = await start({
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'chosen-password-1',
    });
    expect((await login(app, 'owner', 'chosen-password-1')).statusCode).toBe(200);
    expect(lines.join('\n')).not.toContain('chosen-password-1');
    expect(announced()).toBe('');
  });

  it('generates a strong password, shows it once in a banner (never in the log), and it signs in', async () => {
    const first = await start({});
    // A multi-line banner outside the JSON log, so it does not scroll away
    const banner = first.announced();
    const printed = banner.match(/^ *password: (\S+) *$/m);
    expect(printed).not.toBeNull();
    const password = printed![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(banner).toMatch(/^ *username: admin *$/m);
    expect(banner.split('\n').length).toBeGreaterThanOrEqual(5);
    expect(banner).toMatch(/^={20,}$/m);
    // the log says a password was generated, without the password
    const log = first.lines.join('\n');
    expect(log).not.toContain(password);
    expect(log).toMatch(/generated password/);
    expect((await login(first.app, 'admin', password)).statusCode).toBe(200);
    await apps.pop()!.close();

    // a second start on the same data creates nobody and shows no password
    const second = await start({}, first.dir);
    expect(second.announced()).toBe('');
    expect(second.lines.join('\n')).not.toMatch(/password/);
    expect((await login(second.app, 'admin', password)).statusCode).toBe(200);
  });

  it('refuses to start with an ADMIN_USERNAME that cannot be a username', async () => {
    for (const bad of ['аdmin', 'my admin'])
      // Cyrillic а; a space
      await expect(
        start({ ADMIN_USERNAME: bad, ADMIN_PASSWORD: 'chosen-password-1' }),
      ).rejects.toThrow(/ADMIN_USERNAME/);
  });

  it('stores ADMIN_USERNAME in normal form (NFKC)', async () => {
    const { app } = await start({
      ADMIN_USERNAME: 'ｏｗｎｅｒ',
      ADMIN_PASSWORD: 'chosen-password-1',
    });
    expect((await login(app, 'owner', 'chosen-password-1')).json()).toMatchObject({
      username: 'owner',
    });
  });

  it('seeds no business when SEED_BUSINESSES is unset: the first administrator chooses', async () => {
    const { app } = await start({ ADMIN_PASSWORD: 'chosen-password-1' });
    expect(await app.ctx.db.selectFrom('businesses').select('id').execute()).toEqual([]);
  });

  it('seeds kebrit (4) and mengusha (17) once with SEED_BUSINESSES=default', async () => {
    const { app } = await start({
      ADMIN_PASSWORD: 'chosen-password-1',
      SEED_BUSINESSES: 'default',
    });
    const rows = await app.ctx.db
      .selectFrom('businesses')
      .select(['id', 'key', 'payment_means'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 4, key: 'kebrit', payment_means: '10,48,24' },
      { id: 17, key: 'mengusha', payment_means: '10,48,42,45,24' },
    ]);
  });
});
