// Quotations: states, payment change, roles, isolation, PDF (pricing: orders-pricing.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halalasToSar } from '../../../domain/money';
import { computeLine, invoiceTotals } from '../../../domain/vat';
import { poppler, stripBidiMarks } from '../../testing/documents';
import type { ApiCaller, RoleTokens } from '../../testing/api-caller';
import { insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { createClient } from '../../testing/clients';
import { createOrder, quotationWorld, type QuotationWorld } from '../../testing/orders';
import { bearer, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;
let client: string;
let mengushaClient: string;
let p: QuotationWorld['p'];

beforeAll(async () => {
  ({ t, admin, tokens, call, client, mengushaClient, p } = await quotationWorld());
});
afterAll(async () => t.close());

const twoLines = () => [
  { ID: p.rice!, InvoicedQuantity: 3 },
  { ID: p.oil!, InvoicedQuantity: 10, Price: 19.5 },
];

describe('orders: list, read, change, delete', () => {
  it('GET orders lists pending ones newest first; GET orders/{ID} one; 404 unknown', async () => {
    t.clock.now += 60_000;
    const o = await createOrder(t, admin, 'kebrit', {
      Customer: { UUID: client },
      PaymentMeansCode: '48',
      InvoiceLine: twoLines(),
    });
    const list = (await call('GET', '/kebrit/orders', tokens.sales)).json();
    expect(list[0].ID).toBe(o.ID);
    expect(list.every((x: { State: string }) => x.State === 'pending')).toBe(true);
    expect((await call('GET', `/kebrit/orders/${o.ID}`, tokens.sales)).json().UUID).toBe(o.UUID);
    expect((await call('GET', '/kebrit/orders/123', admin)).statusCode).toBe(404);
  });

  it('PUT changes the payment means: catalogue prices follow it, negotiated stay; then new lines', async () => {
    t.clock.now += 60_000;
    const o = await createOrder(t, admin, 'kebrit', {
      Customer: { UUID: client },
      PaymentMeansCode: '10',
      InvoiceLine: twoLines(),
    });
    const put = await call('PUT', `/kebrit/orders/${o.ID}`, tokens.sales, {
      PaymentMeansCode: '24',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().InvoiceLine.map((l: { Price: number }) => l.Price)).toEqual([95, 19.5]);
    expect(put.json()).toMatchObject({ PaymentMeansCode: '24', PrepaidAmount: 0 });
    const lines = await call('PUT', `/kebrit/orders/${o.ID}`, admin, {
      PaymentMeansCode: '10',
      DiscountPercent: 10,
      InvoiceLine: [{ ID: p.oil!, InvoicedQuantity: 2 }],
    });
    expect(lines.statusCode).toBe(200);
    const expected = invoiceTotals([computeLine(2150, 2, 10)]);
    expect(lines.json()).toMatchObject({
      DiscountPercent: 10,
      TaxInclusiveAmount: halalasToSar(expected.taxInclusive),
      AllowanceTotalAmount: halalasToSar(expected.allowanceTotal),
      PrepaidAmount: halalasToSar(expected.taxInclusive),
    });
    expect(lines.json().InvoiceLine).toHaveLength(1);
  });

  it('the legacy PUT sends the whole order back with only PaymentMeansCode changed: accepted', async () => {
    t.clock.now += 60_000;
    const o = await createOrder(t, admin, 'kebrit', {
      Customer: { UUID: client },
      PaymentMeansCode: '10',
      InvoiceLine: twoLines(),
    });
    const view = (await call('GET', `/kebrit/orders/${o.ID}`, admin)).json();
    const put = await call('PUT', `/kebrit/orders/${o.ID}`, admin, {
      ...view,
      PaymentMeansCode: '24',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      PaymentMeansCode: '24',
      PrepaidAmount: 0,
      TaxInclusiveAmount: view.TaxInclusiveAmount,
    });
  });

  it('DELETE a pending order → 200 deleted, gone from lists and 404; its product can be deleted again', async () => {
    t.clock.now += 60_000;
    const product = await insertTestProduct(t.app.ctx.db, KEBRIT_ID, {
      name: 'سكر 5 كغ',
      price: 2500,
    });
    const uuid = (
      await t.app.ctx.db
        .selectFrom('products')
        .select('uuid')
        .where('id', '=', product)
        .executeTakeFirstOrThrow()
    ).uuid;
    const o = await createOrder(t, admin, 'kebrit', {
      Customer: { UUID: client },
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: product, InvoicedQuantity: 1 }],
    });
    const inUse = await call('DELETE', `/kebrit/products/${uuid}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('product_in_use');
    const del = await call('DELETE', `/kebrit/orders/${o.ID}`, tokens.sales);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, state: 'deleted' });
    expect((await call('GET', `/kebrit/orders/${o.ID}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/kebrit/orders/${o.ID}`, admin)).statusCode).toBe(404);
    expect(
      (await call('GET', '/kebrit/orders', admin)).json().map((x: { ID: number }) => x.ID),
    ).not.toContain(o.ID);
    expect((await call('DELETE', `/kebrit/products/${uuid}`, admin)).statusCode).toBe(200);
  });

  it('a client with a pending order cannot be deleted (409 client_in_use)', async () => {
    const c = await createClient(t, admin, 'kebrit');
    await createOrder(t, admin, 'kebrit', {
      Customer: { UUID: c.UUID },
      PaymentMeansCode: '10',
      InvoiceLine: twoLines(),
    });
    const res = await call('DELETE', `/kebrit/clients/${c.UUID}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('client_in_use');
  });

  it('the quotation PDF order{OrderReferenceID}.pdf reads عرض سعر, seller, buyer, lines, validity', async () => {
    const o = await createOrder(t, admin, 'kebrit', {
      Customer: { UUID: client },
      PaymentMeansCode: '24',
      InvoiceLine: twoLines(),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kebrit/orders/${o.ID}/pdf`,
      headers: bearer(tokens.sales),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="order${o.OrderReferenceID}.pdf"`,
    );
    const text = stripBidiMarks(await poppler('pdftotext', res.rawPayload, ['-layout']));
    for (const words of [
      'عرض سعر',
      'Quotation',
      'شركة الأفق للتجارة',
      'أرز بسمتي',
      'هذا العرض صالح لمدة',
      String(o.OrderReferenceID),
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('فاتورة ضريبية');
  });
});

describe('orders: access', () => {
  it('401 without a token', async () => {
    expect((await call('GET', '/kebrit/orders', null)).statusCode).toBe(401);
  });

  it('403: plain user; restaurant casher reads but may not quote; sales outside kebrit', async () => {
    const body = {
      Customer: { UUID: mengushaClient },
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: p.grill!, InvoicedQuantity: 1 }],
    };
    expect((await call('GET', '/kebrit/orders', tokens.user)).statusCode).toBe(403);
    expect((await call('GET', '/mengusha/orders', tokens.casher)).statusCode).toBe(200);
    const casher = await call('POST', '/mengusha/orders', tokens.casher, body);
    expect(casher.statusCode).toBe(403);
    expect(casher.json().error.code).toBe('forbidden');
    expect((await call('GET', '/mengusha/orders', tokens.sales)).json().error.code).toBe(
      'business_forbidden',
    );
    expect((await call('POST', '/mengusha/orders', tokens.manager, body)).statusCode).toBe(201);
  });

  it('a kebrit order is unreachable through /mengusha', async () => {
    const o = await createOrder(t, admin, 'kebrit', {
      Customer: { UUID: client },
      PaymentMeansCode: '10',
      InvoiceLine: twoLines(),
    });
    for (const [method, url] of [
      ['GET', `/mengusha/orders/${o.ID}`],
      ['DELETE', `/mengusha/orders/${o.ID}`],
      ['GET', `/mengusha/orders/${o.ID}/pdf`],
      ['POST', `/mengusha/orders/${o.ID}/approve`],
    ] as const)
      expect((await call(method, url, admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/mengusha/orders/${o.ID}`, admin, { PaymentMeansCode: '10' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/kebrit/orders/${o.ID}`, admin)).json().State).toBe('pending');
  });
});
