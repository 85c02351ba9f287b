/**
 * Shared by the benches (run.ts, zatca.ts): a Sanad app on a fresh SQLite DATA_DIR with the
 * mengusha menu, timed loops, and percentile stats. Times in milliseconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { App } from '../src/server/context';
import { prng } from '../src/server/demo/random';
import { seedCatalogue } from '../src/server/demo/seed';
import { MENGUSHA_MENU } from '../src/server/demo/menu-mengusha';
import { findBusinessByKey } from '../src/server/modules/businesses/repository';
import { listProducts } from '../src/server/modules/products/service';
import { findUserByUsername } from '../src/server/modules/users/repository';

const PASSWORD = 'bench-admin-pass';

export interface Stats {
  label: string;
  n: number;
  p50: number;
  p95: number;
  mean: number;
  perSecond: number;
}

/** p50, p95 and mean of the samples (ms), and how many per second over `wallMs`. */
export function stats(label: string, samples: number[], wallMs: number): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return {
    label,
    n: s.length,
    p50: q(0.5),
    p95: q(0.95),
    mean: s.reduce((a, b) => a + b, 0) / s.length,
    perSecond: (s.length / wallMs) * 1000,
  };
}

/**
 * A listening app (127.0.0.1, a free port) on a fresh DATA_DIR — SQLite there, or the empty
 * PostgreSQL database `databaseUrl` —, the admin's token, the product ids.
 */
export async function start(
  receiptImages: boolean,
  zatcaMode: 'off' | 'offline' = 'off',
  databaseUrl?: string,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-bench-'));
  const config = {
    ...loadConfig({ SEED_BUSINESSES: 'default', DATABASE_URL: databaseUrl }),
    dataDir,
    adminPassword: PASSWORD,
    logLevel: 'error',
    receiptImages,
    zatcaMode,
  };
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const business = (await findBusinessByKey(app.ctx.db, 'mengusha'))!;
  const admin = (await findUserByUsername(app.ctx.db, 'admin'))!;
  await seedCatalogue(
    app.ctx,
    { id: admin.id, uuid: admin.uuid, username: 'admin', role: 'admin', tokenHash: '' },
    business,
    MENGUSHA_MENU,
  );
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const token = ((await res.json()) as { token: string }).token;
  const ids = (await listProducts(app.ctx, business)).map((p) => p.ID);
  return { app, base, token, ids, dataDir };
}

/** Runs `fn` n times one after the other; each call's time and the wall time (ms). */
export async function timed(
  n: number,
  fn: (i: number) => Promise<void>,
): Promise<{ samples: number[]; wall: number }> {
  const samples: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  return { samples, wall: performance.now() - t0 };
}

/**
 * `n` POS sales of 1–4 random menu lines (cash) through HTTP on a fresh app, after 20 warm-up
 * sales; the app is left open for the caller (close it and remove dataDir).
 */
export async function salesRun(
  label: string,
  receipt: boolean,
  zatcaMode: 'off' | 'offline' = 'off',
  n = 1000,
): Promise<{ st: Stats; app: App; dataDir: string }> {
  const { app, base, token, ids, dataDir } = await start(receipt, zatcaMode);
  const rand = prng(42);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const sale = async () => {
    const lines = new Map<number, number>();
    const size = 1 + Math.floor(rand() * 4);
    while (lines.size < size)
      lines.set(ids[Math.floor(rand() * ids.length)]!, 1 + Math.floor(rand() * 3));
    const body = {
      PaymentMeansCode: '10',
      DiscountPercent: 0,
      InvoiceLine: [...lines].map(([ID, q]) => ({ ID, InvoicedQuantity: q })),
    };
    const res = await fetch(`${base}/api/v1/mengusha/orderpos`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { invoimage: string };
    if (res.status !== 201 || (receipt && !json.invoimage))
      throw new Error(`sale failed: ${res.status}`);
  };
  await timed(20, sale); // warm-up (JIT, font loading); its invoices are not counted
  const { samples, wall } = await timed(n, sale);
  return { st: stats(label, samples, wall), app, dataDir };
}
