// Collecting credit invoices: receipt vouchers, legacy "change to cash", refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;
let rice: number;
let grill: number;

beforeAll(async () => {
  t = await createTestApp({ now: Date.UTC(2026, 10, 22, 9, 0, 0) });
  admin = await t.adminToken();
  tokens = await roleTokens(t);
  call = apiCaller(t);
  rice = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, { price: 10000 });
  grill = await insertTestProduct(t.app.ctx.db, MENGUSHA_ID, { price: 4500 });
});
afterAll(async () => t.close());

const credit = async (business = 'kebrit', ID = rice) =>
  (
    await sell(t, admin, business, {
      PaymentMeansCode: '24',
      InvoiceLine: [{ ID, InvoicedQuantity: 1 }],
    })
  ).UUID;

describe('collecting a credit invoice', () => {
  it('PUT invoices/{UUID} {PaymentMeansCode: "10"} records a full collection; the invoice is unchanged', async () => {
    const uuid = await credit();
    const before = (await call('GET', `/kebrit/invoices/${uuid}`, admin)).json().invoice;
    expect(before).toMatchObject({ PaymentMeansCode: '24', PaidAmount: 0, OutstandingAmount: 100 });
    const res = await call('PUT', `/kebrit/invoices/${uuid}`, tokens.sales, {
      PaymentMeansCode: '10',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: expect.stringContaining('سند قبض رقم 1'),
      receipt: {
        Number: 1,
        Amount: 100,
        PaymentMeansCode: '10',
        InvoiceUUID: uuid,
        IssueDate: '2026-11-22',
        EmployeeName: expect.stringMatching(/^sales/),
      },
      PaidAmount: 100,
      OutstandingAmount: 0,
    });
    const after = (await call('GET', `/kebrit/invoices/${uuid}`, admin)).json().invoice;
    expect(after).toMatchObject({
      PaymentMeansCode: '24',
      TaxInclusiveAmount: 100,
      QR: before.QR,
      PaidAmount: 100,
      OutstandingAmount: 0,
    });
    const list = (await call('GET', '/kebrit/invoices', admin)).json();
    expect(list.find((i: { UUID: string }) => i.UUID === uuid)).toMatchObject({
      PaidAmount: 100,
      OutstandingAmount: 0,
    });
    const again = await call('PUT', `/kebrit/invoices/${uuid}`, admin, { PaymentMeansCode: '48' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invoice_already_paid');
  });

  it('partial payments: POST invoices/{UUID}/payments, numbered per business, listed on the invoice', async () => {
    const uuid = await credit();
    const first = await call('POST', `/kebrit/invoices/${uuid}/payments`, admin, {
      PaymentMeansCode: '48',
      Amount: 30.25,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      receipt: { Number: 2, Amount: 30.25 },
      PaidAmount: 30.25,
      OutstandingAmount: 69.75,
    });
    const over = await call('POST', `/kebrit/invoices/${uuid}/payments`, admin, {
      PaymentMeansCode: '10',
      Amount: 70,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'payment_exceeds_outstanding',
      fields: { Amount: 'المتبقي 69.75' },
    });
    const rest = await call('POST', `/kebrit/invoices/${uuid}/payments`, admin, {
      PaymentMeansCode: '10',
    });
    expect(rest.json()).toMatchObject({
      receipt: { Number: 3, Amount: 69.75 },
      OutstandingAmount: 0,
    });
    const vouchers = (await call('GET', `/kebrit/invoices/${uuid}/payments`, tokens.sales)).json();
    expect(vouchers.map((v: { Number: number; Amount: number }) => [v.Number, v.Amount])).toEqual([
      [2, 30.25],
      [3, 69.75],
    ]);
    const mengusha = await call(
      'PUT',
      `/mengusha/invoices/${await credit('mengusha', grill)}`,
      admin,
      { PaymentMeansCode: '10' },
    );
    expect(mengusha.json().receipt.Number).toBe(1);
  });

  it('10 concurrent full collections of one invoice → one voucher', async () => {
    const uuid = await credit();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('PUT', `/kebrit/invoices/${uuid}`, admin, { PaymentMeansCode: '10' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    const vouchers = (await call('GET', `/kebrit/invoices/${uuid}/payments`, admin)).json();
    expect(vouchers).toHaveLength(1);
  });

  it('409 invoice_not_credit on a cash invoice; 400 for means other than 10/48 (Arabic); 404 unknown', async () => {
    const cash = (
      await sell(t, admin, 'kebrit', {
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: rice, InvoicedQuantity: 1 }],
      })
    ).UUID;
    const res = await call('PUT', `/kebrit/invoices/${cash}`, admin, { PaymentMeansCode: '10' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invoice_not_credit');
    const bad = await call('PUT', `/kebrit/invoices/${await credit()}`, admin, {
      PaymentMeansCode: '24',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.PaymentMeansCode).toBe('اختر نقداً أو مدى');
    const zero = await call('POST', `/kebrit/invoices/${await credit()}/payments`, admin, {
      PaymentMeansCode: '10',
      Amount: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(
      (
        await call('PUT', '/kebrit/invoices/6f1c2a44-1b7e-4c1e-9d3a-2f4b5c6d7e8f', admin, {
          PaymentMeansCode: '10',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('401 / 403 per role and business; a kebrit invoice cannot be collected through /mengusha', async () => {
    const uuid = await credit();
    expect(
      (await call('PUT', `/kebrit/invoices/${uuid}`, null, { PaymentMeansCode: '10' })).statusCode,
    ).toBe(401);
    expect(
      (await call('PUT', `/kebrit/invoices/${uuid}`, tokens.user, { PaymentMeansCode: '10' }))
        .statusCode,
    ).toBe(403);
    const casher = await call(
      'PUT',
      `/mengusha/invoices/${await credit('mengusha', grill)}`,
      tokens.casher,
      { PaymentMeansCode: '10' },
    );
    expect(casher.statusCode).toBe(403);
    expect(casher.json().error.code).toBe('forbidden');
    expect(
      (await call('PUT', `/mengusha/invoices/${uuid}`, admin, { PaymentMeansCode: '10' }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/mengusha/invoices/${uuid}/payments`, admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/kebrit/invoices/${uuid}`, tokens.manager, { PaymentMeansCode: '10' }))
        .statusCode,
    ).toBe(200);
  });
});
