/**
 * `npm run bench:reports` (decisions 0033, 0039): the report and list endpoints at
 * BENCH_INVOICES invoices (default 200,000 so `npm run bench` stays a few minutes; the target
 * figure is BENCH_INVOICES=1000000; two lines each, spread over the two years up to now) in one
 * SQLite file, each timed through app.inject (p50, p95) beside the same figures in raw SQL on the
 * same database in the same run — over the invoices (what grouping them costs) and as the endpoint
 * now runs it (rollups, index-first pages) — and a POS sale on an empty database vs on the seeded
 * one, in alternating rounds so the machine's load hits both alike. Nothing is asserted; figures
 * go to stdout and bench/results/reports.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type SQLite from 'better-sqlite3';
import { prng } from '../src/server/demo/random';
import { riyadhDate, riyadhDatesRange, riyadhMonthRange } from '../src/domain/riyadh-time';
import { quarterIssueDates, riyadhMonthIssueDates, type Quarter } from '../src/domain/reports';
import { openBenchWorld, seedAfterCounters } from './reports-world';

const N = Number(process.env.BENCH_INVOICES ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** Runs of the raw aggregates over the invoices (seconds each at 1 M: a few runs suffice). */
const RAW_RUNS = Number(process.env.BENCH_RAW_RUNS ?? 5);
const SALES = Number(process.env.BENCH_REPORT_SALES ?? 200);

const countParams = (st: SQLite.Statement) => (st.source.match(/\?/g) ?? []).length;
const TOTALS =
  ';; SELECT payment_means_code, count(*), sum(tax_inclusive_amount) FROM invoices WHERE business_id = ? GROUP BY payment_means_code';
const MONTH_TOTALS =
  ';; SELECT payment_means_code, count(*), sum(tax_inclusive_amount) FROM invoices WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? GROUP BY payment_means_code';
const R_TOTALS =
  ';; SELECT payment_means_code, sum(invoice_count), sum(tax_inclusive_amount) FROM sales_daily WHERE business_id = ? GROUP BY payment_means_code';
const R_MONTH_TOTALS =
  ';; SELECT payment_means_code, sum(invoice_count), sum(tax_inclusive_amount) FROM sales_daily WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? GROUP BY payment_means_code';
/** A page as the endpoint reads it: the ids from the index first, then only those rows. */
const PAGE_IDS_FIRST = (b: number, limit: string, after = '') =>
  `SELECT * FROM invoices WHERE business_id = ? AND id IN (SELECT id FROM invoices WHERE business_id = ${b} ${after} ORDER BY issued_at DESC, number DESC ${limit}) ORDER BY issued_at DESC, number DESC`;
/** The VAT return's input side (purchases of the quarter), the same in both columns. */
const PURCHASES =
  ';; SELECT count(*), sum(total), sum(tax_exclusive_amount), sum(tax_amount) FROM purchases WHERE business_id = ? AND date >= ? AND date < ?';
