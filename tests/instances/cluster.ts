/**
 * N Sanad instances as separate processes on one new PostgreSQL database and one S3 store, behind
 * nginx (decision 0066). Used by tests/e2e/instances.e2e.ts and bench/instances.ts.
 *
 * Each instance is `node --import tsx src/server/main.ts` with its own PORT and its own empty
 * DATA_DIR (nothing may rely on it: every instance sees the same database and store), the same
 * SIGNING_SECRET and ZATCA_MASTER_KEY, and TRUST_PROXY=loopback (nginx is on 127.0.0.1).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startNginx, type Nginx } from './nginx';
import { freePort, waitFor } from './ports';
import { startS3, type TestS3 } from './s3-store';

/** The PostgreSQL server the throwaway database is made on (trust auth). */
export const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ADMIN = { username: 'admin', password: 'instances-admin-pass-1' };

/** One running instance. */
export interface Instance {
  index: number;
  port: number;
  url: string;
  dataDir: string;
  proc: ChildProcess;
  /** Its stdout and stderr so far (LOG_LEVEL warn), for failure messages. */
  log(): string;
}

export interface Cluster {
  /** nginx's URL for each entry of `frontends` (default: one frontend over every instance). */
  urls: string[];
  instances: Instance[];
  s3: TestS3;
  /** The store's prefix the instances use (STORAGE_URL s3://bucket/prefix). */
  prefix: string;
  /** A pool on the cluster's database, for the test's own checks. */
  db: pg.Pool;
  nginx: Nginx;
  /** Stops nginx and the instances (SIGTERM), drops the database, stops the store. */
  close(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** Which instances (indexes) each nginx port balances; default `[[0, 1, …, n-1]]`. */
  frontends?: number[][];
  /** More environment for every instance (overrides the defaults below). */
  env?: Record<string, string>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** PG_URL with its database replaced by `name`. */
function databaseUrl(name: string): string {
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Spawns one instance; resolves once it is spawned (not yet ready). */
async function spawnInstance(
  index: number,
  env: Record<string, string>,
  root: string,
): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(root, `instance${index}-`));
  let out = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return { index, port, url: `http://127.0.0.1:${port}`, dataDir, proc, log: () => out };
}

/**
 * Waits until the instance answers 200 on /readyz. @throws after `ms` ms or when it exits.
 * One instance is ready in about 6 s on an idle 2-core machine, 25 s at load average 18.
 */
export async function waitReady(inst: Instance, ms = 150_000): Promise<void> {
  await waitFor(
    async () => {
      if (inst.proc.exitCode !== null)
        throw new Error(`instance ${inst.index} exited (${inst.proc.exitCode})`);
      return (await fetch(`${inst.url}/readyz`)).status === 200;
    },
    ms,
    () => `instance ${inst.index} not ready:\n${inst.log()}`,
  );
}

/** SIGTERM, then SIGKILL after `ms` ms; resolves when the process has exited. */
async function stop(proc: ChildProcess, ms = 25_000): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  const force = setTimeout(() => proc.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(force);
}

/**
 * Starts the store, a new database `sanad_inst_…` on PG_URL's server, `opts.instances` instances
 * (all at once: they migrate and seed the same database together) and nginx.
 * Instance environment: SEED_BUSINESSES=default, ZATCA_MODE=offline, BACKUP_SCHEDULE every
 * minute, LOG_LEVEL warn, the store's variables, one SIGNING_SECRET and ZATCA_MASTER_KEY.
 * @throws when an instance is not ready within 150 s or nginx does not start (the message holds
 *   the instance's log); what was started is stopped first.
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-instances-'));
  const dbName = `sanad_inst_${randomBytes(5).toString('hex')}`;
  const s3 = await startS3();
  const prefix = `sanad-${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const db = new pg.Pool({ connectionString: databaseUrl(dbName), max: 2 });
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl(dbName),
    ...s3.env(prefix),
    SIGNING_SECRET: randomBytes(32).toString('base64'),
    ZATCA_MASTER_KEY: randomBytes(32).toString('base64'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_BUSINESSES: 'default',
    ZATCA_MODE: 'offline',
    BACKUP_SCHEDULE: '* * * * *',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  const instances: Instance[] = [];
  let nginx: Nginx | undefined;
  const close = async () => {
    await nginx?.close();
    await Promise.all(instances.map((i) => stop(i.proc)));
    await db.end();
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await s3.close();
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < opts.instances; i++) instances.push(await spawnInstance(i, env, root));
    await Promise.all(instances.map((i) => waitReady(i)));
    const frontends = opts.frontends ?? [instances.map((i) => i.index)];
    nginx = await startNginx(frontends.map((f) => f.map((i) => instances[i]!.port)));
  } catch (err) {
    await close();
    throw err;
  }
  return { urls: nginx.urls, instances, s3, prefix, db, nginx, close };
}

/** Signs in as the administrator through `url`. @returns the bearer token. */
export async function signInAdmin(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
