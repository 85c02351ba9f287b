import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';

/** The test administrator every test database is seeded with (createTestApp signs in as it). */
export const ADMIN = { username: 'admin', password: 'admin-pass-123' };

/**
 * One migrated and seeded database made once per test run (issue #11 §3) and copied per test file:
 * a SQLite file, or a PostgreSQL database used as `CREATE DATABASE … TEMPLATE`.
 */
export type TemplateDatabase =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; name: string };

/** The settings every test app starts from (SQLite in `dataDir` unless `databaseUrl`). */
export function testConfig(dataDir: string, databaseUrl: string | undefined): Config {
  return {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    logLevel: 'warn',
  };
}

/** `url` with its database name replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs one statement on the PostgreSQL server of `url` over a connection of its own. */
export async function pgExec(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds a template: on the PostgreSQL server of `pgUrl` when given (a database
 * named `sanad_tpl_<random>` on it), else a SQLite file in a new temp folder. Everything is
 * closed when this returns, as `CREATE DATABASE … TEMPLATE` requires.
 */
export async function createTemplate(pgUrl: string | undefined): Promise<TemplateDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-template-'));
  if (pgUrl) {
    const name = `sanad_tpl_${randomBytes(6).toString('hex')}`;
    await pgExec(pgUrl, `CREATE DATABASE ${name}`);
    const app = await buildApp({
      config: testConfig(dataDir, withDatabase(pgUrl, name)),
      logger: false,
    });
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    return { kind: 'postgres', url: pgUrl, name };
  }
  const app = await buildApp({ config: testConfig(dataDir, undefined), logger: false });
  await app.close();
  const file = path.join(dataDir, 'sanad.db');
  const db = new SQLite(file);
  db.pragma('wal_checkpoint(TRUNCATE)'); // everything in the file itself, nothing in -wal
  db.close();
  return { kind: 'sqlite', file };
}

/** Removes the template (its temp folder, or its PostgreSQL database and any copy left). */
export async function dropTemplate(template: TemplateDatabase): Promise<void> {
  if (template.kind === 'sqlite') {
    fs.rmSync(path.dirname(template.file), { recursive: true, force: true });
    return;
  }
  const client = new pg.Client({ connectionString: template.url });
  await client.connect();
  try {
    const left = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [copyPrefix(template)],
    );
    for (const { datname } of left.rows)
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** A copy of the template for one test app: its databaseUrl (PostgreSQL) and how to drop it. */
export interface DatabaseCopy {
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** Copies of `template` are named after it, so that dropTemplate finds any a test left behind. */
const copyPrefix = (template: { name: string }) => `${template.name}_c_`;

/**
 * Copies the template for a test whose DATA_DIR is `dataDir`: the SQLite file into
 * `dataDir/sanad.db`, or a new PostgreSQL database made from it. `drop()` removes the copy unless
 * a connection to it is still open (a test's own client): dropTemplate removes those at the end of
 * the run, when every test process has exited, instead of killing a live connection.
 */
export async function copyTemplate(
  template: TemplateDatabase,
  dataDir: string,
): Promise<DatabaseCopy> {
  if (template.kind === 'sqlite') {
    fs.copyFileSync(template.file, path.join(dataDir, 'sanad.db'));
    return { databaseUrl: undefined, drop: async () => {} };
  }
  const name = `${copyPrefix(template)}${randomBytes(4).toString('hex')}`;
  await pgExec(template.url, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  return {
    databaseUrl: withDatabase(template.url, name),
    async drop() {
      await pgExec(template.url, `DROP DATABASE IF EXISTS ${name}`).catch(() => {});
    },
  };
}
