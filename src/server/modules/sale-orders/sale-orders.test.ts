// Sale orders, delivery notes and invoice orders (decision 0069): an order's life through a
// partial delivery (stock out), an invoice of the delivered part (no second stock move), the rest
// and a second invoice; refusals under `refuse` and over-delivery; 50 concurrent deliveries never
// over-delivering; a drawn signature stored and served; a draft made from a quotation; who may
// do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { createClient } from '../../testing/clients';
import { createCategory, createProduct, uploadedImageName } from '../../testing/products';
import { createTestApp, type TestApp } from '../../testing/test-app';

// 2026-12-20 10:00 Riyadh.
const NOW = Date.UTC(2026, 11, 20, 7);
let t: TestApp;
let admin: string;
let call: ApiCaller;
let client: string;
let businessId: number;
const p = {} as Record<'tea' | 'rice', { UUID: string; ID: number }>;

const ledger = async (productId: number) =>
  (
    await t.app.ctx.db
      .selectFrom('stock_moves')
      .select(['quantity', 'source'])
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute()
  ).map((m) => [m.source, Number(m.quantity)]);
const confirmed = async (lines: object[]) => {
  const res = await call('POST', '/kebrit/sale_orders', admin, { customer_id: client, lines });
  expect(res.statusCode, res.body).toBe(201);
  const c = await call('POST', `/kebrit/sale_orders/${res.json().uuid}/confirm`, admin);
  expect(c.statusCode, c.body).toBe(200);
  return c.json();
};
const deliver = (body: object, token = admin) =>
  call('POST', '/kebrit/delivery_orders', token, body);
const negativeStock = (mode: string) =>
  t.app.ctx.db
    .updateTable('businesses')
    .set({ negative_stock: mode })
    .where('id', '=', businessId)
    .execute();

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await t.adminToken();
  call = apiCaller(t);
  const img = await uploadedImageName(t, admin, 'kebrit');
  const cat = await createCategory(t, admin, 'kebrit', 'مواد غذائية');
  p.tea = await createProduct(t, admin, 'kebrit', cat, img, {
    name: 'شاي',
    price: 11.5,
    quantity: 100,
  });
  p.rice = await createProduct(t, admin, 'kebrit', cat, img, {
    name: 'أرز',
    price: 23,
    quantity: 3,
  });
  client = (await createClient(t, admin, 'kebrit')).UUID;
  businessId = Number(
    (
      await t.app.ctx.db
        .selectFrom('businesses')
        .select('id')
        .where('key', '=', 'kebrit')
        .executeTakeFirstOrThrow()
    ).id,
  );
  await negativeStock('allow');
});
afterAll(() => t.close());

