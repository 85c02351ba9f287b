// The per-day rollups (decision 0033) answer every report exactly as grouping the invoices
// themselves would: after sales in both businesses across Riyadh day and month boundaries,
// concurrent sales, an invoice-backup restore (invoices and lines) and a database restore, every
// report read from the rollups equals the same report computed here from the raw invoice tables
// (the reference queries live in this test, not in production code). SQLite and — with
// TEST_DATABASE_URL — PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueDateRange } from '../../../domain/reports';
import type { DbOrTrx } from '../../db/types';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { approve, createOrder } from '../../testing/orders';
import { sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ROLLUP_BACKFILL_SQL } from '../../db/migrations/016-sales-rollups';
import { totalsByPaymentMeans } from '../invoices/page-repository';
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
/** The periods every report is compared over: all, the two months, the boundary days. */
const RANGES: Array<IssueDateRange | undefined> = [
  undefined,
  { from: '2026-11-01', to: '2026-11-30' },
  { from: '2026-12-01', to: '2026-12-31' },
  { from: '2026-11-30', to: '2026-11-30' },
  { from: '2026-12-01', to: '2026-12-01' },
  { from: '2026-11-29', to: '2026-12-02' },
];

const n = (v: unknown) => Number(v);

// ---- The reference: the reports as they were computed before the rollups, from the invoices ----

function rawInvoices(db: DbOrTrx, businessId: number, range?: IssueDateRange) {
  let q = db.selectFrom('invoices').where('invoices.business_id', '=', businessId);
  if (range)
    q = q
      .where('invoices.issue_date', '>=', range.from)
      .where('invoices.issue_date', '<=', range.to);
  return q;
}

