// The per-day rollups (decision 0033) answer every report exactly as grouping the invoices
// themselves would: after sales in both businesses across Riyadh day and month boundaries,
// concurrent sales, an invoice-backup restore (invoices and lines) and a database restore, every
// report read from the rollups equals the same report computed here from the raw invoice tables
// (the reference queries live in this test, not in production code). SQLite and — with
// TEST_DATABASE_URL — PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { approve, createOrder } from '../../testing/orders';
import { sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectConsistent } from '../../testing/rollup-reference';
import { ROLLUP_BACKFILL_SQL } from '../../db/migrations/016-sales-rollups';
import * as reports from './repository';

let t: TestApp;
let call: ApiCaller;
let admin: string;
let clientVat = '';
const products: Record<number, number[]> = {};
const at = (iso: string) => Date.parse(iso);
const BUSINESSES = [
  { id: KEBRIT_ID, key: 'kebrit' },
  { id: MENGUSHA_ID, key: 'mengusha' },
];
/** The payment means each business offers (businesses/seed.ts): kebrit has no delivery apps. */
const CODES: Record<number, string[]> = {
  [KEBRIT_ID]: ['10', '48', '24'],
  [MENGUSHA_ID]: ['10', '48', '42', '45', '24'],
};

/** The rollups of both businesses equal the reference (testing/rollup-reference.ts). */
const consistent = (label: string) =>
  expectConsistent(
    t.app.ctx.db,
    label,
    BUSINESSES.map((b) => b.id),
    clientVat,
  );

/** A pseudo-random cart of the business (deterministic: the same run, the same sales). */
let seed = 12345;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
function cart(businessId: number) {
  const ids = [...products[businessId]!].sort(() => rand() - 0.5);
  const lines = ids.slice(0, 1 + Math.floor(rand() * ids.length)).map((ID) => ({
    ID,
    InvoicedQuantity: 1 + Math.floor(rand() * 4),
  }));
  const codes = CODES[businessId]!;
  return {
    PaymentMeansCode: codes[Math.floor(rand() * codes.length)] as '10',
    InvoiceLine: lines,
  };
}

async function signIn(now: number) {
  t.clock.now = now;
  t.forgetAdminToken();
  admin = await t.adminToken();
}

beforeAll(async () => {
  t = await createTestApp({
    now: at('2026-11-28T09:00:00Z'),
    config: { receiptImages: false, backupSchedule: null },
  });
  call = apiCaller(t);
  admin = await t.adminToken();
  const db = t.app.ctx.db;
  products[KEBRIT_ID] = [
    await insertTestProduct(db, KEBRIT_ID, { name: 'ماء', price: 110 }),
    await insertTestProduct(db, KEBRIT_ID, { name: 'أرز', price: 10000 }),
  ];
  products[MENGUSHA_ID] = [
    await insertTestProduct(db, MENGUSHA_ID, { name: 'شاورما', price: 1150 }),
    await insertTestProduct(db, MENGUSHA_ID, { name: 'شاي', price: 199 }),
    await insertTestProduct(db, MENGUSHA_ID, { name: 'عصير', price: 725 }),
  ];
  // A B2B sale (a client with a VAT number, approved quotation) for the exclude-by-VAT filter.
  const client = await createClient(t, admin, 'kebrit');
  clientVat = client.client.VAT;
  const order = await createOrder(t, admin, 'kebrit', {
    Customer: { UUID: client.UUID },
    PaymentMeansCode: '24',
    InvoiceLine: [{ ID: products[KEBRIT_ID][0]!, InvoicedQuantity: 2 }],
  });
  expect((await approve(t, admin, 'kebrit', order.ID)).statusCode).toBe(201);
});
afterAll(async () => t.close());

