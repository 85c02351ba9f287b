// Disk full while Sanad runs: one clear 507, one clear log line, nothing half-written.
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors';
import { apiCaller, type ApiCaller } from '../testing/api-caller';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createCategory, productPayload, uploadedImageName } from '../testing/products';

/** What the app logged, one parsed pino line each. */
const logged: Array<{ level: number; msg: string; [k: string]: unknown }> = [];
const stream = { write: (line: string) => void logged.push(JSON.parse(line)) };

let t: TestApp, admin: string, call: ApiCaller, category: string, image: string, tea: number;
beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream },
    config: { receiptImages: false },
  });
  admin = await t.adminToken();
  call = apiCaller(t);
  category = await createCategory(t, admin, 'kebrit');
  image = await uploadedImageName(t, admin, 'kebrit');
  tea = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { name: 'شاي', price: 199 });
});
afterAll(async () => t.close());

/**
 * Makes the database refuse to grow, as a full disk does. SQLite: `PRAGMA max_page_count` at the
 * current size, so the next page SQLite needs fails with SQLITE_FULL (the same code a full disk
 * gives). PostgreSQL: triggers that raise SQLSTATE 53100 disk_full, the code PostgreSQL reports
 * when it cannot extend a file; both reach Sanad through the real driver.
 */
async function fillTheDisk() {
  const db = t.app.ctx.db;
  if (t.app.ctx.dialect === 'sqlite') {
    const [row] = (await sql<{ page_count: number }>`PRAGMA page_count`.execute(db)).rows;
    await sql.raw(`PRAGMA max_page_count = ${row!.page_count}`).execute(db);
    return;
  }
  await sql`CREATE FUNCTION disk_is_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`.execute(
    db,
  );
  for (const table of ['products', 'invoices'])
    await sql
      .raw(
        `CREATE TRIGGER ${table}_disk_full BEFORE INSERT ON ${table} EXECUTE FUNCTION disk_is_full()`,
      )
      .execute(db);
}

/** Where the log must say the write failed: the SQLite file, or the PostgreSQL database and host. */
function databaseLocation() {
  if (t.app.ctx.dialect === 'sqlite') return path.join(t.dataDir, 'sanad.db');
  const url = new URL(t.app.ctx.config.databaseUrl!);
  return `PostgreSQL database ${url.pathname.slice(1)} at ${url.host}`;
}

/** Gives the database room again. */
async function freeTheDisk() {
  const db = t.app.ctx.db;
  if (t.app.ctx.dialect === 'sqlite') {
    await sql.raw('PRAGMA max_page_count = 1073741823').execute(db);
    return;
  }
  await sql`DROP FUNCTION disk_is_full() CASCADE`.execute(db);
}

/** Sends `request` until it is refused (at most 2000 times); returns the refusal and the successes. */
async function untilRefused(request: () => ReturnType<ApiCaller>) {
  for (let ok = 0; ok < 2000; ok++) {
    const res = await request();
    if (res.statusCode !== 201) return { res, ok };
  }
  throw new Error('the database never filled up');
}

const countProducts = async (businessId: number) =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('disk full', () => {
  it('answers 507 storage_full in Arabic, logs "disk full" once per request, never "cannot rollback"', async () => {
    const before = await countProducts(KEBRIT_ID);
    logged.length = 0;
    await fillTheDisk();

    const product = await untilRefused(() =>
      call('POST', '/kebrit/products', admin, productPayload(category, image)),
    );
    expect(product.res.statusCode).toBe(507);
    expect(product.res.json()).toEqual({
      error: { code: 'storage_full', message: ERROR_MESSAGES.storage_full },
    });
    // the refused product left nothing behind
    expect(await countProducts(KEBRIT_ID)).toBe(before + product.ok);

    const sale = await untilRefused(() =>
      call('POST', '/mengusha/orderpos', admin, {
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: tea, InvoicedQuantity: 1 }],
      }),
    );
    expect(sale.res.statusCode).toBe(507);
    expect(sale.res.json().error.code).toBe('storage_full');

    const diskFull = logged.filter((l) => /disk full/i.test(l.msg));
    expect(diskFull.map((l) => [l.level, l.msg])).toEqual([
      [50, `disk full: cannot write to ${databaseLocation()}`],
      [50, `disk full: cannot write to ${databaseLocation()}`],
    ]);
    expect(JSON.stringify(logged)).not.toContain('cannot rollback');
    expect(logged.filter((l) => l.level >= 50)).toHaveLength(2);
  });

  it('works again once there is room', async () => {
    await freeTheDisk();
    const res = await call('POST', '/kebrit/products', admin, productPayload(category, image));
    expect(res.statusCode).toBe(201);
  });
});