const pct = (s: number[], p: number) => {
  const a = [...s].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(p * a.length))]!;
};
async function time(n: number, fn: () => unknown, warmUp = true): Promise<number[]> {
  if (warmUp) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

async function main() {
  const empty = await openBenchWorld();
  const big = await openBenchWorld();
  const { app, business, headers } = big;
  const rand = prng(42);
  const saleIn = (w: typeof big) => async () => {
    const p = w.products[Math.floor(rand() * w.products.length)]!;
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/v1/mengusha/orderpos',
      headers: w.headers,
      payload: {
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: p.ID, InvoicedQuantity: 1 + Math.floor(rand() * 3) }],
      },
    });
    if (res.statusCode !== 201) throw new Error(`sale failed: ${res.statusCode} ${res.body}`);
  };

  const t0 = performance.now();
  const raw = seedAfterCounters(big, N, Date.now());
  const seedSeconds = (performance.now() - t0) / 1000;
  // A sale on the empty database and on the seeded one, in alternating rounds of 5 (each round
  // after one untimed sale), so a burst of load on this shared machine hits both alike.
  const saleAt0: number[] = [];
  const saleAtN: number[] = [];
  for (let i = 0; i < SALES; i += 5) {
    saleAt0.push(...(await time(5, saleIn(empty))));
    saleAtN.push(...(await time(5, saleIn(big))));
  }

  const now = Date.now();
  const month = riyadhMonthIssueDates(now);
  const monthMs = riyadhMonthRange(now);
  // The last whole Riyadh quarter before this one (the VAT return an accountant files now).
  const [y, m] = riyadhDate(now).split('-').map(Number) as [number, number];
  const thisQuarter = Math.floor((m - 1) / 3) + 1;
  const quarter = (thisQuarter === 1 ? 4 : thisQuarter - 1) as Quarter;
  const quarterYear = thisQuarter === 1 ? y - 1 : y;
  const lastQuarter = quarterIssueDates(quarterYear, quarter);
  const quarterMs = riyadhDatesRange(lastQuarter.from, lastQuarter.to);
  const quarterSeconds = { start: quarterMs.start / 1000, end: quarterMs.end / 1000 };
  // The invoice 49,950 places from the newest (where page 1,000 of 50 ends; half way on a small
  // bench), as a keyset cursor.
  const deep = raw
    .prepare(
      'SELECT issued_at, number FROM invoices WHERE business_id = ? ORDER BY issued_at DESC, number DESC LIMIT 1 OFFSET ?',
    )
    .get(business.id, Math.min(49_949, Math.floor(N / 2))) as { issued_at: number; number: number };
  const today = riyadhDate(now);
  const b = business.id;
  // [url, raw SQL on the invoices, its parameters, SQL as the endpoint runs it, later statements' parameters]
  const cases: Array<[string, string, unknown[], string, unknown[]?]> = [
    [
      'reports/sales?period=all',
      'SELECT issue_date, sum(tax_inclusive_amount) t, count(*) FROM invoices WHERE business_id = ? GROUP BY issue_date ORDER BY t DESC',
      [b],
      'SELECT issue_date, sum(tax_inclusive_amount) t, sum(invoice_count) FROM sales_daily WHERE business_id = ? GROUP BY issue_date ORDER BY t DESC',
    ],
    [
      'reports/sales?period=month',
      'SELECT issue_date, sum(tax_inclusive_amount) t, count(*) FROM invoices WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? GROUP BY issue_date ORDER BY t DESC',
      [b, month.from, month.to],
      'SELECT issue_date, sum(tax_inclusive_amount) t, sum(invoice_count) FROM sales_daily WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? GROUP BY issue_date ORDER BY t DESC',
    ],
    [
      'totalmonth',
      'SELECT substr(issue_date, 1, 7) m, sum(tax_inclusive_amount) FROM invoices WHERE business_id = ? GROUP BY m ORDER BY m',
      [b],
      'SELECT substr(issue_date, 1, 7) m, sum(tax_inclusive_amount) FROM sales_daily WHERE business_id = ? GROUP BY m ORDER BY m',
    ],
    [
      'invoiceline',
      'SELECT l.item_name, sum(l.quantity) s FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id WHERE i.business_id = ? GROUP BY l.item_name ORDER BY s DESC',
      [b],
      'SELECT item_name, sum(quantity) s FROM item_sales_daily WHERE business_id = ? GROUP BY item_name ORDER BY s DESC',
    ],
    [
      'invoicelinemonth',
      'SELECT l.item_name, sum(l.quantity) s FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id WHERE i.business_id = ? AND i.issue_date >= ? AND i.issue_date <= ? GROUP BY l.item_name ORDER BY s DESC',
      [b, month.from, month.to],
      'SELECT item_name, sum(quantity) s FROM item_sales_daily WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? GROUP BY item_name ORDER BY s DESC',
    ],
    [
      `invoicesvat?startdate=${month.from}&enddate=${month.to}&exclude=24`,
      "SELECT payment_means_code, count(*), sum(tax_inclusive_amount), sum(tax_exclusive_amount), sum(tax_amount) FROM invoices WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? AND payment_means_code NOT IN ('24') GROUP BY payment_means_code",
      [b, month.from, month.to],
      "SELECT payment_means_code, sum(invoice_count), sum(tax_inclusive_amount), sum(tax_exclusive_amount), sum(tax_amount) FROM sales_daily WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? AND payment_means_code NOT IN ('24') GROUP BY payment_means_code",
    ],
    [
      'invoicesvat (one year)',
      'SELECT payment_means_code, count(*), sum(tax_inclusive_amount), sum(tax_exclusive_amount), sum(tax_amount) FROM invoices WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? GROUP BY payment_means_code',
      [b, riyadhDate(now - 365 * 864e5), today],
      'SELECT payment_means_code, sum(invoice_count), sum(tax_inclusive_amount), sum(tax_exclusive_amount), sum(tax_amount) FROM sales_daily WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? GROUP BY payment_means_code',
    ],
    [
      'till',
      'SELECT payment_means_code, count(*), sum(tax_inclusive_amount) FROM invoices WHERE business_id = ? AND issue_date = ? GROUP BY payment_means_code' +
        ';; SELECT * FROM invoices WHERE business_id = ? AND issue_date = ? ORDER BY issued_at DESC',
      [b, today],
      'SELECT payment_means_code, sum(invoice_count), sum(tax_inclusive_amount) FROM sales_daily WHERE business_id = ? AND issue_date = ? GROUP BY payment_means_code' +
        ';; SELECT * FROM invoices WHERE business_id = ? AND issue_date = ? ORDER BY issued_at DESC',
    ],
    [
      'invoices/page?period=month',
      'SELECT * FROM invoices WHERE business_id = ? AND issued_at >= ? AND issued_at < ? ORDER BY issued_at DESC, number DESC LIMIT 50' +
        MONTH_TOTALS,
      [b, monthMs.start, monthMs.end],
      PAGE_IDS_FIRST(b, 'LIMIT 51', 'AND issued_at >= ? AND issued_at < ?') + R_MONTH_TOTALS,
      [b, month.from, month.to],
    ],
    [
      'invoices/page?period=all',
      'SELECT * FROM invoices WHERE business_id = ? ORDER BY issued_at DESC, number DESC LIMIT 50' +
        TOTALS,
      [b],
      PAGE_IDS_FIRST(b, 'LIMIT 51') + R_TOTALS,
    ],
    [
      'invoices/page?period=all&page=1000',
      'SELECT * FROM invoices WHERE business_id = ? ORDER BY issued_at DESC, number DESC LIMIT 50 OFFSET 49950' +
        TOTALS,
      [b],
      PAGE_IDS_FIRST(b, 'LIMIT 51 OFFSET 49950') + R_TOTALS,
    ],
    [
      `invoices/page?period=all&limit=50&cursor=${deep.issued_at}-${deep.number}`,
      'SELECT * FROM invoices WHERE business_id = ? AND (issued_at, number) < (?, ?) ORDER BY issued_at DESC, number DESC LIMIT 50' +
        TOTALS,
      [b, deep.issued_at, deep.number],
      PAGE_IDS_FIRST(b, 'LIMIT 51', 'AND (issued_at, number) < (?, ?)') + R_TOTALS,
    ],
    [
      `reports/vatreturn?year=${quarterYear}&quarter=${quarter}`,
      'SELECT count(*), sum(tax_inclusive_amount), sum(tax_exclusive_amount), sum(tax_amount) FROM invoices WHERE business_id = ? AND issue_date >= ? AND issue_date <= ?' +
        PURCHASES,
      [b, lastQuarter.from, lastQuarter.to],
      'SELECT sum(invoice_count), sum(tax_inclusive_amount), sum(tax_exclusive_amount), sum(tax_amount) FROM sales_daily WHERE business_id = ? AND issue_date >= ? AND issue_date <= ?' +
        PURCHASES,
      [b, quarterSeconds.start, quarterSeconds.end],
    ],
  ];
  const results = [];
  // The fixed cost of one authenticated call (HTTP stack, auth, one query), for reading the ratios.
  const me = await time(RUNS, () =>
    app.inject({ method: 'GET', url: '/api/v1/users/me', headers }),
  );
  console.log(
    `seeded ${N.toLocaleString('en')} invoices (${(2 * N).toLocaleString('en')} lines) in ${seedSeconds.toFixed(1)} s`,
  );
  console.log(`baseline GET /users/me p50 ${pct(me, 0.5).toFixed(1)} ms`);
  console.log(
    'endpoint'.padEnd(44),
    'p50 ms',
    ' p95 ms',
    ' raw p50',
    ' ratio',
    ' rollup raw p50',
    ' ratio',
  );
  for (const [url, sql, args, rollupSql, laterArgs] of cases) {
    const apiUrl = url.startsWith('invoicesvat (')
      ? `invoicesvat?startdate=${riyadhDate(now - 365 * 864e5)}&enddate=${today}`
      : url;
    const callApi = async () => {
      const r = await app.inject({ method: 'GET', url: `/api/v1/mengusha/${apiUrl}`, headers });
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    };
    // A page also counts and sums its period: `;;` separates the statements of one case.
    const stmts = sql.split(';;').map((x) => raw.prepare(x));
    const rawS = await time(RAW_RUNS, () =>
      stmts.map((st, i) => st.all(...((i > 0 && laterArgs) || args).slice(0, countParams(st)))),
    );
    // The same figures as the endpoint now runs them (rollups, ids first), timed call by call in
    // turn with the API so that the machine's load weighs on both alike.
    const rStmts = rollupSql.split(';;').map((x) => raw.prepare(x));
    const runRollup = () =>
      rStmts.map((st, i) => st.all(...((i > 0 && laterArgs) || args).slice(0, countParams(st))));
    const api: number[] = [];
    const rollS: number[] = [];
    await callApi();
    runRollup();
    for (let i = 0; i < RUNS; i++) {
      api.push(...(await time(1, callApi, false)));
      rollS.push(...(await time(1, runRollup, false)));
    }
    const row = {
      url,
      p50: pct(api, 0.5),
      p95: pct(api, 0.95),
      rawP50: pct(rawS, 0.5),
      rawP95: pct(rawS, 0.95),
      rollupP50: pct(rollS, 0.5),
      rollupP95: pct(rollS, 0.95),
    };
    results.push(row);
    console.log(
      url.padEnd(44),
      row.p50.toFixed(1).padStart(6),
      row.p95.toFixed(1).padStart(7),
      row.rawP50.toFixed(1).padStart(8),
      (row.p50 / row.rawP50).toFixed(2).padStart(6) + '×',
      row.rollupP50.toFixed(1).padStart(15),
      (row.p50 / row.rollupP50).toFixed(2).padStart(6) + '×',
    );
  }
  const s0 = pct(saleAt0, 0.5);
  const sN = pct(saleAtN, 0.5);
  const s0p95 = pct(saleAt0, 0.95);
  const sNp95 = pct(saleAtN, 0.95);
  console.log(
    `POS sale at 0 invoices p50 ${s0.toFixed(1)} ms, p95 ${s0p95.toFixed(1)}; at ${N.toLocaleString('en')} p50 ${sN.toFixed(1)} ms, p95 ${sNp95.toFixed(1)}: ratio p50 ${(sN / s0).toFixed(2)}×, p95 ${(sNp95 / s0p95).toFixed(2)}× (${saleAt0.length} sales each, alternating)`,
  );
  fs.mkdirSync(path.join('bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join('bench', 'results', 'reports.json'),
    JSON.stringify({ invoices: N, seedSeconds, results, sale: { s0, s0p95, sN, sNp95 } }, null, 2),
  );
  raw.close();
  await empty.close();
  await big.close();
}

await main();
