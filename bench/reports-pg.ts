/**
 * `npx tsx bench/reports-pg.ts` (decision 0039): the report and page endpoints on
 * PostgreSQL at BENCH_INVOICES invoices (default 200,000; two lines each over the two years up to
 * now), seeded by INSERT … SELECT generate_series in a schema of its own of BENCH_DATABASE_URL
 * (default the test database), each timed through app.inject (p50, p95) in turn with the SQL the
 * endpoint runs, in raw SQL on the same database. The schema is dropped at the end.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { quarterIssueDates } from '../src/domain/reports';
import { riyadhDate, riyadhDatesRange } from '../src/domain/riyadh-time';
import { ROLLUP_BACKFILL_SQL } from '../src/server/db/migrations/016-sales-rollups';
import { openBenchWorld } from './reports-world';

const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const N = Number(process.env.BENCH_INVOICES ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const pct = (s: number[], p: number) => [...s].sort((x, y) => x - y)[Math.floor(p * s.length)]!;

/** `n` invoices of business `b` after number `n0` and reference `ref0`, two lines each. */
async function seed(c: pg.Client, b: number, n0: number, ref0: number, names: string[]) {
  const span = 2 * 365 * 864e5;
  const t0 = Date.now() - span;
  await c.query('BEGIN');
  await c.query(
    `CREATE TEMP TABLE g ON COMMIT DROP AS SELECT i, $1::bigint + (i::bigint * $2::bigint / $3) AS at,
      500 + floor(random() * 5000)::int AS p1, 1 + floor(random() * 3)::int AS q1,
      500 + floor(random() * 5000)::int AS p2, 1 + floor(random() * 3)::int AS q2,
      1 + floor(random() * $4)::int AS k1, 1 + floor(random() * $4)::int AS k2
    FROM generate_series(1, $3) i`,
    [t0, span, N, names.length],
  );
  const day = `to_char(to_timestamp(at / 1000.0) AT TIME ZONE 'Asia/Riyadh'`;
  const ext = (p: string, q: string) => `floor((${p} * ${q} * 200 + 115) / 230)::bigint`;
  await c.query(
    `INSERT INTO invoices (uuid, business_id, number, issued_at, issue_date, issue_time,
      invoice_type_code, profile_id, payment_means_code, order_reference_id, order_id, employee_name,
      user_id, customer_registration_name, customer_city_name, customer_vat, discount_percent,
      allowance_total_amount, tax_exclusive_amount, tax_amount, tax_inclusive_amount, qr,
      image_path, created_at)
    SELECT gen_random_uuid()::text, $1, $2 + i, at, ${day}, 'YYYY-MM-DD'), ${day}, 'HH24:MI:SS'),
      '388', 'reporting:1.0', (ARRAY['10','48','42','45','24'])[1 + i % 5], $3 + i, NULL, 'bench',
      NULL, '', '', '', 0, 0, ${ext('p1', 'q1')} + ${ext('p2', 'q2')},
      p1 * q1 + p2 * q2 - ${ext('p1', 'q1')} - ${ext('p2', 'q2')}, p1 * q1 + p2 * q2, '', NULL, at
    FROM g`,
    [b, n0, ref0],
  );
  for (const [no, p, q, k] of [
    [1, 'p1', 'q1', 'k1'],
    [2, 'p2', 'q2', 'k2'],
  ] as const)
    await c.query(
      `INSERT INTO invoice_lines (invoice_id, line_no, product_id, item_name, quantity, unit_price,
        gross_amount, amount_discount, line_extension_amount, tax_amount, rounding_amount,
        unit_code, tax_percent)
      SELECT v.id, ${no}, NULL, ($3::text[])[${k}], ${q}, ${p}, ${p} * ${q}, 0, ${ext(p, q)},
        ${p} * ${q} - ${ext(p, q)}, ${p} * ${q}, 'حبة', 15
      FROM g JOIN invoices v ON v.business_id = $1 AND v.number = $2 + g.i`,
      [b, n0, names],
    );
  await c.query(
    'UPDATE invoice_counters SET last_number = $2, last_order_reference = $3 WHERE business_id = $1',
    [b, n0 + N, ref0 + N],
  );
  await c.query('DELETE FROM sales_daily');
  await c.query('DELETE FROM item_sales_daily');
  for (const statement of ROLLUP_BACKFILL_SQL) await c.query(statement);
  await c.query('COMMIT');
  await c.query('VACUUM ANALYZE');
}