describe('rollups = the invoices, report by report', () => {
  it('sales in both businesses at 23:30 and 00:10 Riyadh across the day and month boundary', async () => {
    // 23:30 Riyadh on 29 and 30 Nov, 00:10 on 30 Nov and 1 Dec, noon on 2 Dec.
    for (const iso of [
      '2026-11-29T20:30:00Z',
      '2026-11-29T21:10:00Z',
      '2026-11-30T20:30:00Z',
      '2026-11-30T21:10:00Z',
      '2026-12-02T09:00:00Z',
    ]) {
      await signIn(at(iso));
      for (let i = 0; i < 3; i++)
        for (const { id, key } of BUSINESSES) await sell(t, admin, key, cart(id));
    }
    expect(await consistent('after the boundary sales')).toBe(31);
    const days = await reports.salesByIssueDate(t.app.ctx.db, MENGUSHA_ID);
    expect(days.map((d) => d.issueDate).sort()).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('20 concurrent sales of the same day in both businesses all count', async () => {
    await signIn(at('2026-12-02T09:30:00Z'));
    const carts = Array.from({ length: 20 }, (_, i) => BUSINESSES[i % 2]!).map((b) => ({
      key: b.key,
      body: cart(b.id),
    }));
    await Promise.all(carts.map((c) => sell(t, admin, c.key, c.body)));
    expect(await consistent('after concurrent sales')).toBe(51);
  });

  it('an invoice-backup restore of lost invoices and of lost lines keeps them exact', async () => {
    await signIn(at('2026-12-02T10:00:00Z'));
    const exported = await call('GET', '/mengusha/export/invoices', admin);
    expect(exported.statusCode, exported.body).toBe(200);
    const db = t.app.ctx.db;
    const all = await db
      .selectFrom('invoices')
      .select(['id', 'issue_date'])
      .where('business_id', '=', MENGUSHA_ID)
      .orderBy('number')
      .execute();
    // Lost behind the app's back: two invoices of the boundary days, and the lines of a third.
    const lost = [all[2]!, all[5]!].map((r) => Number(r.id));
    await db.deleteFrom('invoice_lines').where('invoice_id', 'in', lost).execute();
    await db.deleteFrom('idempotency_keys').where('invoice_id', 'in', lost).execute();
    await db.deleteFrom('receipt_vouchers').where('invoice_id', 'in', lost).execute();
    await db.deleteFrom('invoices').where('id', 'in', lost).execute();
    // A sale after the loss, on one of the restored days' neighbours.
    await sell(t, admin, 'mengusha', cart(MENGUSHA_ID));
    const back = await call('POST', '/mengusha/restore/invoices', admin, {
      name: exported.json().name,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ invoices: 2 });
    expect(await consistent('after restore/invoices')).toBe(52);

    await db.deleteFrom('invoice_lines').where('invoice_id', '=', Number(all[8]!.id)).execute();
    const lines = await call('POST', '/mengusha/restore/invoiceline', admin, {
      name: exported.json().name,
    });
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json().lines).toBeGreaterThan(0);
    expect(await consistent('after restore/invoiceline')).toBe(52);
  });

  it('a database restore brings the rollups back with the invoices of the backup', async () => {
    const backup = await call('POST', '/admin/backupdp', admin);
    expect(backup.statusCode, backup.body).toBe(201);
    const before = await reports.salesByIssueDate(t.app.ctx.db, KEBRIT_ID);
    // Sales after the backup, on a day already in it and on a new day: the restore undoes both.
    await sell(t, admin, 'kebrit', cart(KEBRIT_ID));
    await signIn(at('2026-12-03T09:00:00Z'));
    await sell(t, admin, 'kebrit', cart(KEBRIT_ID));
    expect(await consistent('before the database restore')).toBe(54);
    const exported = await call('GET', '/kebrit/export/invoices', admin);
    expect(exported.statusCode, exported.body).toBe(200);
    const res = await call('POST', '/admin/restoredp', admin, { filename: backup.json().name });
    expect(res.statusCode, res.body).toBe(200);
    await signIn(t.clock.now);
    expect(await consistent('after the database restore')).toBe(52);
    expect(await reports.salesByIssueDate(t.app.ctx.db, KEBRIT_ID)).toEqual(before);
    // The two sales the database restore undid come back from the invoice backup: this time the
    // rollups never held them (unlike invoices deleted behind the app's back above).
    const back = await call('POST', '/kebrit/restore/invoices', admin, {
      name: exported.json().name,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ invoices: 2 });
    expect(await consistent('restore/invoices after the database restore')).toBe(54);
    // And sales go on adding to the restored rollups.
    await sell(t, admin, 'kebrit', cart(KEBRIT_ID));
    expect(await consistent('a sale after both restores')).toBe(55);
  });

  it("migration 016's backfill rebuilds exactly the rollups the sales and restores kept", async () => {
    const db = t.app.ctx.db;
    const kept = {
      sales: await db.selectFrom('sales_daily').selectAll().execute(),
      items: await db.selectFrom('item_sales_daily').selectAll().execute(),
    };
    expect(kept.sales.length).toBeGreaterThan(10);
    await db.deleteFrom('sales_daily').execute();
    await db.deleteFrom('item_sales_daily').execute();
    for (const statement of ROLLUP_BACKFILL_SQL) await sql.raw(statement).execute(db);
    const key = (r: object) => JSON.stringify(Object.values(r).map(String));
    const sorted = (rows: object[]) => rows.map(key).sort();
    expect(sorted(await db.selectFrom('sales_daily').selectAll().execute())).toEqual(
      sorted(kept.sales),
    );
    expect(sorted(await db.selectFrom('item_sales_daily').selectAll().execute())).toEqual(
      sorted(kept.items),
    );
    expect(await consistent('after the backfill')).toBe(55);
  });
});
