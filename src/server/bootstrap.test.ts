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

/** Builds an app on a fresh SQLite DATA_DIR, capturing what it logs. */
async function start(env: Record<string, string>, dataDir?: string) {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-boot-'));
  if (!dataDir) dirs.push(dir);
  const lines: string[] = [];
  // pino writes JSON lines; keep their messages
  const stream = { write: (l: string) => lines.push((JSON.parse(l) as { msg: string }).msg) };
  const config = { ...loadConfig(env), dataDir: dir, databaseUrl: undefined };
  const app = await buildApp({ config, logger: { level: 'info', stream } });
  apps.push(app);
  return { app, lines, dir };
}

async function login(app: App, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password } });
}

describe('first start (DESIGN.md §1)', () => {
  it('creates ADMIN_USERNAME with ADMIN_PASSWORD and never prints the password', async () => {
    const { app, lines } = await start({
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'chosen-password-1',
    });
    expect((await login(app, 'owner', 'chosen-password-1')).statusCode).toBe(200);
    expect(lines.join('\n')).not.toContain('chosen-password-1');
  });

  it('generates a strong password when none is given, prints it once, and it signs in', async () => {
    const first = await start({});
    const printed = first.lines.join('\n').match(/password "([^"]+)"/);
    expect(printed).not.toBeNull();
    const password = printed![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await login(first.app, 'admin', password)).statusCode).toBe(200);
    await apps.pop()!.close();

    // a second start on the same data creates nobody and prints no password
    const second = await start({}, first.dir);
    expect(second.lines.join('\n')).not.toMatch(/password "/);
    expect((await login(second.app, 'admin', password)).statusCode).toBe(200);
  });

  it('refuses to start with an ADMIN_USERNAME that cannot be a username (issue #10 §1)', async () => {
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

  it('seeds kebrit (4) and mengusha (17) once', async () => {
    const { app } = await start({ ADMIN_PASSWORD: 'chosen-password-1' });
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
