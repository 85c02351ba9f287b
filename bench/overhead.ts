/**
 * `npx tsx bench/overhead.ts` (decision 0039): where the fixed cost of one small
 * report call goes. Times, on the same SQLite file in one run (BENCH_INVOICES invoices, default
 * 20,000), each layer of `GET reports/sales?period=month` alone: the raw rollup query prepared once,
 * the same text prepared per call, the Kysely repository function, the bearer-token lookup, the
 * business lookup, the service, and the whole call through app.inject — p50 µs. For a CPU profile
 * of the whole call: `node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/overhead.ts`.
 */
import { performance } from 'node:perf_hooks';
import { reportIssueDates } from '../src/domain/reports';
import { authenticate } from '../src/server/modules/auth/service';
import { openBusiness } from '../src/server/modules/businesses/service';
import * as reportsRepo from '../src/server/modules/reports/repository';
import * as reports from '../src/server/modules/reports/service';
import { openBenchWorld, seedAfterCounters } from './reports-world';

const N = Number(process.env.BENCH_INVOICES ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 2_000);

async function p50us(fn: () => unknown): Promise<number> {
  for (let i = 0; i < 200; i++) await fn(); // warm-up (JIT, statement caches)
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  out.sort((a, b) => a - b);
  return out[Math.floor(out.length / 2)]! * 1000;
}

async function main() {
  const world = await openBenchWorld();
  const { app, business, headers } = world;
  const now = Date.now();
  const raw = seedAfterCounters(world, N, now);
  const range = reportIssueDates('month', now)!;
  const text =
    'SELECT issue_date, sum(tax_inclusive_amount) AS total, sum(invoice_count) AS count FROM sales_daily WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? GROUP BY issue_date ORDER BY total DESC, issue_date DESC';
  const prepared = raw.prepare(text);
  const args = [business.id, range.from, range.to];
  const token = headers.authorization.slice('Bearer '.length);
  const user = (await authenticate(app.ctx, token))!;
  const url = '/api/v1/mengusha/reports/sales?period=month';
  const layers: Array<[string, () => unknown]> = [
    ['raw SQL, prepared once', () => prepared.all(...args)],
    ['raw SQL, prepared per call', () => raw.prepare(text).all(...args)],
    ['repository (Kysely)', () => reportsRepo.salesByIssueDate(app.ctx.db, business.id, range)],
    ['service (repository + SAR)', () => reports.salesByDay(app.ctx, business, 'month')],
    ['bearer token → user', () => authenticate(app.ctx, token)],
    ['key → business + role', () => openBusiness(app.ctx, user, 'mengusha', 'reports.read')],
    [
      'GET users/me (inject)',
      () => app.inject({ method: 'GET', url: '/api/v1/users/me', headers }),
    ],
    ['GET reports/sales?period=month (inject)', () => app.inject({ method: 'GET', url, headers })],
  ];
  console.log(`${N.toLocaleString('en')} invoices; p50 of ${RUNS} calls each`);
  const only = process.env.BENCH_LAYER; // e.g. "inject": time only the layers whose name has it
  for (const [name, fn] of layers.filter(([n]) => !only || n.includes(only)))
    console.log(name.padEnd(42), `${(await p50us(fn)).toFixed(0).padStart(6)} µs`);
  raw.close();
  await world.close();
}

await main();
