// Purchase orders and goods receipts (decision 0070): an order's life through partial and full
// receipts into the ledger with lots and expiry, over-receipt and serial refusals, 50 concurrent
// receipts never over-receiving, lots and near-expiry on fixed Riyadh dates, the moving-average
// cost of two receipts on GET stock, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { createCategory, createProduct, uploadedImageName } from '../../testing/products';
import { createPurchase, createSupplier, saveItems } from '../../testing/purchases';
import { createTestApp, type TestApp } from '../../testing/test-app';

// 2026-12-20 10:00 Riyadh.
const NOW = Date.UTC(2026, 11, 20, 7);
let t: TestApp;
let admin: string;
let call: ApiCaller;
let supplier: string;
let warehouse: string;
const p = {} as Record<'milk' | 'rice' | 'phone' | 'oil', { UUID: string; ID: number }>;

const order = async (lines: Array<{ product: string; quantity: number; unit_cost: number }>) => {
  const res = await call('POST', '/kebrit/purchase_orders', admin, {
    supplier_id: supplier,
    ware_house_id: warehouse,
    expected_date: '2026-12-24',
    sale_order_id: 77,
    lines,
  });
  expect(res.statusCode, res.body).toBe(201);
  const sent = await call('POST', `/kebrit/purchase_orders/${res.json().UUID}/send`, admin);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json();
};
const receive = (purchaseOrder: string, products: object[]) =>
  call('POST', '/kebrit/receive_orders', admin, {
    purchase_order: purchaseOrder,
    ware_house_id: warehouse,
    note: 'وصلت مع السائق',
    products,
  });
const stockRow = async (uuid: string) =>
  ((await call('GET', '/kebrit/stock', admin)).json() as Array<Record<string, unknown>>).find(
    (r) => r.UUID === uuid,
  )!;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await t.adminToken();
  call = apiCaller(t);
  const img = await uploadedImageName(t, admin, 'kebrit');
  const cat = await createCategory(t, admin, 'kebrit', 'مواد غذائية');
  p.milk = await createProduct(t, admin, 'kebrit', cat, img, { name: 'حليب', quantity: 0 });
  p.rice = await createProduct(t, admin, 'kebrit', cat, img, { name: 'أرز', quantity: 0 });
  p.phone = await createProduct(t, admin, 'kebrit', cat, img, { name: 'جوال', quantity: 0 });
  p.oil = await createProduct(t, admin, 'kebrit', cat, img, { name: 'زيت', quantity: 0 });
  supplier = (await createSupplier(t, admin, 'kebrit')).UUID;
  warehouse = (await call('GET', '/kebrit/ware_houses', admin)).json()[0].UUID;
});
afterAll(() => t.close());

