// Approval of a quotation into a tax invoice: atomic, idempotent, POS VAT rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeZatcaQr } from '../../../domain/zatca-qr';
import { poppler, stripBidiMarks } from '../../testing/documents';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID, MENGUSHA_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { approve, createOrder } from '../../testing/orders';
import { sell } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;
let client: { UUID: string; client: { VAT: string; RegistrationName: string } };
const p: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ now: Date.UTC(2026, 10, 22, 9, 0, 0) });
  admin = await t.adminToken();
  tokens = await roleTokens(t);
  call = apiCaller(t);
  const db = t.app.ctx.db;
  p.rice = await insertTestProduct(db, KEBRIT_ID, {
    name: 'أرز بسمتي 10 كغ',
    price: 8999,
    pricex: 9500,
  });
  p.oil = await insertTestProduct(db, KEBRIT_ID, { name: 'زيت دوار الشمس', price: 2150 });
  p.grill = await insertTestProduct(db, MENGUSHA_ID, { name: 'مشاوي مشكلة', price: 4500 });
  client = await createClient(t, admin, 'kebrit');
});
afterAll(async () => t.close());

const quote = (means: '10' | '24' | '48' = '24', discount = 0) =>
  createOrder(t, tokens.sales, 'kebrit', {
    Customer: { UUID: client.UUID },
    PaymentMeansCode: means,
    DiscountPercent: discount,
    InvoiceLine: [
      { ID: p.rice!, InvoicedQuantity: 3 },
      { ID: p.oil!, InvoicedQuantity: 7 },
    ],
  });