async function main() {
  const schema = `bench_reports_${process.pid}`;
  const c = new pg.Client({ connectionString: URL, options: `-c search_path=${schema}` });
  await c.connect();
  await c.query(`CREATE SCHEMA ${schema}`);
  const world = await openBenchWorld({ url: URL, schema });
  try {
    const { app, business, headers } = world;
    const b = business.id;
    const counter = (
      await c.query(
        'SELECT last_number, last_order_reference FROM invoice_counters WHERE business_id = $1',
        [b],
      )
    ).rows[0] as { last_number: string; last_order_reference: string };
    const t0 = performance.now();
    await seed(
      c,
      b,
      Number(counter.last_number),
      Number(counter.last_order_reference),
      world.products.map((p) => p.name),
    );
    console.log(
      `PostgreSQL: seeded ${N.toLocaleString('en')} invoices in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const now = Date.now();
    const yearAgo = riyadhDate(now - 365 * 864e5);
    const today = riyadhDate(now);
    const q = quarterIssueDates(2026, 3);
    const qs = riyadhDatesRange(q.from, q.to);
    const deep = (
      await c.query(
        'SELECT issued_at, number FROM invoices WHERE business_id = $1 ORDER BY issued_at DESC, number DESC LIMIT 1 OFFSET $2',
        [b, Math.min(49_949, Math.floor(N / 2))],
      )
    ).rows[0] as { issued_at: string; number: number };
    const ids = (where: string, tail: string) =>
      `SELECT * FROM invoices WHERE business_id = $1 AND id IN (SELECT id FROM invoices WHERE business_id = $1 ${where} ORDER BY issued_at DESC, number DESC ${tail}) ORDER BY issued_at DESC, number DESC`;
    const totals =
      'SELECT payment_means_code, sum(invoice_count), sum(tax_inclusive_amount) FROM sales_daily WHERE business_id = $1 GROUP BY payment_means_code';
    const cases: Array<[string, Array<[string, unknown[]]>]> = [
      [
        'reports/sales?period=all',
        [
          [
            'SELECT issue_date, sum(tax_inclusive_amount) t, sum(invoice_count) FROM sales_daily WHERE business_id = $1 GROUP BY issue_date ORDER BY t DESC, issue_date DESC',
            [b],
          ],
        ],
      ],
      [
        'totalmonth',
        [
          [
            'SELECT substr(issue_date, 1, 7) m, sum(tax_inclusive_amount) FROM sales_daily WHERE business_id = $1 GROUP BY m ORDER BY m',
            [b],
          ],
        ],
      ],
      [
        'invoiceline',
        [
          [
            'SELECT item_name, sum(quantity) s FROM item_sales_daily WHERE business_id = $1 GROUP BY item_name ORDER BY s DESC, item_name',
            [b],
          ],
        ],
      ],
      [
        `invoicesvat?startdate=${yearAgo}&enddate=${today}`,
        [
          [
            'SELECT payment_means_code, sum(invoice_count), sum(tax_inclusive_amount), sum(tax_exclusive_amount), sum(tax_amount) FROM sales_daily WHERE business_id = $1 AND issue_date >= $2 AND issue_date <= $3 GROUP BY payment_means_code ORDER BY payment_means_code',
            [b, yearAgo, today],
          ],
        ],
      ],
      [
        'reports/vatreturn?year=2026&quarter=3',
        [
          [
            'SELECT sum(invoice_count), sum(tax_inclusive_amount), sum(tax_exclusive_amount), sum(tax_amount) FROM sales_daily WHERE business_id = $1 AND issue_date >= $2 AND issue_date <= $3',
            [b, q.from, q.to],
          ],
          [
            'SELECT count(*), sum(total), sum(tax_exclusive_amount), sum(tax_amount) FROM purchases WHERE business_id = $1 AND date >= $2 AND date < $3',
            [b, qs.start / 1000, qs.end / 1000],
          ],
        ],
      ],
      [
        'invoices/page?period=all',
        [
          [ids('', 'LIMIT 51'), [b]],
          [totals, [b]],
        ],
      ],
      [
        'invoices/page?period=all&page=1000',
        [
          [ids('', 'LIMIT 51 OFFSET 49950'), [b]],
          [totals, [b]],
        ],
      ],
      [
        `invoices/page?period=all&limit=50&cursor=${deep.issued_at}-${deep.number}`,
        [
          [ids('AND (issued_at, number) < ($2, $3)', 'LIMIT 51'), [b, deep.issued_at, deep.number]],
          [totals, [b]],
        ],
      ],
    ];
    console.log('endpoint'.padEnd(44), 'p50 ms', ' p95 ms', ' raw p50', ' ratio');
    for (const [url, statements] of cases) {
      const callApi = async () => {
        const r = await app.inject({ method: 'GET', url: `/api/v1/mengusha/${url}`, headers });
        if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
      };
      const runRaw = async () => {
        for (const [text, values] of statements) await c.query(text, values);
      };
      await callApi();
      await runRaw();
      const api: number[] = [];
      const raw: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        let t = performance.now();
        await callApi();
        api.push(performance.now() - t);
        t = performance.now();
        await runRaw();
        raw.push(performance.now() - t);
      }
      console.log(
        url.padEnd(44),
        pct(api, 0.5).toFixed(1).padStart(6),
        pct(api, 0.95).toFixed(1).padStart(7),
        pct(raw, 0.5).toFixed(1).padStart(8),
        (pct(api, 0.5) / pct(raw, 0.5)).toFixed(2).padStart(6) + '×',
      );
    }
  } finally {
    await world.close();
    await c.query(`DROP SCHEMA ${schema} CASCADE`);
    await c.end();
  }
}

await main();
