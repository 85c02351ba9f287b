/**
 * `npm run bench:reports` (issue #7 §4): the report and list endpoints at BENCH_INVOICES invoices
 * (default 1,000,000; two lines each, spread over the two years up to now) in one SQLite file,
 * each timed through app.inject (p50, p95) beside the same aggregate in raw SQL on the same
 * database in the same run, and a POS sale at 0 invoices vs at BENCH_INVOICES. Nothing is
 * asserted; figures go to stdout and bench/results/reports.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { buildApp } from '../src/server/app';
import { loadConfig, sqlitePath } from '../src/server/config';
import { seedCatalogue, prng } from '../src/server/demo/seed';
import { MENGUSHA_MENU } from '../src/server/demo/menu-mengusha';
import { findBusinessByKey } from '../src/server/modules/businesses/repository';
import { listProducts } from '../src/server/modules/products/service';
import { findUserByUsername } from '../src/server/modules/users/repository';
import { riyadhDate, riyadhTime } from '../src/domain/riyadh-time';
import { riyadhMonthIssueDates } from '../src/domain/reports';
import { ROLLUP_BACKFILL_SQL } from '../src/server/db/migrations/016-sales-rollups';

const N = Number(process.env.BENCH_INVOICES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SALES = Number(process.env.BENCH_REPORT_SALES ?? 100);
const PASSWORD = 'bench-admin-pass';
const CODES = ['10', '48', '42', '45', '24'];

const countParams = (st: SQLite.Statement) => (st.source.match(/\?/g) ?? []).length;
const TOTALS =
  ';; SELECT payment_means_code, count(*), sum(tax_inclusive_amount) FROM invoices WHERE business_id = ? GROUP BY payment_means_code';
const MONTH_TOTALS =
  ';; SELECT payment_means_code, count(*), sum(tax_inclusive_amount) FROM invoices WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? GROUP BY payment_means_code';
const R_TOTALS =
  ';; SELECT payment_means_code, sum(invoice_count), sum(tax_inclusive_amount) FROM sales_daily WHERE business_id = ? GROUP BY payment_means_code';
const R_MONTH_TOTALS =
  ';; SELECT payment_means_code, sum(invoice_count), sum(tax_inclusive_amount) FROM sales_daily WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? GROUP BY payment_means_code';
const pct = (s: number[], p: number) => {
  const a = [...s].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(p * a.length))]!;
};
async function time(n: number, fn: () => unknown): Promise<number[]> {
  await fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

/** Raw inserts in one transaction: N invoices of mengusha after `firstNumber`, two lines each. */
function seed(
  file: string,
  businessId: number,
  firstNumber: number,
  firstRef: number,
  items: string[],
  now: number,
) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const inv = db.prepare(`INSERT INTO invoices (uuid, business_id, number, issued_at, issue_date,
    issue_time, invoice_type_code, profile_id, payment_means_code, order_reference_id, order_id,
    employee_name, user_id, customer_registration_name, customer_city_name, customer_vat,
    discount_percent, allowance_total_amount, tax_exclusive_amount, tax_amount,
    tax_inclusive_amount, qr, image_path, created_at)
    VALUES (?, ?, ?, ?, ?, ?, '388', 'reporting:1.0', ?, ?, NULL, 'bench', NULL, '', '', '', 0, 0,
    ?, ?, ?, '', NULL, ?)`);
  const line = db.prepare(`INSERT INTO invoice_lines (invoice_id, line_no, product_id, item_name,
    quantity, unit_price, gross_amount, amount_discount, line_extension_amount, tax_amount,
    rounding_amount, unit_code, tax_percent) VALUES (?, ?, NULL, ?, ?, ?, ?, 0, ?, ?, ?, 'حبة', 15)`);
  const rand = prng(7);
  const span = 2 * 365 * 24 * 3600 * 1000;
  const t0 = now - span;
  let lastRef = 0;
  db.transaction(() => {
    for (let i = 0; i < N; i++) {
      const at = t0 + Math.floor((i / N) * span);
      let inc = 0;
      const lines: Array<[string, number, number, number, number]> = [];
      for (let l = 0; l < 2; l++) {
        const price = 500 + Math.floor(rand() * 5000);
        const q = 1 + Math.floor(rand() * 3);
        const total = price * q;
        const ext = Math.floor((total * 100 * 2 + 115) / 230);
        lines.push([items[Math.floor(rand() * items.length)]!, q, price, total, ext]);
        inc += total;
      }
      const exc = lines.reduce((a, l) => a + l[4], 0);
      lastRef = firstRef + i + 1; // after every reference the counter gave out: unique per business
      const id = inv.run(
        randomUUID(),
        businessId,
        firstNumber + i + 1,
        at,
        riyadhDate(at),
        riyadhTime(at),
        CODES[i % CODES.length],
        lastRef,
        exc,
        inc - exc,
        inc,
        at,
      ).lastInsertRowid;
      lines.forEach(([name, q, price, total, ext], k) =>
        line.run(id, k + 1, name, q, price, total, ext, total - ext, total),
      );
    }
    db.prepare(
      `UPDATE invoice_counters SET last_number = ?, last_order_reference = ?
      WHERE business_id = ?`,
    ).run(firstNumber + N, lastRef, businessId);
    // The per-day rollups (decision 0033), rebuilt by migration 016's own backfill.
    db.exec('DELETE FROM sales_daily; DELETE FROM item_sales_daily');
    for (const statement of ROLLUP_BACKFILL_SQL) db.exec(statement);
  })();
  db.pragma('synchronous = FULL');
  return db;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-bench-reports-'));
  const config = {
    ...loadConfig({}),
    dataDir,
    adminPassword: PASSWORD,
    logLevel: 'error',
    receiptImages: false,
  };
  const app = await buildApp({ config, logger: false });
  const business = (await findBusinessByKey(app.ctx.db, 'mengusha'))!;
  const admin = (await findUserByUsername(app.ctx.db, 'admin'))!;
  await seedCatalogue(
    app.ctx,
    { id: admin.id, uuid: admin.uuid, username: 'admin', role: 'admin', tokenHash: '' },
    business,
    MENGUSHA_MENU,
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username: 'admin', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().token as string}` };
  const products = await listProducts(app.ctx, business);
  const rand = prng(42);
  const sale = async () => {
    const p = products[Math.floor(rand() * products.length)]!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/mengusha/orderpos',
      headers,
      payload: {
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: p.ID, InvoicedQuantity: 1 + Math.floor(rand() * 3) }],
      },
    });
    if (res.statusCode !== 201) throw new Error(`sale failed: ${res.statusCode} ${res.body}`);
  };
  const saleAt0 = await time(SALES, sale);

  const t0 = performance.now();
  const counter = new SQLite(sqlitePath(config))
    .prepare('SELECT last_number, last_order_reference FROM invoice_counters WHERE business_id = ?')
    .get(business.id) as { last_number: number; last_order_reference: number };
  const raw = seed(
    sqlitePath(config),
    business.id,
    counter.last_number,
    counter.last_order_reference,
    products.map((p) => p.name),
    Date.now(),
  );
  raw.exec('ANALYZE');
  const seedSeconds = (performance.now() - t0) / 1000;
  const saleAtN = await time(SALES, sale);

  const now = Date.now();
  const month = riyadhMonthIssueDates(now);
  const today = riyadhDate(now);
  const b = business.id;
  const cases: Array<[string, string, unknown[], string]> = [
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
      'SELECT * FROM invoices WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? ORDER BY issued_at DESC, number DESC LIMIT 50' +
        MONTH_TOTALS,
      [b, month.from, month.to],
      'SELECT * FROM invoices WHERE business_id = ? AND issue_date >= ? AND issue_date <= ? ORDER BY issued_at DESC, number DESC LIMIT 50' +
        R_MONTH_TOTALS,
    ],
    [
      'invoices/page?period=all',
      'SELECT * FROM invoices WHERE business_id = ? ORDER BY issued_at DESC, number DESC LIMIT 50' +
        TOTALS,
      [b],
      'SELECT * FROM invoices WHERE business_id = ? ORDER BY issued_at DESC, number DESC LIMIT 50' +
        R_TOTALS,
    ],
    [
      'invoices/page?period=all&page=1000',
      'SELECT * FROM invoices WHERE business_id = ? ORDER BY issued_at DESC, number DESC LIMIT 50 OFFSET 49950' +
        TOTALS,
      [b],
      'SELECT * FROM invoices WHERE business_id = ? ORDER BY issued_at DESC, number DESC LIMIT 50 OFFSET 49950' +
        R_TOTALS,
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
  for (const [url, sql, args, rollupSql] of cases) {
    const apiUrl = url.startsWith('invoicesvat (')
      ? `invoicesvat?startdate=${riyadhDate(now - 365 * 864e5)}&enddate=${today}`
      : url;
    const api = await time(RUNS, async () => {
      const r = await app.inject({ method: 'GET', url: `/api/v1/mengusha/${apiUrl}`, headers });
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    });
    // A page also counts and sums its period: `;;` separates the statements of one case.
    const stmts = sql.split(';;').map((x) => raw.prepare(x));
    const rawS = await time(RUNS, () =>
      stmts.map((st) => st.all(...args.slice(0, countParams(st)))),
    );
    // The same figures from the per-day rollups (decision 0033): what the endpoint now runs.
    const rStmts = rollupSql.split(';;').map((x) => raw.prepare(x));
    const rollS = await time(RUNS, () =>
      rStmts.map((st) => st.all(...args.slice(0, countParams(st)))),
    );
    const row = {
      url,
      p50: pct(api, 0.5),
      p95: pct(api, 0.95),
      rawP50: pct(rawS, 0.5),
      rawP95: pct(rawS, 0.95),
      rollupP50: pct(rollS, 0.5),
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
  console.log(
    `POS sale p50 at 0 invoices ${s0.toFixed(1)} ms (p95 ${pct(saleAt0, 0.95).toFixed(1)}), at ${N.toLocaleString('en')} ${sN.toFixed(1)} ms (p95 ${pct(saleAtN, 0.95).toFixed(1)}): ${(sN / s0).toFixed(2)}×`,
  );
  fs.mkdirSync(path.join('bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join('bench', 'results', 'reports.json'),
    JSON.stringify({ invoices: N, seedSeconds, results, saleAt0: s0, saleAtN: sN }, null, 2),
  );
  raw.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
