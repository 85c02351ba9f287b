/**
 * The world of the report benchmarks (bench/reports.ts, bench/overhead.ts): an app on a fresh
 * SQLite file in a temporary DATA_DIR, mengusha's catalogue, an admin's bearer headers, and the
 * raw seeding of many invoices in one transaction.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { buildApp } from '../src/server/app';
import { loadConfig, sqlitePath } from '../src/server/config';
import { prng } from '../src/server/demo/random';
import { seedCatalogue } from '../src/server/demo/seed';
import { MENGUSHA_MENU } from '../src/server/demo/menu-mengusha';
import { findBusinessByKey } from '../src/server/modules/businesses/repository';
import { listProducts } from '../src/server/modules/products/service';
import { findUserByUsername } from '../src/server/modules/users/repository';
import { riyadhDate, riyadhTime } from '../src/domain/riyadh-time';
import { ROLLUP_BACKFILL_SQL } from '../src/server/db/migrations/016-sales-rollups';

const PASSWORD = 'bench-admin-pass';
const CODES = ['10', '48', '42', '45', '24'];

/**
 * A fresh app with mengusha's menu and a signed-in admin, on a new SQLite file — or, with `pg`, in
 * a new schema of that PostgreSQL database; `close()` removes its DATA_DIR (the schema is the
 * caller's to drop).
 */
export async function openBenchWorld(pg?: { url: string; schema: string }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-bench-reports-'));
  const config = {
    ...loadConfig({ SEED_BUSINESSES: 'default' }),
    dataDir,
    adminPassword: PASSWORD,
    logLevel: 'error',
    receiptImages: false,
    ...(pg ? { databaseUrl: pg.url } : {}),
  };
  const app = await buildApp({ config, logger: false, schema: pg?.schema });
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
  const file = sqlitePath(config);
  const close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, config, file, business, headers, products, close };
}

/** Seeds `n` invoices after the business's counters (seedInvoices) and runs ANALYZE. */
export function seedAfterCounters(
  world: Awaited<ReturnType<typeof openBenchWorld>>,
  n: number,
  now: number,
): SQLite.Database {
  const counter = new SQLite(world.file)
    .prepare('SELECT last_number, last_order_reference FROM invoice_counters WHERE business_id = ?')
    .get(world.business.id) as { last_number: number; last_order_reference: number };
  const raw = seedInvoices(
    n,
    world.file,
    world.business.id,
    counter.last_number,
    counter.last_order_reference,
    world.products.map((p) => p.name),
    now,
  );
  raw.exec('ANALYZE');
  return raw;
}

/**
 * Raw inserts in one transaction: `n` invoices of the business after `firstNumber`, two lines each,
 * spread over the two years before `now` (UTC ms), then the rollups rebuilt by migration 016's
 * backfill. Returns the open raw connection (for the raw-SQL baselines).
 */
export function seedInvoices(
  n: number,
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
    for (let i = 0; i < n; i++) {
      const at = t0 + Math.floor((i / n) * span);
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
    ).run(firstNumber + n, lastRef, businessId);
    // The per-day rollups (decision 0033), rebuilt by migration 016's own backfill.
    db.exec('DELETE FROM sales_daily; DELETE FROM item_sales_daily');
    for (const statement of ROLLUP_BACKFILL_SQL) db.exec(statement);
  })();
  db.pragma('synchronous = FULL');
  return db;
}
