/**
 * `npm run bench:receipts` (also part of `npm run bench`): what drawing the 80 mm receipt PNG of
 * every POS sale costs the server. 10 clients post two-line cash sales through the HTTP API on a
 * fresh app with RECEIPT_IMAGES on (the default: the answer carries `invoimage`) and with it off,
 * on SQLite and — when BENCH_PG_URL names a PostgreSQL server (default
 * postgres://postgres@127.0.0.1:5432/postgres; `off` skips it) — on a fresh PostgreSQL database.
 * On and off alternate in BENCH_ROUNDS rounds (default 2) of BENCH_SECONDS ÷ rounds each (default
 * 20 s in all per mode), so a machine shared with other work loads both alike. Printed side by
 * side: sales per second, p50 and p95 ms, the process's CPU per sale (ms; every thread: the event
 * loop, the receipt worker, libuv, and the bench's own clients, the same in both modes), and
 * receipts-on throughput ÷ receipts-off throughput. Nothing is asserted; results also go to
 * bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { start, stats, type Stats } from './sales-harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One mode's sales over its rounds: every sale's time (ms), the wall time and the CPU time (ms). */
interface Run {
  samples: number[];
  wall: number;
  cpu: number;
}

/** CLIENTS loops posting sales for `seconds` on a fresh app; every sale's time (ms). */
async function load(receipts: boolean, seconds: number, databaseUrl?: string): Promise<Run> {
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
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
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
  const cpu = process.cpuUsage(cpu0);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { samples, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

/** Receipts on and off, alternating for ROUNDS rounds, on SQLite or the database `url`. */
async function compare(where: string, url?: string): Promise<{ on: Row; off: Row }> {
  const runs = { on: [] as Run[], off: [] as Run[] };
  for (let round = 0; round < ROUNDS; round++) {
    const db = url ? await pgDatabase(url) : null;
    try {
      const order = round % 2 === 0 ? [true, false] : [false, true];
      for (const [i, receipts] of order.entries()) {
        if (db && i > 0) await db.reset();
        runs[receipts ? 'on' : 'off'].push(await load(receipts, SECONDS / ROUNDS, db?.url));
      }
    } finally {
      await db?.drop();
    }
  }
  const row = (mode: 'on' | 'off'): Row => {
    const all = runs[mode];
    const samples = all.flatMap((r) => r.samples);
    const wall = all.reduce((t, r) => t + r.wall, 0);
    const st = stats(`${where}, receipt images ${mode}`, samples, wall);
    return { ...st, cpuPerSale: all.reduce((t, r) => t + r.cpu, 0) / st.n };
  };
  return { on: row('on'), off: row('off') };
}

/** A mode's figures and the process's CPU per sale (ms). */
type Row = Stats & { cpuPerSale: number };

/** PostgreSQL at PG_URL answers, or null (then the bench runs on SQLite only). */
async function pgReachable(): Promise<string | null> {
  if (PG_URL === 'off') return null;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
    await admin.end();
    return PG_URL;
  } catch {
    console.error(`no PostgreSQL at ${PG_URL}: SQLite only`);
    return null;
  }
}

/**
 * A fresh PostgreSQL database for one round; `reset` drops and creates it again (each mode starts
 * on an empty database), `drop` removes it.
 */
async function pgDatabase(
  serverUrl: string,
): Promise<{ url: string; reset: () => Promise<void>; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `sanad_bench_${Date.now()}`;
  // The app has closed its pool; a connection still closing makes DROP wait, so try a few times.
  const dropIt = async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        await admin.query(`drop database if exists ${name}`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    reset: async () => {
      await dropIt();
      await admin.query(`create database ${name}`);
    },
    drop: async () => {
      await dropIt();
      await admin.end();
    },
  };
}

async function main() {
  const rows: Array<{ on: Row; off: Row }> = [await compare('SQLite')];
  const pgUrl = await pgReachable();
  if (pgUrl) rows.push(await compare('PostgreSQL', pgUrl));
  console.log(
    `\nSanad bench — receipts: ${CLIENTS} clients, two-line cash sales, ${SECONDS} s per mode in ${ROUNDS} alternating rounds; Node ${process.version}, ${os.cpus().length} cores\n`,
  );
  console.log(
    '| database | receipts on: sales/s | p50 ms | p95 ms | CPU ms/sale | receipts off: sales/s | p50 ms | p95 ms | CPU ms/sale | on ÷ off |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const { on, off } of rows) {
    const db = on.label.split(',')[0];
    const cells = (r: Row) =>
      [r.perSecond.toFixed(1), r.p50.toFixed(1), r.p95.toFixed(1), r.cpuPerSale.toFixed(1)].join(
        ' | ',
      );
    console.log(
      `| ${db} | ${cells(on)} | ${cells(off)} | ${(on.perSecond / off.perSecond).toFixed(2)} |`,
    );
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(`bench/results/receipts-${Date.now()}.json`, JSON.stringify(rows, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
