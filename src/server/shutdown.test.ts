// `npm start` stopped by SIGTERM while cashiers sell: every sale answered 201 is in the database,
// every request is answered or refused (none half-done), and the process exits 0 (main.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it, vi } from 'vitest';
import { connect } from './db/connect';
import { insertTestProduct, MENGUSHA_ID } from './testing/catalogue-fixtures';
import { tempDir } from './testing/database-files';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Loading the whole server through tsx takes seconds on a busy two-core machine. */
const START_LIMIT_MS = 90_000;
vi.setConfig({ testTimeout: START_LIMIT_MS + 60_000 });

const dataDir = tempDir('sanad-shutdown-');
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts main.ts on dataDir with the sample businesses; resolves to its address once running. */
function startMain(): Promise<string> {
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ADMIN_PASSWORD: 'shutdown-test-password',
        SEED_BUSINESSES: 'default',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`main.ts did not start: ${out}`)),
      START_LIMIT_MS,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Sanad is running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  });
}

it('SIGTERM during 50 sales: every acknowledged sale is kept, and the process exits 0', async () => {
  const base = await startMain();
  const exited = new Promise<number | null>((r) => child!.on('close', (code) => r(code)));
  const conn = connect({ sqlitePath: path.join(dataDir, 'sanad.db') });
  const tea = await insertTestProduct(conn.db, MENGUSHA_ID, { name: 'شاي', price: 199 });
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'shutdown-test-password' }),
  });
  const { token } = (await login.json()) as { token: string };

  let answered = 0;
  const sale = async (i: number) => {
    await new Promise((r) => setTimeout(r, i * 15));
    try {
      const res = await fetch(`${base}/api/v1/mengusha/orderpos`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `shutdown-sale-${i}`,
        },
        body: JSON.stringify({
          PaymentMeansCode: '10',
          InvoiceLine: [{ ID: tea, InvoicedQuantity: 1 }],
        }),
      });
      const body = (await res.json()) as { ID?: number; UUID?: string };
      if (++answered === 10) child!.kill('SIGTERM');
      return { status: res.status, body };
    } catch {
      return { status: 0, body: {} }; // refused: the server had stopped listening
    }
  };
  const results = await Promise.all(Array.from({ length: 50 }, (_, i) => sale(i)));
  expect(await exited).toBe(0);

  const acknowledged = results.filter((r) => r.status === 201).map((r) => r.body.UUID!);
  // Anything else was refused whole: 503 while closing, or no connection at all.
  for (const r of results) expect([201, 503, 0]).toContain(r.status);
  expect(acknowledged.length).toBeGreaterThanOrEqual(10);
  const stored = await conn.db
    .selectFrom('invoices')
    .select(['uuid', 'number'])
    .where('business_id', '=', MENGUSHA_ID)
    .orderBy('number')
    .execute();
  await conn.db.destroy();
  expect(stored.map((s) => s.uuid).sort()).toEqual([...acknowledged].sort());
  expect(stored.map((s) => s.number)).toEqual(stored.map((_, i) => i + 1));
});
