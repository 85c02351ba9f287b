// The VAT return's output side (GET reports/vatreturn) reads the per-day rollups (decision 0033,
// 0039): several invoices share a rollup row (same Riyadh day and payment code), so its count is
// the Σ of their invoice counts, not the number of rows. Checked against figures computed by hand
// and against the same aggregate in raw SQL over the invoices, across the Q3/Q4 and Q4/Q1
// boundaries in Riyadh time (23:30 on the last day, 00:10 on the first).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarterIssueDates } from '../../../domain/reports';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { getApi, sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';

const at = (iso: string) => Date.parse(iso);
let t: TestApp;

/*
 * mengusha sells 'شاورما' 11.50 (ext 10.00, VAT 1.50), one per invoice:
 *   3 × cash at 23:30 Riyadh 30 Sep 2026 (20:30Z)                  → Q3 2026
 *   2 × cash at 00:10 Riyadh 1 Oct 2026 (21:10Z 30 Sep)            → Q4 2026
 *   2 × card 48 at 23:30 Riyadh 31 Dec 2026 (20:30Z)               → Q4 2026
 *   1 × cash at 00:10 Riyadh 1 Jan 2027 (21:10Z 31 Dec)            → Q1 2027
 * Q3: 3 invoices, 34.50 / 30.00 / 4.50; Q4: 4, 46.00 / 40.00 / 6.00; Q1: 1, 11.50 / 10.00 / 1.50.
 * kebrit sells on 1 Oct too: never in mengusha's figures.
 */
const EXPECTED: Array<[number, number, { count: number; inc: number; exc: number; tax: number }]> =
  [
    [2026, 3, { count: 3, inc: 34.5, exc: 30, tax: 4.5 }],
    [2026, 4, { count: 4, inc: 46, exc: 40, tax: 6 }],
    [2027, 1, { count: 1, inc: 11.5, exc: 10, tax: 1.5 }],
  ];

async function sellAt(iso: string, business: string, code: string, id: number, times: number) {
  t.clock.now = at(iso);
  t.forgetAdminToken();
  const admin = await t.adminToken();
  for (let i = 0; i < times; i++)
    await sell(t, admin, business, {
      PaymentMeansCode: code,
      InvoiceLine: [{ ID: id, InvoicedQuantity: 1 }],
    } as Parameters<typeof sell>[3]);
}

beforeAll(async () => {
  t = await createTestApp({
    now: at('2026-09-30T09:00:00Z'),
    config: { receiptImages: false, backupSchedule: null },
  });
  const A = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { name: 'شاورما', price: 1150 });
  const K = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { name: 'ماء', price: 110 });
  await sellAt('2026-09-30T20:30:00Z', 'mengusha', '10', A, 3);
  await sellAt('2026-09-30T21:10:00Z', 'mengusha', '10', A, 2);
  await sellAt('2026-09-30T21:10:00Z', 'kebrit', '10', K, 2);
  await sellAt('2026-12-31T20:30:00Z', 'mengusha', '48', A, 2);
  await sellAt('2026-12-31T21:10:00Z', 'mengusha', '10', A, 1);
});
afterAll(async () => t.close());

describe('GET reports/vatreturn output from the rollups', () => {
  it.each(EXPECTED)(
    '%i Q%i equals the hand figures and raw SQL on the invoices',
    async (y, q, e) => {
      t.clock.now = at('2027-01-15T09:00:00Z');
      t.forgetAdminToken();
      const res = await getApi(
        t,
        await t.adminToken(),
        `mengusha/reports/vatreturn?year=${y}&quarter=${q}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const output = res.json().output;
      expect(output).toEqual({
        count: e.count,
        TaxInclusiveAmount: e.inc,
        TaxExclusiveAmount: e.exc,
        TaxAmount: e.tax,
      });
      const range = quarterIssueDates(y, q as 1 | 2 | 3 | 4);
      const { rows } = await sql<{ count: unknown; inc: unknown; exc: unknown; tax: unknown }>`
      SELECT count(*) AS count, sum(tax_inclusive_amount) AS inc,
        sum(tax_exclusive_amount) AS exc, sum(tax_amount) AS tax
      FROM invoices WHERE business_id = ${MENGUSHA_ID}
        AND issue_date >= ${range.from} AND issue_date <= ${range.to}`.execute(t.app.ctx.db);
      const raw = rows[0]!;
      expect(output).toEqual({
        count: Number(raw.count),
        TaxInclusiveAmount: Number(raw.inc) / 100,
        TaxExclusiveAmount: Number(raw.exc) / 100,
        TaxAmount: Number(raw.tax) / 100,
      });
      expect(res.json().net).toBe(e.tax); // no purchases: all of the output VAT is payable
    },
  );
});
