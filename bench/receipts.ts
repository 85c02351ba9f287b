/**
 * `npm run bench:receipts` (also part of `npm run bench`): what drawing the 80 mm receipt PNG of
 * every POS sale costs the server. 10 clients post two-line cash sales through the HTTP API for
 * BENCH_SECONDS (default 20) on a fresh app, once with RECEIPT_IMAGES on (the default: the answer
 * carries `invoimage`) and once with it off, on SQLite and — when BENCH_PG_URL names a PostgreSQL
 * server (default postgres://postgres@127.0.0.1:5432/postgres; `off` skips it) — on a fresh
 * PostgreSQL database. Printed side by side: sales per second, p50 and p95 ms, and receipts-on
 * throughput ÷ receipts-off throughput. Nothing is asserted; results also go to bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { start, stats, type Stats } from './sales-harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** CLIENTS loops posting sales until SECONDS have passed; every sale's time (ms). */
async function load(receipts: boolean, databaseUrl?: string): Promise<Stats> {
  const { app, base, token, ids, dataDir } = await start(receipts, 'off', databaseUrl);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let n = 0;
  const sale = async () => {
    const body = {
      PaymentMeansCode: '10',
      InvoiceLine: [0, 1].map((k) => ({ ID: ids[(n + k * 7) % ids.length]!, InvoicedQuantity: 1 })),
    };
    n++;
    const res = await fetch(`${base}/api/v1/mengusha/orderpos`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { invoimage?: string };
    if (res.status !== 201 || (receipts && !json.invoimage)) throw new Error(`sale: ${res.status}`);
  };
  for (let i = 0; i < 20; i++) await sale(); // warm-up: JIT, fonts, the receipt workers
  const samples: number[] = [];
  const t0 = performance.now();
  const end = t0 + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await sale();
        samples.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - t0;
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const where = databaseUrl ? 'PostgreSQL' : 'SQLite';
  return stats(`${where}, receipt images ${receipts ? 'on' : 'off'}`, samples, wall);
}

/** A fresh PostgreSQL database for one run; dropped by the returned function. */
async function pgDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (PG_URL === 'off') return null;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.error(`no PostgreSQL at ${PG_URL}: SQLite only`);
    return null;
  }
  const name = `sanad_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // The app has closed its pool; a connection still closing makes DROP wait, so try a few times.
    drop: async () => {
      for (let attempt = 0; attempt < 10; attempt++) {
        try {
          await admin.query(`drop database if exists ${name}`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 500));
        }
      }
      await admin.end();
    },
  };
}

async function main() {
  const rows: Array<{ on: Stats; off: Stats }> = [];
  rows.push({ on: await load(true), off: await load(false) });
  for (const receipts of [true, false]) {
    const db = await pgDatabase();
    if (!db) break;
    try {
      const st = await load(receipts, db.url);
      if (receipts) rows.push({ on: st, off: st });
      else rows[rows.length - 1]!.off = st;
    } finally {
      await db.drop();
    }
  }
  console.log(
    `\nSanad bench — receipts: ${CLIENTS} clients, two-line cash sales for ${SECONDS} s; Node ${process.version}, ${os.cpus().length} cores\n`,
  );
  console.log(
    '| database | receipts on: sales/s | p50 ms | p95 ms | receipts off: sales/s | p50 ms | p95 ms | on ÷ off |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|');
  for (const { on, off } of rows) {
    const db = on.label.split(',')[0];
    console.log(
      `| ${db} | ${on.perSecond.toFixed(1)} | ${on.p50.toFixed(1)} | ${on.p95.toFixed(1)} | ${off.perSecond.toFixed(1)} | ${off.p50.toFixed(1)} | ${off.p95.toFixed(1)} | ${(on.perSecond / off.perSecond).toFixed(2)} |`,
    );
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(`bench/results/receipts-${Date.now()}.json`, JSON.stringify(rows, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
