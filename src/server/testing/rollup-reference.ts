/**
 * The reference of the rollup tests (reports/rollups.test.ts, decision 0033): the reports as they
 * were computed before the rollups, straight from the invoice tables, and the checks that the
 * rollup-backed reports and tables equal them. Reference queries live here, not in production code.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { IssueDateRange } from '../../domain/reports';
import type { DbOrTrx } from '../db/types';
import { totalsByPaymentMeans } from '../modules/invoices/page-repository';
import * as reports from '../modules/reports/repository';

/** The periods every report is compared over: all, the two months, the boundary days. */
export const RANGES: Array<IssueDateRange | undefined> = [
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

/**
 * Every report of each of `businesses`, from the rollups, equals the reference from the invoices
 * (`clientVat`: a buyer VAT number the VAT report excludes); the number of invoices.
 */
export async function expectReportsMatchInvoices(
  db: DbOrTrx,
  label: string,
  businesses: readonly number[],
  clientVat: string,
) {
  let invoices = 0;
  for (const id of businesses) {
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
export async function expectRollupTablesExact(db: DbOrTrx) {
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

/**
 * Both checks above; the number of invoices of `businesses`.
 * @throws an assertion error naming the report, business and period that differ.
 */
export async function expectConsistent(
  db: DbOrTrx,
  label: string,
  businesses: readonly number[],
  clientVat: string,
): Promise<number> {
  await expectRollupTablesExact(db);
  return expectReportsMatchInvoices(db, label, businesses, clientVat);
}