describe('purchase order life (decision 0070)', () => {
  it('creates, sends, receives part with lot and expiry, then the rest', async () => {
    const created = await call('POST', '/kebrit/purchase_orders', admin, {
      supplier_id: supplier,
      ware_house_id: warehouse,
      lines: [
        { product: p.milk.UUID, quantity: 10, unit_cost: 5 },
        { product: p.rice.UUID, quantity: 4, unit_cost: 20, vat_category: 'Z' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const po = created.json();
    expect(po.status).toBe('draft');
    expect(po.totals).toEqual({ net: 130, vat: 7.5, total: 137.5 });
    // A draft cannot be received.
    expect((await receive(po.UUID, [{ line: po.lines[0].UUID, quantity: 1 }])).statusCode).toBe(
      409,
    );
    const sent = (await call('POST', `/kebrit/purchase_orders/${po.UUID}/send`, admin)).json();
    expect(sent.status).toBe('sent');
    const edit = await call('PUT', `/kebrit/purchase_orders/${po.UUID}`, admin, {
      supplier_id: supplier,
      ware_house_id: warehouse,
      lines: [{ product: p.milk.UUID, quantity: 1, unit_cost: 5 }],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('purchase_order_not_editable');

    const first = await receive(po.UUID, [
      {
        line: po.lines[0].UUID,
        quantity: 6,
        lot_number: 'L-1',
        expiry_date: '2027-01-05',
        zone: 'A',
        bin: '3',
      },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().orderStatus).toBe('partly_received');
    expect(first.json().products[0]).toMatchObject({ lot_number: 'L-1', zone: 'A', quantity: 6 });
    const moves = await t.app.ctx.db
      .selectFrom('stock_moves')
      .selectAll()
      .where('source', '=', 'receipt')
      .where('product_id', '=', p.milk.ID)
      .execute();
    expect(moves).toMatchObject([
      { quantity: 6, unit_cost: 500, lot_number: 'L-1', expiry_date: '2027-01-05' },
    ]);

    const over = await receive(po.UUID, [{ line: po.lines[0].UUID, quantity: 5 }]);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('over_receipt');
    expect(over.json().error.fields['products.0.quantity']).toContain('المتبقي');

    const rest = await receive(po.UUID, [
      { line: po.lines[0].UUID, quantity: 4, lot_number: 'L-2', expiry_date: '2027-03-01' },
      { line: po.lines[1].UUID, quantity: 4 },
    ]);
    expect(rest.statusCode, rest.body).toBe(201);
    const done = (await call('GET', `/kebrit/purchase_orders/${po.UUID}`, admin)).json();
    expect(done.status).toBe('received');
    expect(done.receipts).toHaveLength(2);
    expect(done.lines.map((l: { remaining: number }) => l.remaining)).toEqual([0, 0]);
    expect(await stockRow(p.milk.UUID)).toMatchObject({ received: 10, remaining: 10 });
    const pdf = await call('GET', `/kebrit/purchase_orders/${po.UUID}/pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await call('POST', `/kebrit/purchase_orders/${po.UUID}/cancel`, admin)).statusCode,
    ).toBe(409);
  });

  it('wants one serial per piece, never one already on hand', async () => {
    const po = await order([{ product: p.phone.UUID, quantity: 3, unit_cost: 1000 }]);
    const line = po.lines[0].UUID;
    const short = await receive(po.UUID, [{ line, quantity: 2, serial_number: ['S1'] }]);
    expect(short.json().error.code).toBe('serial_count_mismatch');
    expect(
      (await receive(po.UUID, [{ line, quantity: 2, serial_number: ['S1', 'S2'] }])).statusCode,
    ).toBe(201);
    const again = await receive(po.UUID, [{ line, quantity: 1, serial_number: 'S2' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('serial_on_hand');
    const ok = await receive(po.UUID, [{ line, quantity: 1, serial_number: 'S3' }]);
    expect(ok.json().orderStatus).toBe('received');
  });

  it('never over-receives under 50 concurrent receipts', async () => {
    const po = await order([{ product: p.oil.UUID, quantity: 20, unit_cost: 12 }]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => receive(po.UUID, [{ line: po.lines[0].UUID, quantity: 1 }])),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    const got = (await call('GET', `/kebrit/purchase_orders/${po.UUID}`, admin)).json();
    expect(got.lines[0].received).toBe(20);
    expect(got.status).toBe('received');
  });
});

describe('lots, near-expiry and moving average (decision 0070)', () => {
  it('assigns unlotted sales first-expiry-first-out and lists near-expiry lots', async () => {
    // Milk: L-1 6 pieces expiring 2027-01-05, L-2 4 pieces 2027-03-01; a sale of 7 with no lot.
    await t.app.ctx.db
      .insertInto('stock_moves')
      .values({
        business_id: 4,
        product_id: p.milk.ID,
        warehouse_id: (
          await t.app.ctx.db
            .selectFrom('warehouses')
            .select('id')
            .where('uuid', '=', warehouse)
            .executeTakeFirstOrThrow()
        ).id,
        quantity: -7,
        unit_cost: null,
        source: 'sale',
        source_id: 1,
        at: NOW,
        user_id: null,
      })
      .execute();
    const lots = await call('GET', `/kebrit/stock/lots?product=${p.milk.UUID}`, admin);
    expect(lots.statusCode, lots.body).toBe(200);
    expect(
      lots.json().map((l: { lot_number: string; onHand: number }) => [l.lot_number, l.onHand]),
    ).toEqual([['L-2', 3]]);
    // Rice has no lot: it shows as unlotted pieces.
    const near = await call('GET', '/kebrit/stock/near_expiry?days=80', admin);
    expect(
      near.json().map((l: { lot_number: string; expired: boolean }) => [l.lot_number, l.expired]),
    ).toEqual([['L-2', false]]);
    expect((await call('GET', '/kebrit/stock/near_expiry?days=30', admin)).json()).toEqual([]);
    // A lot that expired before today (2026-12-20 Riyadh) is listed first, flagged.
    const old = await order([{ product: p.oil.UUID, quantity: 2, unit_cost: 12 }]);
    const got = await receive(old.UUID, [
      { line: old.lines[0].UUID, quantity: 2, lot_number: 'OLD', expiry_date: '2026-12-19' },
    ]);
    expect(got.statusCode, got.body).toBe(201);
    expect((await call('GET', '/kebrit/stock/near_expiry?days=0', admin)).json()).toMatchObject([
      { lot_number: 'OLD', expired: true, today: '2026-12-20', onHand: 2 },
    ]);
  });

  it('values stock at the moving average of two receipts at different costs', async () => {
    const a = await order([{ product: p.rice.UUID, quantity: 6, unit_cost: 30 }]);
    expect((await receive(a.UUID, [{ line: a.lines[0].UUID, quantity: 6 }])).statusCode).toBe(201);
    // Rice: 4 at 20.00 then 6 at 30.00 → (4·2000 + 6·3000) / 10 = 26.00; value 260.00.
    expect(await stockRow(p.rice.UUID)).toMatchObject({ remaining: 10, unit_cost: 26, value: 260 });
  });
});

describe('a purchase billing an order (decision 0070)', () => {
  it("adds no stock for the order's products, which its receipts brought in", async () => {
    const po = await order([{ product: p.milk.UUID, quantity: 2, unit_cost: 5 }]);
    await receive(po.UUID, [{ line: po.lines[0].UUID, quantity: 2 }]);
    const before = (await stockRow(p.milk.UUID)).remaining as number;
    const pur = await createPurchase(t, admin, 'kebrit', {
      supplier,
      total: 21.5,
      date: NOW / 1000,
    });
    const link = await call('PUT', `/kebrit/purchases/${pur.UUID}/purchase_order`, admin, {
      purchase_order: po.UUID,
    });
    expect(link.statusCode, link.body).toBe(200);
    expect((await call('GET', `/kebrit/purchases/${pur.UUID}`, admin)).json().PurchaseOrder).toEqual(
      { UUID: po.UUID, Number: po.number },
    );
    const item = (ProductID: number, InvoicedQuantity: number) => ({
      ItemName: 'بند',
      Price: 5.75,
      InvoicedQuantity,
      ProductID,
    });
    await saveItems(t, admin, 'kebrit', {
      invUUID: pur.UUID,
      items: [item(p.milk.ID, 2), item(p.phone.ID, 1)],
    });
    expect((await stockRow(p.milk.UUID)).remaining).toBe(before);
    expect((await stockRow(p.phone.UUID)).remaining).toBe(4);
    // Unlinked, the purchase adds its milk again, as any purchase does.
    await call('PUT', `/kebrit/purchases/${pur.UUID}/purchase_order`, admin, {
      purchase_order: null,
    });
    expect((await stockRow(p.milk.UUID)).remaining).toBe(before + 2);
    expect((await call('GET', `/kebrit/purchases/${pur.UUID}`, admin)).json().PurchaseOrder).toBe(
      null,
    );
  });
});

describe('permissions (decision 0070)', () => {
  it('lets the manager work, the cashier neither read nor receive', async () => {
    const manager = await t.userToken('manager');
    const casher = await t.userToken('casher');
    expect((await call('GET', '/kebrit/purchase_orders', manager)).statusCode).toBe(200);
    expect((await call('GET', '/kebrit/purchase_orders', casher)).statusCode).toBe(403);
    const po = await order([{ product: p.rice.UUID, quantity: 1, unit_cost: 1 }]);
    const res = await call('POST', '/kebrit/receive_orders', casher, {
      purchase_order: po.UUID,
      ware_house_id: warehouse,
      products: [{ line: po.lines[0].UUID, quantity: 1 }],
    });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/kebrit/stock/near_expiry', casher)).statusCode).toBe(403);
  });
});