describe('sale order life (decision 0069)', () => {
  it('delivers part, invoices it without moving stock again, then the rest', async () => {
    const so = await confirmed([
      { prod_id: p.tea.UUID, quantity: 10 },
      { prod_id: p.rice.UUID, quantity: 2, unit_price: 20, discount: 10, vat_id: 'S' },
    ]);
    expect(so.state).toBe('confirmed');
    // 10 × 11.50 + 2 × 20 − 10 % = 115 + 36 = 151.00 VAT-inclusive.
    expect(so.total).toBe(151);
    const edit = await call('PUT', `/kebrit/sale_orders/${so.uuid}`, admin, {
      customer_id: client,
      lines: [{ prod_id: p.tea.UUID, quantity: 1 }],
    });
    expect(edit.json().error.code).toBe('sale_order_not_editable');

    const first = await deliver({
      sale_order_id: so.uuid,
      lines: [{ line: so.lines[0].uuid, quantity: 4 }],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().order_state).toBe('partly_delivered');
    expect(await ledger(p.tea.ID)).toEqual([
      ['opening', 100],
      ['delivery', -4],
    ]);
    expect((await call('POST', `/kebrit/sale_orders/${so.uuid}/cancel`, admin)).statusCode).toBe(
      409,
    );

    const over = await deliver({
      sale_order_id: so.uuid,
      lines: [{ line: so.lines[0].uuid, quantity: 7 }],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('over_delivery');
    expect(over.json().error.fields['lines.0.quantity']).toContain('المتبقي');

    const inv = await call('POST', '/kebrit/invoice_orders', admin, { sale_order_id: so.uuid });
    expect(inv.statusCode, inv.body).toBe(201);
    expect(inv.json()).toMatchObject({ totals: 46, no_of_quantity: 4, customer_id: client });
    expect(await ledger(p.tea.ID)).toEqual([
      ['opening', 100],
      ['delivery', -4],
    ]);
    const again = await call('POST', '/kebrit/invoice_orders', admin, { sale_order_id: so.uuid });
    expect(again.json().error.code).toBe('nothing_to_invoice');

    const rest = await deliver({ sale_order_id: so.uuid });
    expect(rest.json().order_state).toBe('delivered');
    const second = await call('POST', '/kebrit/invoice_orders', admin, {
      delivery_orders: [rest.json().uuid],
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ totals: 105, no_of_quantity: 8 });
    const got = (await call('GET', `/kebrit/sale_orders/${so.uuid}`, admin)).json();
    expect(got.state).toBe('invoiced');
    expect(
      got.lines.map((l: { delivered: number; invoiced: number }) => [l.delivered, l.invoiced]),
    ).toEqual([
      [10, 10],
      [2, 2],
    ]);
    expect(got.invoices).toHaveLength(2);
    expect(await ledger(p.rice.ID)).toEqual([
      ['opening', 3],
      ['delivery', -2],
    ]);
  });

  it('refuses a short delivery under refuse and writes nothing', async () => {
    await negativeStock('refuse');
    const so = await confirmed([{ prod_id: p.rice.UUID, quantity: 5 }]);
    const before = await ledger(p.rice.ID);
    const res = await deliver({ sale_order_id: so.uuid });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('insufficient_stock');
    expect(await ledger(p.rice.ID)).toEqual(before);
    const count = await t.app.ctx.db
      .selectFrom('delivery_notes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    await negativeStock('warn');
    const warned = await deliver({ sale_order_id: so.uuid });
    expect(warned.statusCode, warned.body).toBe(201);
    expect(warned.json().stockWarning).toContain('أرز');
    await negativeStock('allow');
  });

  it('never over-delivers under 50 concurrent deliveries of the whole remainder', async () => {
    const so = await confirmed([{ prod_id: p.tea.UUID, quantity: 20 }]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        deliver({ sale_order_id: so.uuid, lines: [{ line: so.lines[0].uuid, quantity: 20 }] }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    const got = (await call('GET', `/kebrit/sale_orders/${so.uuid}`, admin)).json();
    expect(got.lines[0].delivered).toBe(20);
    expect(got.state).toBe('delivered');
  });

  it('stores a drawn signature and serves it; refuses what is not a PNG', async () => {
    const so = await confirmed([{ prod_id: p.tea.UUID, quantity: 1 }]);
    // A real 1×1 PNG, as the signature pad sends (its data URL).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const bad = await deliver({
      sale_order_id: so.uuid,
      signature: 'data:image/png;base64,aGVsbG8gd29ybGQ=',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('signature_invalid');
    const ok = await deliver({
      sale_order_id: so.uuid,
      signature: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().signed).toBe(true);
    const img = await call('GET', `/kebrit/delivery_orders/${ok.json().uuid}/signature.png`, admin);
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(png)).toBe(true);
    for (const url of [`sale_orders/${so.uuid}/pdf`, `delivery_orders/${ok.json().uuid}/pdf`]) {
      const pdf = await call('GET', `/kebrit/${url}`, admin);
      expect(pdf.statusCode, url).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (process.env.SALE_PDF_DIR)
        (await import('node:fs')).writeFileSync(
          `${process.env.SALE_PDF_DIR}/${url.split('/')[0]}.pdf`,
          pdf.rawPayload,
        );
    }
  });
});

describe('from a quotation (decision 0069)', () => {
  it('copies the quoted lines, prices and discount into a draft; a deleted quotation is refused', async () => {
    const quote = async () => {
      const res = await call('POST', '/kebrit/orders', admin, {
        Customer: { UUID: client },
        PaymentMeansCode: '10',
        DiscountPercent: 10,
        InvoiceLine: [
          { ID: p.tea.ID, InvoicedQuantity: 3, Price: 10 },
          { ID: p.rice.ID, InvoicedQuantity: 2 },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { ID: number; UUID: string; TaxInclusiveAmount: number };
    };
    const q = await quote();
    const res = await call('POST', `/kebrit/sale_orders/from_quotation/${q.UUID}`, admin);
    expect(res.statusCode, res.body).toBe(201);
    const so = res.json();
    expect(so.state).toBe('draft');
    expect(so.customer_id).toBe(client);
    // By hand: tea 3 × 10.00 (the negotiated price) and rice 2 × 23.00, each less 10 %:
    // 27.00 + 41.40 = 68.40, VAT-inclusive as quoted.
    const byProduct = Object.fromEntries(so.lines.map((l: { prod_id: string }) => [l.prod_id, l]));
    expect(byProduct[p.tea.UUID]).toMatchObject({ quantity: 3, unit_price: 10, discount: 10 });
    expect(byProduct[p.rice.UUID]).toMatchObject({ quantity: 2, unit_price: 23, discount: 10 });
    expect(so.total).toBe(68.4);
    expect(q.TaxInclusiveAmount).toBe(68.4);

    const deleted = await quote();
    const r = await call('DELETE', `/kebrit/orders/${deleted.ID}`, admin);
    expect(r.statusCode, r.body).toBeLessThan(300);
    const refused = await call('POST', `/kebrit/sale_orders/from_quotation/${deleted.UUID}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('quotation_not_convertible');
  });
});

describe('permissions (decision 0069)', () => {
  it('lets the trading sales role work; the cashier neither reads nor delivers', async () => {
    const sales = await t.userToken('sales');
    const casher = await t.userToken('casher');
    expect((await call('GET', '/kebrit/sale_orders', sales)).statusCode).toBe(200);
    expect((await call('GET', '/kebrit/sale_orders', casher)).statusCode).toBe(403);
    const so = await confirmed([{ prod_id: p.tea.UUID, quantity: 1 }]);
    expect((await deliver({ sale_order_id: so.uuid }, casher)).statusCode).toBe(403);
  });
});
