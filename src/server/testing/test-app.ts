import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import type { Config } from '../config';
import type { App } from '../context';
import { ADMIN, copyTemplate, pgExec, testConfig, type TemplateDatabase } from './template-db';

export { ADMIN };

/** Settings that change what a fresh database is seeded with: a test setting one gets its own. */
const SEED_SETTINGS: ReadonlyArray<keyof Config> = [
  'adminUsername',
  'adminPassword',
  'seedBusinesses',
  'databaseUrl',
  'dataDir',
];

/**
 * The run's template database (global-setup.ts), or null outside vitest or when none was made.
 * `SANAD_TEST_TEMPLATE=off` migrates and seeds per test file instead (to measure what it saves).
 */
function runTemplate(): TemplateDatabase | null {
  if (!process.env.VITEST || process.env.SANAD_TEST_TEMPLATE === 'off') return null;
  try {
    return inject('sanadTemplate') ?? null;
  } catch {
    return null; // a vitest project without the global setup
  }
}

export interface TestApp {
  app: App;
  dataDir: string;
  /** The PostgreSQL schema of this app's tables (TEST_DATABASE_URL runs); undefined on SQLite. */
  schema: string | undefined;
  /** Mutable fake clock (UTC ms) read by the app. */
  clock: { now: number };
  /** Signs in and returns the bearer token. */
  login(username: string, password: string): Promise<string>;
  /** Token of the seeded administrator. */
  adminToken(): Promise<string>;
  /** Forgets the administrator's token (after a database restore signed everyone out). */
  forgetAdminToken(): void;
  /** Creates a user with `role` through the API and returns their token. */
  userToken(role: string, username?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh Sanad app on a real, migrated database for one test file, SQLite in a
 * temp DATA_DIR or — when TEST_DATABASE_URL is set — a new PostgreSQL schema dropped at close. On
 * SQLite the file is a copy of the run's template (migrated and seeded once, global-setup.ts)
 * unless `config` changes what is seeded; otherwise the app migrates and seeds at start. Same
 * migrations, same queries either way. `config` overrides settings (e.g. `webDir`); `logger`
 * replaces the default silence (e.g. a pino stream that collects the lines a test asserts).
 */
export async function createTestApp(
  opts: {
    now?: number;
    config?: Partial<Config>;
    logger?: BuildOptions['logger'];
    /** The ZATCA client of the queue worker (decision 0036) and the worker's tunables. */
    zatca?: Pick<BuildOptions, 'zatcaTransport' | 'zatcaWorker'>;
    /** The webhook worker's tunables; absent: not started (tests step it with deliverNextDue). */
    webhookWorker?: BuildOptions['webhookWorker'];
    /** The file store; absent: the local driver on the test's DATA_DIR (decision 0062). */
    storage?: BuildOptions['storage'];
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const template = SEED_SETTINGS.some((k) => opts.config && k in opts.config)
    ? null
    : runTemplate();
  let schema: string | undefined;
  if (template && !pgUrl) {
    copyTemplate(template, dataDir);
  } else if (pgUrl) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    await pgExec(pgUrl, `CREATE SCHEMA ${schema}`);
  }
  const config = {
    ...testConfig(dataDir, pgUrl),
    ...opts.config,
  };
  const clock = { now: opts.now ?? Date.now() };
  const app = await buildApp({
    config,
    now: () => clock.now,
    schema,
    logger: opts.logger ?? false,
    ...opts.zatca,
    webhookWorker: opts.webhookWorker ?? false,
    storage: opts.storage,
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
    schema,
    clock,
    login,
    adminToken,
    forgetAdminToken() {
      admin = undefined;
    },
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
      if (pgUrl && schema) await pgExec(pgUrl, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/** `{ authorization: 'Bearer …' }` */
export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
