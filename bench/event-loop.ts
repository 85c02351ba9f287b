/**
 * Part of `npm run bench`: how long other people wait while heavy sales are saved.
 * GET /api/v1/users/me is called back to back, first on an idle server, then while 5 concurrent
 * sales of 200 lines each (receipt images on) are saved — once with the receipt drawn in the
 * request handler, as before (in-process), once in the receipt worker pool (now). Printed: p50,
 * p95 and max of /users/me in ms, and ratios (loaded p95 ÷ idle p95; worker ÷ in-process).
 * Nothing is asserted; numbers go to stdout and bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { App } from '../src/server/context';
import { MAX_INVOICE_LINES } from '../src/domain/limits';
import { renderReceiptPng } from '../src/server/documents/receipt';
import { escPosOfRaster } from '../src/server/documents/escpos';
import {
  insertTestCategory,
  insertTestProduct,
  MENGUSHA_ID,
} from '../src/server/testing/catalogue-fixtures';

const SALES = Number(process.env.BENCH_HEAVY_SALES ?? 5);
const LINES = Number(process.env.BENCH_HEAVY_LINES ?? MAX_INVOICE_LINES);
const ROUNDS = Number(process.env.BENCH_HEAVY_ROUNDS ?? 3);
const IDLE_MS = 2_000;
const PASSWORD = 'bench-admin-pass';

interface Latency {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

function latency(samples: number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { n: s.length, p50: q(0.5), p95: q(0.95), max: s[s.length - 1]! };
}

async function start(): Promise<{ app: App; base: string; token: string; ids: number[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-bench-loop-'));
  const config = { ...loadConfig({ SEED_BUSINESSES: 'default' }), dataDir, adminPassword: PASSWORD, logLevel: 'error' };
  const app = await buildApp({ config, logger: false });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const category = await insertTestCategory(app.ctx.db, MENGUSHA_ID);
  const ids: number[] = [];
  for (let i = 0; i < LINES; i++) {
    ids.push(
      await insertTestProduct(app.ctx.db, MENGUSHA_ID, {
        name: `صنف تجريبي رقم ${i + 1} بالاسم الطويل`,
        price: 150 + i * 7,
        categoryId: category,
      }),
    );
  }
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const token = ((await res.json()) as { token: string }).token;
  return { app, base, token, ids };
}

/** Calls /users/me back to back until `until` settles; returns each call's latency (ms). */
async function probe(base: string, token: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const samples: number[] = [];
  while (!done) {
    const t = performance.now();
    const r = await fetch(`${base}/api/v1/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await r.arrayBuffer();
    samples.push(performance.now() - t);
  }
  return samples;
}

async function heavySales(base: string, token: string, ids: number[]): Promise<void> {
  const body = JSON.stringify({
    PaymentMeansCode: '10',
    InvoiceLine: ids.map((ID) => ({ ID, InvoicedQuantity: 1 })),
  });
  const results = await Promise.all(
    Array.from({ length: SALES }, () =>
      fetch(`${base}/api/v1/mengusha/orderpos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { invoimage: string } })),
    ),
  );
  for (const r of results) {
    if (r.status !== 201 || !r.body.invoimage) throw new Error(`heavy sale failed: ${r.status}`);
  }
}

async function run(mode: 'in-process' | 'worker pool') {
  const { app, base, token, ids } = await start();
  if (mode === 'in-process') {
    // What the request handler did before decision 0011: draw on the event loop.
    const pool = app.ctx.receipts;
    app.ctx.receipts = {
      render: renderReceiptPng,
      escpos: async (raster) => escPosOfRaster(raster),
      close: () => pool.close(),
      threads: () => 0,
    };
  }
  await heavySales(base, token, ids.slice(0, 10)); // warm-up: fonts, JIT, worker start
  const idle = await probe(base, token, new Promise((r) => setTimeout(r, IDLE_MS)));
  const loaded: number[] = [];
  let wall = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    const sales = heavySales(base, token, ids);
    loaded.push(...(await probe(base, token, sales)));
    await sales;
    wall += performance.now() - t;
  }
  await app.close();
  return { mode, idle: latency(idle), loaded: latency(loaded), salesMs: wall / ROUNDS };
}

async function main() {
  const before = await run('in-process');
  const after = await run('worker pool');
  console.log(
    `\nSanad bench — event loop under ${SALES} concurrent ${LINES}-line sales (receipts on), ` +
      `${ROUNDS} rounds; Node ${process.version}, ${os.cpus().length} cores, SQLite\n`,
  );
  console.log(
    '| receipt drawn | idle /users/me p95 ms | loaded p50 ms | loaded p95 ms | loaded max ms | n | sales wall ms | loaded p95 ÷ idle p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of [before, after]) {
    console.log(
      `| ${r.mode} | ${r.idle.p95.toFixed(1)} | ${r.loaded.p50.toFixed(1)} | ${r.loaded.p95.toFixed(1)} | ${r.loaded.max.toFixed(1)} | ${r.loaded.n} | ${r.salesMs.toFixed(0)} | ${(r.loaded.p95 / r.idle.p95).toFixed(1)}× |`,
    );
  }
  console.log(
    `\nloaded /users/me p95, worker pool ÷ in-process: ${(after.loaded.p95 / before.loaded.p95).toFixed(2)}× ` +
      `(max: ${(after.loaded.max / before.loaded.max).toFixed(2)}×)`,
  );
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(
    `bench/results/event-loop-${Date.now()}.json`,
    JSON.stringify({ sales: SALES, lines: LINES, rounds: ROUNDS, before, after }, null, 2),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