async function rawSalesByIssueDate(db: DbOrTrx, b: number, range?: IssueDateRange) {
  const rows = await rawInvoices(db, b, range)
    .select((eb) => [
      'issue_date',
      eb.fn.sum<number>('tax_inclusive_amount').as('total'),
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy('issue_date')
    // Newest day first (decision 0051).
    .orderBy('issue_date', 'desc')
    .execute();
  return rows.map((r) => ({ issueDate: r.issue_date, total: n(r.total), count: n(r.count) }));
}

async function rawSalesByMonth(db: DbOrTrx, b: number) {
  const month = sql<string>`substr(issue_date, 1, 7)`;
  const rows = await rawInvoices(db, b)
    .select((eb) => [month.as('month'), eb.fn.sum<number>('tax_inclusive_amount').as('total')])
    .groupBy(month)
    .orderBy(month)
    .execute();
  return rows.map((r) => ({ month: r.month, total: n(r.total) }));
}

async function rawQuantitiesByItem(db: DbOrTrx, b: number, range?: IssueDateRange) {
  const rows = await rawInvoices(db, b, range)
    .innerJoin('invoice_lines', 'invoice_lines.invoice_id', 'invoices.id')
    .select((eb) => [
      'invoice_lines.item_name as item_name',
      eb.fn.sum<number>('invoice_lines.quantity').as('quantity'),
    ])
    .groupBy('invoice_lines.item_name')
    .orderBy('quantity', 'desc')
    .orderBy('invoice_lines.item_name')
    .execute();
  return rows.map((r) => ({ itemName: r.item_name, quantity: n(r.quantity) }));
}

async function rawStoredSums(
  db: DbOrTrx,
  b: number,
  range: IssueDateRange,
  excludeCodes: string[],
  excludeVat?: string,
) {
  let q = rawInvoices(db, b, range);
  if (excludeCodes.length > 0) q = q.where('payment_means_code', 'not in', excludeCodes);
  if (excludeVat) q = q.where('customer_vat', '<>', excludeVat);
  const rows = await q
    .select((eb) => [
      'payment_means_code',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('tax_inclusive_amount').as('inc'),
      eb.fn.sum<number>('tax_exclusive_amount').as('exc'),
      eb.fn.sum<number>('tax_amount').as('tax'),
    ])
    .groupBy('payment_means_code')
    .orderBy('payment_means_code')
    .execute();
  return rows.map((r) => ({
    code: r.payment_means_code,
    count: n(r.count),
    taxInclusive: n(r.inc),
    taxExclusive: n(r.exc),
    tax: n(r.tax),
  }));
}

/** Every report of both businesses, from the rollups, equals the reference from the invoices. */
async function expectReportsMatchInvoices(label: string) {
  const db = t.app.ctx.db;
  let invoices = 0;
  for (const { id } of BUSINESSES) {
    expect(await reports.salesByMonth(db, id), `${label} totalmonth ${id}`).toEqual(
      await rawSalesByMonth(db, id),
    );
    for (const range of RANGES) {
      const what = `${label} business ${id} ${JSON.stringify(range)}`;
      expect(await reports.salesByIssueDate(db, id, range), `${what} sales`).toEqual(
        await rawSalesByIssueDate(db, id, range),
      );
      expect(await reports.quantitiesByItem(db, id, range), `${what} items`).toEqual(
        await rawQuantitiesByItem(db, id, range),
      );
      const r = range ?? { from: '0000-01-01', to: '9999-12-31' };
      for (const [codes, vat] of [
        [[], undefined],
        [['24'], undefined],
        [['24', '42'], undefined],
        [[], clientVat],
        [['10'], clientVat],
      ] as Array<[string[], string | undefined]>) {
        expect(
          await reports.storedSumsByPaymentMeans(db, id, r, codes, vat),
          `${what} vat ${codes.join(',')} ${vat ?? ''}`,
        ).toEqual(await rawStoredSums(db, id, r, codes, vat));
      }
      const raw = await rawStoredSums(db, id, r, []);
      expect(await totalsByPaymentMeans(db, id, range), `${what} page totals`).toEqual(
        raw.map((g) => ({ code: g.code, count: g.count, total: g.taxInclusive })),
      );
    }
    invoices += (await rawSalesByIssueDate(db, id)).reduce((a, d) => a + d.count, 0);
  }
  return invoices;
}

/** The rollup tables hold exactly the GROUP BY of the invoices: no row too many or too few. */
async function expectRollupTablesExact() {
  const db = t.app.ctx.db;
  const sales = await db.selectFrom('sales_daily').selectAll().execute();
  const rawSales = await db
    .selectFrom('invoices')
    .select((eb) => [
      'business_id',
      'issue_date',
      'payment_means_code',
      'customer_vat',
      eb.fn.countAll<number>().as('invoice_count'),
      eb.fn.sum<number>('tax_inclusive_amount').as('tax_inclusive_amount'),
      eb.fn.sum<number>('tax_exclusive_amount').as('tax_exclusive_amount'),
      eb.fn.sum<number>('tax_amount').as('tax_amount'),
    ])
    .groupBy(['business_id', 'issue_date', 'payment_means_code', 'customer_vat'])
    .execute();
  const norm = (rows: Array<Record<string, unknown>>) =>
    rows
      .map((r) =>
        JSON.stringify(
          Object.entries(r)
            .map(([k, v]) => [k, typeof v === 'string' && !/^\d+$/.test(v) ? v : String(v)])
            .sort(),
        ),
      )
      .sort();
  expect(norm(sales)).toEqual(norm(rawSales));
  const items = await db.selectFrom('item_sales_daily').selectAll().execute();
  const rawItems = await db
    .selectFrom('invoices')
    .innerJoin('invoice_lines', 'invoice_lines.invoice_id', 'invoices.id')
    .select((eb) => [
      'invoices.business_id as business_id',
      'invoices.issue_date as issue_date',
      'invoice_lines.item_name as item_name',
      eb.fn.sum<number>('invoice_lines.quantity').as('quantity'),
    ])
    .groupBy(['invoices.business_id', 'invoices.issue_date', 'invoice_lines.item_name'])
    .execute();
  expect(norm(items)).toEqual(norm(rawItems));
}

async function expectConsistent(label: string) {
  await expectRollupTablesExact();
  return expectReportsMatchInvoices(label);
}

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
    expect(await expectConsistent('after the boundary sales')).toBe(31);
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
    expect(await expectConsistent('after concurrent sales')).toBe(51);
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
    expect(await expectConsistent('after restore/invoices')).toBe(52);

    await db.deleteFrom('invoice_lines').where('invoice_id', '=', Number(all[8]!.id)).execute();
    const lines = await call('POST', '/mengusha/restore/invoiceline', admin, {
      name: exported.json().name,
    });
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json().lines).toBeGreaterThan(0);
    expect(await expectConsistent('after restore/invoiceline')).toBe(52);
  });

  it('a database restore brings the rollups back with the invoices of the backup', async () => {
    const backup = await call('POST', '/admin/backupdp', admin);
    expect(backup.statusCode, backup.body).toBe(201);
    const before = await reports.salesByIssueDate(t.app.ctx.db, KEBRIT_ID);
    // Sales after the backup, on a day already in it and on a new day: the restore undoes both.
    await sell(t, admin, 'kebrit', cart(KEBRIT_ID));
    await signIn(at('2026-12-03T09:00:00Z'));
    await sell(t, admin, 'kebrit', cart(KEBRIT_ID));
    expect(await expectConsistent('before the database restore')).toBe(54);
    const exported = await call('GET', '/kebrit/export/invoices', admin);
    expect(exported.statusCode, exported.body).toBe(200);
    const res = await call('POST', '/admin/restoredp', admin, { filename: backup.json().name });
    expect(res.statusCode, res.body).toBe(200);
    await signIn(t.clock.now);
    expect(await expectConsistent('after the database restore')).toBe(52);
    expect(await reports.salesByIssueDate(t.app.ctx.db, KEBRIT_ID)).toEqual(before);
    // The two sales the database restore undid come back from the invoice backup: this time the
    // rollups never held them (unlike invoices deleted behind the app's back above).
    const back = await call('POST', '/kebrit/restore/invoices', admin, {
      name: exported.json().name,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ invoices: 2 });
    expect(await expectConsistent('restore/invoices after the database restore')).toBe(54);
    // And sales go on adding to the restored rollups.
    await sell(t, admin, 'kebrit', cart(KEBRIT_ID));
    expect(await expectConsistent('a sale after both restores')).toBe(55);
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
    expect(await expectConsistent('after the backfill')).toBe(55);
  });
});
