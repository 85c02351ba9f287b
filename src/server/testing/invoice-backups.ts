/**
 * The shared world and helpers of the invoice-backup tests (backups/invoice-backups*.test.ts):
 * snapshots of a business's invoices, losing invoices as a damaged database would, exports and
 * restores through the API.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { InvoiceBackupAnswer } from '../../domain/schemas/invoice-backups';
import { apiCaller, type ApiCaller } from './api-caller';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from './catalogue-fixtures';
import { sell } from './sales';
import { createTestApp, type TestApp } from './test-app';

export let t: TestApp;
export let call: ApiCaller;
export let admin: string;
export let rice: number;
export let grill: number;
export let oil: number;
export const sold: Array<{ UUID: string; ID: number }> = [];
// 2026-11-22 12:00 Riyadh.
const NOV_22 = Date.UTC(2026, 10, 22, 9, 0, 0);

/**
 * Registers the world of the invoice-backup tests: a test app at 2026-11-22 12:00
 * Riyadh, kebrit with six sales (three on credit, each partly paid) and mengusha with one. The
 * exported bindings (t, call, admin, rice, grill, oil, sold) are live once beforeAll has run.
 */
export function useInvoiceBackupWorld(): void {
  beforeAll(async () => {
    // The test files share this module when they share a worker (vitest.config.ts): start afresh.
    sold.length = 0;
    t = await createTestApp({
      now: NOV_22,
      config: { receiptImages: false, backupSchedule: null },
    });
    call = apiCaller(t);
    admin = await t.adminToken();
    rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { price: 10000, pricex: 11500 });
    oil = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { name: 'زيت', price: 2350 });
    grill = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { price: 4500 });
    // Kebrit: six sales, three of them on credit with a partial payment each (receipt vouchers).
    for (let i = 0; i < 6; i++) {
      t.clock.now += 60_000;
      const sale = await sell(t, admin, 'kebrit', {
        PaymentMeansCode: i % 2 ? '24' : '10',
        InvoiceLine: [
          { ID: rice, InvoicedQuantity: i + 1 },
          ...(i % 2 ? [{ ID: oil, InvoicedQuantity: 2 }] : []),
        ],
      });
      sold.push(sale);
      if (i % 2) {
        const paid = await call('POST', `/kebrit/invoices/${sale.UUID}/payments`, admin, {
          PaymentMeansCode: '10',
          Amount: 10,
        });
        expect(paid.statusCode, paid.body).toBe(201);
      }
    }
    await sell(t, admin, 'mengusha', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: grill, InvoicedQuantity: 2 }],
    });
  });
  afterAll(async () => t.close());
}

/**
 * The business's invoices, lines, payments and counter as sorted JSON, row ids replaced by the
 * invoice's UUID (a note's original too): equal snapshots = the same invoices, lines and payments, whatever the row ids.
 */
export async function snapshot(businessId = KEBRIT_ID) {
  const db = t.app.ctx.db;
  const invoices = await db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('number')
    .execute();
  const uuidOf = new Map(invoices.map((i) => [Number(i.id), i.uuid]));
  const ids = [...uuidOf.keys()];
  const lines = ids.length
    ? await db.selectFrom('invoice_lines').selectAll().where('invoice_id', 'in', ids).execute()
    : [];
  const vouchers = await db
    .selectFrom('receipt_vouchers')
    .selectAll()
    .where('business_id', '=', businessId)
    .execute();
  const counter = await db
    .selectFrom('invoice_counters')
    .selectAll()
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  const norm = (rows: Array<Record<string, unknown>>) =>
    rows
      .map((r) => {
        const { id: _id, invoice_id, billing_reference_invoice_id: original, ...rest } = r;
        return JSON.stringify(
          Object.entries({
            ...rest,
            ...(invoice_id === undefined ? {} : { invoice: uuidOf.get(Number(invoice_id)) }),
            // A note's original, by UUID too (decision 0034).
            ...(original === undefined
              ? {}
              : { billing_reference: original === null ? null : uuidOf.get(Number(original)) }),
          })
            .map(([k, v]) => [k, typeof v === 'bigint' || typeof v === 'string' ? String(v) : v])
            .sort(),
        );
      })
      .sort();
  return {
    invoices: norm(invoices),
    lines: norm(lines),
    vouchers: norm(vouchers),
    counter: JSON.stringify(Object.entries(counter).map(([k, v]) => [k, Number(v)])),
  };
}

/** Loses invoices as a damaged database would: their payments, lines and the rows themselves. */
export async function loseInvoices(uuids: string[]) {
  const db = t.app.ctx.db;
  const rows = await db.selectFrom('invoices').select('id').where('uuid', 'in', uuids).execute();
  const ids = rows.map((r) => Number(r.id));
  await db.deleteFrom('receipt_vouchers').where('invoice_id', 'in', ids).execute();
  await db.deleteFrom('invoice_lines').where('invoice_id', 'in', ids).execute();
  await db.deleteFrom('idempotency_keys').where('invoice_id', 'in', ids).execute();
  await db.deleteFrom('invoices').where('id', 'in', ids).execute();
}

/** Sets the clock to `at` (UTC ms) and signs in again (a session lasts 12 hours). */
export async function moveClock(at: number) {
  t.clock.now = at;
  t.forgetAdminToken();
  admin = await t.adminToken();
}

export async function setCounter(lastNumber: number) {
  await t.app.ctx.db
    .updateTable('invoice_counters')
    .set({ last_number: lastNumber })
    .where('business_id', '=', KEBRIT_ID)
    .execute();
}

export async function exportAll(
  business = 'kebrit',
  which = 'invoices',
): Promise<InvoiceBackupAnswer> {
  t.clock.now += 1000;
  const res = await call('GET', `/${business}/export/${which}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export function restore(name: string, what = 'invoices', business = 'kebrit', token = admin) {
  return call('POST', `/${business}/restore/${what}`, token, { name });
}

export async function restoreOk(name: string, what = 'invoices'): Promise<InvoiceBackupAnswer> {
  const res = await restore(name, what);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const fileOf = (business: string, name: string) =>
  path.join(t.dataDir, 'invoice-backups', business, `${name}.tar.gz`);
