import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { App } from '../context';

export const ADMIN = { username: 'admin', password: 'admin-pass-123' };

export interface TestApp {
  app: App;
  dataDir: string;
  /** Mutable fake clock (UTC ms) read by the app. */
  clock: { now: number };
  /** Signs in and returns the bearer token. */
  login(username: string, password: string): Promise<string>;
  /** Token of the seeded administrator. */
  adminToken(): Promise<string>;
  /** Creates a user with `role` through the API and returns their token. */
  userToken(role: string, username?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh Sanad app on a real, migrated database for one test file (STYLE.md §10): a new SQLite
 * file in a temp DATA_DIR, or — when TEST_DATABASE_URL is set — a new PostgreSQL schema dropped at
 * close. Same migrations, same queries. `config` overrides settings (e.g. `webDir`); `logger`
 * replaces the default silence (e.g. a pino stream that collects the lines a test asserts).
 */
export async function createTestApp(
  opts: { now?: number; config?: Partial<Config>; logger?: BuildOptions['logger'] } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (pgUrl && schema) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: pgUrl,
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    logLevel: 'warn',
    ...opts.config,
  };
  const clock = { now: opts.now ?? Date.now() };
  const app = await buildApp({
    config,
    now: () => clock.now,
    schema,
    logger: opts.logger ?? false,
  });
  let counter = 0;

  async function login(username: string, password: string): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password },
    });
    if (res.statusCode !== 200)
      throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  }
  let admin: string | undefined;
  async function adminToken() {
    admin ??= await login(ADMIN.username, ADMIN.password);
    return admin;
  }
  return {
    app,
    dataDir,
    clock,
    login,
    adminToken,
    async userToken(role, username = `${role}${++counter}_${randomBytes(3).toString('hex')}`) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { authorization: `Bearer ${await adminToken()}` },
        payload: { username, email: '', password: 'password-123', role },
      });
      if (res.statusCode !== 201) throw new Error(`create ${role} failed: ${res.body}`);
      return login(username, 'password-123');
    },
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (pgUrl && schema) {
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.end();
      }
    },
  };
}

/** `{ authorization: 'Bearer …' }` */
export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
