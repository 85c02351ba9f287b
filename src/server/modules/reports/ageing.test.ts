// Receivables ageing (decision 0068): buckets checked by hand on fixed dates, the Riyadh
// midnight edge, partial collection (counted only from the day it was made), exports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { createPurchase, createSupplier } from '../../testing/purchases';
import { sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let call: ApiCaller;
let rice: number;

// 21:00 UTC on 9 March is 00:00 on 10 March in Riyadh: "today" is 2026-03-10.
const NOW = Date.UTC(2026, 2, 9, 21, 0, 0);

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await t.adminToken();
  call = apiCaller(t);
  rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { price: 10000 });
});
afterAll(async () => t.close());

/** A 100 SAR credit sale, then its client, IssueDate and due date set directly. */
async function creditInvoice(clientId: number, issueDate: string, dueDate: string | null) {
  const sale = await sell(t, admin, 'kebrit', {
    PaymentMeansCode: '24',
    InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
  });
  await t.app.ctx.db
    .updateTable('invoices')
    .set({ client_id: clientId, issue_date: issueDate, due_date: dueDate })
    .where('uuid', '=', sale.UUID)
    .execute();
  return sale.UUID as string;
}

describe('receivables ageing', () => {
  it('buckets by due date on as_of (Riyadh), partial collection lowers what is owed', async () => {
    const a = await createClient(t, admin, 'kebrit', { RegistrationName: 'ألف للتجارة' });
    const b = await createClient(t, admin, 'kebrit', { RegistrationName: 'باء للمقاولات' });
    // A POS credit sale without a client or term is due on its IssueDate.
    const plain = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '24',
      InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
    });
    const view = (await call('GET', `/kebrit/invoices/${plain.UUID}`, admin)).json().invoice;
    expect(view.DueDate).toBe(view.IssueDate);
    expect(view.IssueDate).toBe('2026-03-10');
    // Out of the way of the hand-checked figures below: made a cash sale.
    await t.app.ctx.db
      .updateTable('invoices')
      .set({ payment_means_code: '10' })
      .where('uuid', '=', plain.UUID)
      .execute();

    await creditInvoice(a.newid, '2026-03-10', '2026-03-10'); // due today: current
    await creditInvoice(a.newid, '2026-02-20', '2026-03-09'); // 1 day late
    await creditInvoice(a.newid, '2026-02-07', null); // before terms: due 7 Feb, 31 days
    await creditInvoice(b.newid, '2025-11-10', '2025-12-10'); // 90 days
    const late = await creditInvoice(b.newid, '2025-11-09', '2025-12-09'); // 91 days
    const paid = await call('POST', `/kebrit/invoices/${late}/payments`, admin, {
      PaymentMeansCode: '10',
      Amount: 40,
    });
    expect(paid.statusCode).toBe(201);

    const today = (await call('GET', '/kebrit/reports/receivables_ageing', admin)).json();
    expect(today.asOf).toBe('2026-03-10');
    const zero = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 };
    expect(today.rows).toEqual([
      {
        key: a.UUID,
        name: 'ألف للتجارة',
        ...zero,
        current: 100,
        d1_30: 100,
        d31_60: 100,
        total: 300,
      },
      { key: b.UUID, name: 'باء للمقاولات', ...zero, d61_90: 100, over90: 60, total: 160 },
    ]);
    expect(today.totals).toEqual({
      current: 100,
      d1_30: 100,
      d31_60: 100,
      d61_90: 100,
      over90: 60,
      total: 460,
    });

    // A day earlier: the invoice of 10 March is not issued yet, everything one day younger, and
    // the 40 collected on 10 March not collected yet.
    const before = (
      await call('GET', '/kebrit/reports/receivables_ageing?as_of=2026-03-09', admin)
    ).json();
    expect(before.rows).toEqual([
      { key: a.UUID, name: 'ألف للتجارة', ...zero, current: 100, d1_30: 100, total: 200 },
      { key: b.UUID, name: 'باء للمقاولات', ...zero, d61_90: 200, total: 200 },
    ]);

    const csv = await call('GET', '/kebrit/reports/receivables_ageing/export?format=csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('باء للمقاولات');
    expect(csv.body).toContain('460');
    const xlsx = await call('GET', '/kebrit/reports/receivables_ageing/export', admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('cash_receipts: POST is a receipt voucher with the same rules; GET lists it', async () => {
    const a = await createClient(t, admin, 'kebrit', { RegistrationName: 'جيم' });
    const uuid = await creditInvoice(a.newid, '2026-03-10', '2026-04-09');
    const res = await call('POST', '/kebrit/cash_receipts', admin, {
      invoice_id: uuid,
      amount: 30,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ PaidAmount: 30, OutstandingAmount: 70 });
    expect(res.json().receipt).toMatchObject({
      InvoiceUUID: uuid,
      Amount: 30,
      PaymentMeansCode: '10',
    });
    const vouchers = (await call('GET', `/kebrit/invoices/${uuid}/payments`, admin)).json();
    expect(vouchers.map((v: { UUID: string }) => v.UUID)).toEqual([res.json().receipt.UUID]);
    const over = await call('POST', '/kebrit/cash_receipts', admin, {
      invoice_id: uuid,
      amount: 71,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('payment_exceeds_outstanding');
    const list = (await call('GET', '/kebrit/cash_receipts?limit=1', admin)).json();
    expect(list).toEqual([res.json().receipt]);
  });

  it('payables: due by the supplier term, payments under what is owed, buckets', async () => {
    const terms = (await call('GET', '/kebrit/payment_terms', admin)).json();
    const s30 = await createSupplier(t, admin, 'kebrit', { name: 'مورد ثلاثين' });
    await call('PUT', `/kebrit/suppliers/${s30.UUID}`, admin, {
      name: 'مورد ثلاثين',
      payment_term_id: terms[2].ID,
    });
    const cash = await createSupplier(t, admin, 'kebrit', { name: 'مورد نقدي' });
    // 1 Feb 2026 00:00 Riyadh = 31 Jan 21:00 UTC; 30 days → due 3 March, 7 days late on 10 March.
    const feb = Date.UTC(2026, 0, 31, 21, 0, 0) / 1000;
    const p30 = await createPurchase(t, admin, 'kebrit', {
      supplier: s30.UUID,
      total: 100,
      date: feb,
    });
    const dec = Date.UTC(2025, 11, 1, 9, 0, 0) / 1000; // due on its date: 99 days late
    const old = await createPurchase(t, admin, 'kebrit', {
      supplier: cash.UUID,
      total: 230,
      date: dec,
    });

    const before = (await call('GET', `/kebrit/purchases/${p30.UUID}/payments`, admin)).json();
    expect(before).toMatchObject({ DueDate: '2026-03-03', Total: 100, OutstandingAmount: 100 });
    const pay = await call('POST', `/kebrit/purchases/${old.UUID}/payments`, admin, {
      amount: 50,
      PaymentMeansCode: '42',
    });
    expect(pay.statusCode).toBe(201);
    expect(pay.json()).toMatchObject({ PaidAmount: 50, OutstandingAmount: 180 });
    expect(pay.json().payments[0]).toMatchObject({
      Number: 1,
      Amount: 50,
      IssueDate: '2026-03-10',
    });
    const over = await call('POST', `/kebrit/purchases/${old.UUID}/payments`, admin, {
      amount: 180.01,
      PaymentMeansCode: '10',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('supplier_payment_exceeds_owed');

    const view = (await call('GET', '/kebrit/reports/payables_ageing', admin)).json();
    const zero = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 };
    expect(view.rows).toEqual([
      { key: s30.UUID, name: 'مورد ثلاثين', ...zero, d1_30: 100, total: 100 },
      { key: cash.UUID, name: 'مورد نقدي', ...zero, over90: 180, total: 180 },
    ]);
    expect(view.totals.total).toBe(280);
    // On 9 March the 50 paid on 10 March was still owed: due 3 March is 6 days late, 1 Dec 98.
    const ninth = (
      await call('GET', '/kebrit/reports/payables_ageing?as_of=2026-03-09', admin)
    ).json();
    expect(ninth.rows).toEqual([
      { key: s30.UUID, name: 'مورد ثلاثين', ...zero, d1_30: 100, total: 100 },
      { key: cash.UUID, name: 'مورد نقدي', ...zero, over90: 230, total: 230 },
    ]);
    const del = await call('DELETE', `/kebrit/purchases/${old.UUID}`, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.code).toBe('purchase_has_payments');
    const csv = await call('GET', '/kebrit/reports/payables_ageing/export?format=csv', admin);
    expect(csv.body).toContain('مورد نقدي');
  });

  it('refuses a malformed as_of with 400', async () => {
    const res = await call('GET', '/kebrit/reports/receivables_ageing?as_of=2026-13-01', admin);
    expect(res.statusCode).toBe(400);
  });
});