describe('approval → standard tax invoice', () => {
  it('201 {success, newid, UUID}; the invoice is standard with the buyer, VAT as the POS computes', async () => {
    t.clock.now += 1000;
    const order = await quote('24', 10);
    const res = await approve(t, tokens.sales, 'kebrit', order.ID);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      newid: expect.any(Number),
      UUID: expect.any(String),
      OrderReferenceID: order.ID,
    });

    const inv = (await call('GET', `/kebrit/invoices/${body.UUID}`, tokens.sales)).json().invoice;
    // The same cart sold at the POS (credit, 10 %) gives the same amounts to the halala.
    t.clock.now += 1000;
    const sale = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '24',
      DiscountPercent: 10,
      InvoiceLine: [
        { ID: p.rice!, InvoicedQuantity: 3 },
        { ID: p.oil!, InvoicedQuantity: 7 },
      ],
    });
    const pos = (await call('GET', `/kebrit/invoices/${sale.UUID}`, admin)).json().invoice;
    for (const k of [
      'TaxExclusiveAmount',
      'TaxAmount',
      'TaxInclusiveAmount',
      'AllowanceTotalAmount',
    ])
      expect(inv[k]).toBe(pos[k]);
    expect(inv.InvoiceLine.map((l: { TaxAmount: number }) => l.TaxAmount)).toEqual(
      pos.InvoiceLine.map((l: { TaxAmount: number }) => l.TaxAmount),
    );
    expect(inv).toMatchObject({
      ID: body.newid,
      OrderReferenceID: order.ID,
      InvoiceTypeCodeName: '0100000',
      InvoiceKind: 'standard',
      PaymentMeansCode: '24',
      CustomerRegistrationName: client.client.RegistrationName,
      CustomerVAT: client.client.VAT,
      CustomerCRN: '4030123456',
      EmployeeName: expect.stringMatching(/^sales/),
    });
    expect(pos).toMatchObject({ InvoiceKind: 'simplified', InvoiceTypeCodeName: '0200000' });
    const qr = decodeZatcaQr(inv.QR);
    expect(qr.total).toBe(inv.TaxInclusiveAmount.toFixed(2));
    expect(qr.vat).toBe(inv.TaxAmount.toFixed(2));
    expect(qr.timestamp).toBe('2026-11-22T09:00:01Z');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kebrit/invoices/${body.UUID}/pdf`,
      headers: bearer(admin),
    });
    const text = stripBidiMarks(await poppler('pdftotext', pdf.rawPayload, ['-layout']));
    expect(text).toContain('فاتورة ضريبية');
    expect(text).not.toContain('مبسطة');
    expect(text).toContain(client.client.RegistrationName);
    expect(text).toContain(client.client.VAT);

    const approved = (await call('GET', `/kebrit/orders/${order.ID}`, admin)).json();
    expect(approved).toMatchObject({
      State: 'approved',
      Invoice: { UUID: body.UUID, ID: body.newid },
    });
    expect(
      (await call('GET', '/kebrit/orders', admin)).json().map((o: { ID: number }) => o.ID),
    ).not.toContain(order.ID);
    const oid = await call('GET', `/kebrit/invoiceoid/${order.ID}`, admin);
    expect(oid.json()).toEqual({ OrderReferenceID: order.ID, UUID: body.UUID, ID: body.newid });
  });

  it("re-priced from the stored order, never today's catalogue", async () => {
    t.clock.now += 1000;
    const order = await quote('10');
    await t.app.ctx.db.updateTable('products').set({ price: 1 }).where('id', '=', p.oil!).execute();
    const res = await approve(t, admin, 'kebrit', order.ID);
    const inv = (await call('GET', `/kebrit/invoices/${res.json().UUID}`, admin)).json().invoice;
    expect(inv.TaxInclusiveAmount).toBe(order.TaxInclusiveAmount);
    await t.app.ctx.db
      .updateTable('products')
      .set({ price: 2150 })
      .where('id', '=', p.oil!)
      .execute();
  });

  it('a second approval → 409 order_already_approved with the existing newid/UUID; PUT → 409; DELETE → 200 keeps it', async () => {
    t.clock.now += 1000;
    const order = await quote();
    const first = (await approve(t, admin, 'kebrit', order.ID)).json();
    const again = await approve(t, tokens.manager, 'kebrit', order.ID);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'order_already_approved' },
      newid: first.newid,
      UUID: first.UUID,
    });
    const legacy = await call('POST', '/kebrit/invoices', admin, { OrderReferenceID: order.ID });
    expect(legacy.statusCode).toBe(409);
    expect(legacy.json().UUID).toBe(first.UUID);
    const put = await call('PUT', `/kebrit/orders/${order.ID}`, admin, { PaymentMeansCode: '10' });
    expect(put.statusCode).toBe(409);
    expect(put.json().error.code).toBe('order_not_pending');
    const del = await call('DELETE', `/kebrit/orders/${order.ID}`, admin);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, state: 'approved' });
    expect((await call('GET', `/kebrit/orders/${order.ID}`, admin)).json().State).toBe('approved');
    expect((await call('GET', `/kebrit/invoices/${first.UUID}`, admin)).statusCode).toBe(200);
  });

  it('the legacy POST invoices with the whole order body approves it (matched by OrderReferenceID)', async () => {
    t.clock.now += 1000;
    const order = await quote('48');
    const view = (await call('GET', `/kebrit/orders/${order.ID}`, admin)).json();
    const res = await call('POST', '/kebrit/invoices', tokens.sales, view);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      newid: expect.any(Number),
      OrderReferenceID: order.ID,
    });
  });

  it('50 concurrent approvals of one order → exactly one invoice; numbering stays gapless', async () => {
    t.clock.now += 1000;
    const order = await quote();
    const before = await t.app.ctx.db
      .selectFrom('invoices')
      .select('number')
      .where('business_id', '=', KEBRIT_ID)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => approve(t, admin, 'kebrit', order.ID)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = answers.find((a) => a.statusCode === 201)!.json();
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().UUID).toBe(winner.UUID);
    const numbers = (
      await t.app.ctx.db
        .selectFrom('invoices')
        .select('number')
        .where('business_id', '=', KEBRIT_ID)
        .orderBy('number')
        .execute()
    ).map((r) => r.number);
    expect(numbers).toHaveLength(before.length + 1);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const linked = await t.app.ctx.db
      .selectFrom('invoices')
      .select('id')
      .where('business_id', '=', KEBRIT_ID)
      .where('order_reference_id', '=', order.ID)
      .execute();
    expect(linked).toHaveLength(1);
  });
});

describe('approval: access and isolation', () => {
  it('restaurant casher may approve; plain user 403; sales in mengusha 403; 401 without a token', async () => {
    const mc = await createClient(t, admin, 'mengusha');
    const order = await createOrder(t, admin, 'mengusha', {
      Customer: { UUID: mc.UUID },
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: p.grill!, InvoicedQuantity: 2 }],
    });
    expect((await approve(t, tokens.user, 'mengusha', order.ID)).statusCode).toBe(403);
    expect((await approve(t, tokens.sales, 'mengusha', order.ID)).json().error.code).toBe(
      'business_forbidden',
    );
    const noToken = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mengusha/orders/${order.ID}/approve`,
    });
    expect(noToken.statusCode).toBe(401);
    expect((await approve(t, tokens.casher, 'mengusha', order.ID)).statusCode).toBe(201);
  });

  it('404: an unknown order, a deleted order, a kebrit order through /mengusha; invoiceoid unknown', async () => {
    t.clock.now += 1000;
    const order = await quote();
    expect((await approve(t, admin, 'mengusha', order.ID)).statusCode).toBe(404);
    expect((await call('GET', `/mengusha/invoiceoid/${order.ID}`, admin)).statusCode).toBe(404);
    await call('DELETE', `/kebrit/orders/${order.ID}`, admin);
    expect((await approve(t, admin, 'kebrit', order.ID)).statusCode).toBe(404);
    expect(
      (await call('POST', '/kebrit/invoices', admin, { OrderReferenceID: 77 })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/kebrit/invoices', admin, {})).statusCode).toBe(400);
  });
});
