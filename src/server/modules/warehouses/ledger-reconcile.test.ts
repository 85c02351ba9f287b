// A demo month of mixed trading documents (decisions 0067–0070) reconciles: for every product and
// warehouse, the raw ledger summed here (not by the stock queries) equals GET stock?warehouse, the
// per-warehouse sums equal GET stock's total, and each document source of the ledger equals its
// own document tables (deliveries, receipts, transfers, counts, POS sales and returns).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { supplierBody } from '../../../domain/schemas/purchases';
import { recordDemoPurchase } from '../../demo/purchases-demo';
import { seedTradingDocuments } from '../../demo/trading-documents';
import { insertTestCategory, insertTestProduct, KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { getApi, sell } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { createSupplier } from '../suppliers/service';

let t: TestApp, admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { receiptImages: false } });
  admin = await t.adminToken();
});
afterAll(async () => t.close());

/** Adds `q` to the (product, warehouse) cell of a sum table. */
const add = (m: Map<string, number>, product: number, warehouse: number, q: number) => {
  const k = `${product}:${warehouse}`;
  m.set(k, (m.get(k) ?? 0) + Number(q));
};
const nonZero = (m: Map<string, number>) =>
  Object.fromEntries([...m].filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)));

it('a demo month of documents: ledger = GET stock per warehouse and in total = the documents', async () => {
  const { db } = t.app.ctx;
  const business = await db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', KEBRIT_ID)
    .executeTakeFirstOrThrow();
  const actor = { id: 1, uuid: '', username: 'admin', role: 'admin', tokenHash: '' };
  const category = await insertTestCategory(db, KEBRIT_ID);
  const ids: number[] = [];
  for (let i = 0; i < 14; i++)
    ids.push(
      await insertTestProduct(db, KEBRIT_ID, {
        name: `صنف ${i}`,
        price: 1000 + i * 250,
        categoryId: category,
        opening: 40,
      }),
    );
  const suppliers = [];
  for (const [name, vatid] of [
    ['شركة الاختبار للتوريد', '300998877100003'],
    ['مؤسسة التجربة', '310887766200003'],
  ])
    suppliers.push(
      await createSupplier(
        t.app.ctx,
        actor,
        business,
        supplierBody.parse({ name, vatid, address: 'الرياض' }),
      ),
    );

  const started = Date.now();
  expect(await seedTradingDocuments(t.app.ctx, actor, business, t.app.log)).toBeGreaterThan(0);
  expect(Date.now() - started).toBeLessThan(20_000);
  expect(await seedTradingDocuments(t.app.ctx, actor, business, t.app.log)).toBe(0); // once only

  // The rest of the month: POS sales, two returned in full, a purchase, a transfer back, a count.
  const sold: string[] = [];
  for (let i = 0; i < 12; i++)
    sold.push(
      (
        await sell(t, admin, 'kebrit', {
          PaymentMeansCode: i % 2 ? '10' : '48',
          InvoiceLine: [
            { ID: ids[i % 14]!, InvoicedQuantity: 1 + (i % 3) },
            { ID: ids[(i + 5) % 14]!, InvoicedQuantity: 2 },
          ],
        } as never)
      ).UUID,
    );
  for (const uuid of sold.slice(0, 2)) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/kebrit/invoices/${uuid}/creditnotes`,
      headers: bearer(admin),
      payload: { Reason: 'مرتجع' },
    });
    expect(res.statusCode).toBe(201);
  }
  await recordDemoPurchase(
    t.app.ctx,
    actor,
    business,
    suppliers[1]!,
    [{ name: 'صنف 3', quantity: 9, price: 700, total: 6300, productId: ids[3]! }],
    t.app.ctx.now() - 3_600_000,
  );
  const warehouses = (await getApi(t, admin, 'kebrit/ware_houses')).json() as Array<{
    UUID: string;
    name: string;
    isDefault: boolean;
  }>;
  expect(warehouses).toHaveLength(2);
  const main = warehouses.find((w) => w.isDefault)!;
  const jeddah = warehouses.find((w) => !w.isDefault)!;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/kebrit/${url}`, headers: bearer(admin), payload });
  const product = async (id: number) =>
    (await db.selectFrom('products').select('uuid').where('id', '=', id).executeTakeFirstOrThrow())
      .uuid;
  expect(
    (
      await post('stock_transfers', {
        from: jeddah.UUID,
        to: main.UUID,
        lines: [{ product: await product(ids[0]!), quantity: 2 }],
      })
    ).statusCode,
  ).toBe(201);
  const sheet = (await post('stock_counts', { warehouse: main.UUID })).json() as { UUID: string };
  await t.app.inject({
    method: 'PUT',
    url: `/api/v1/kebrit/stock_counts/${sheet.UUID}`,
    headers: bearer(admin),
    payload: { lines: [{ product: await product(ids[2]!), counted: 7, reason: 'جرد' }] },
  });
  expect(
    (await post(`stock_counts/${sheet.UUID}/post`, { reason: 'نهاية الشهر' })).statusCode,
  ).toBe(200);

  // The raw ledger, summed here row by row.
  const moves = await db
    .selectFrom('stock_moves')
    .selectAll()
    .where('business_id', '=', KEBRIT_ID)
    .execute();
  const ledger = new Map<string, number>();
  const bySource = new Map<string, Map<string, number>>();
  for (const m of moves) {
    add(ledger, m.product_id, m.warehouse_id, m.quantity);
    const s = m.source === 'credit_note' ? 'sale' : m.source;
    if (!bySource.has(s)) bySource.set(s, new Map());
    add(bySource.get(s)!, m.product_id, m.warehouse_id, m.quantity);
  }
  expect([...bySource.keys()].sort()).toEqual([
    'count',
    'delivery',
    'opening',
    'purchase',
    'receipt',
    'sale',
    'transfer',
  ]);

  // GET stock per warehouse and in total.
  const whId = new Map<string, number>();
  for (const w of await db
    .selectFrom('warehouses')
    .select(['id', 'uuid'])
    .where('business_id', '=', KEBRIT_ID)
    .execute())
    whId.set(w.uuid, Number(w.id));
  const api = new Map<string, number>();
  const total = new Map<number, number>();
  for (const w of warehouses) {
    const res = await getApi(t, admin, `kebrit/stock?warehouse=${w.UUID}`);
    expect(res.statusCode).toBe(200);
    for (const r of res.json() as Array<{ ID: number; remaining: number }>) {
      add(api, r.ID, whId.get(w.UUID)!, r.remaining);
      total.set(r.ID, (total.get(r.ID) ?? 0) + r.remaining);
    }
  }
  expect(nonZero(api)).toEqual(nonZero(ledger));
  const all = (await getApi(t, admin, 'kebrit/stock')).json() as Array<{
    ID: number;
    remaining: number;
  }>;
  expect(Object.fromEntries(all.map((r) => [r.ID, r.remaining]))).toEqual(
    Object.fromEntries(total),
  );

  // Each source equals its documents.
  const docs = (rows: Array<{ p: number; w: number; q: number }>) => {
    const m = new Map<string, number>();
    for (const r of rows) add(m, Number(r.p), Number(r.w), Number(r.q));
    return nonZero(m);
  };
  const delivered = await db
    .selectFrom('delivery_note_lines as l')
    .innerJoin('delivery_notes as n', 'n.id', 'l.note_id')
    .select(['l.product_id as p', 'n.warehouse_id as w', 'l.quantity as q'])
    .where('n.business_id', '=', KEBRIT_ID)
    .execute();
  expect(nonZero(bySource.get('delivery')!)).toEqual(
    docs(delivered.map((r) => ({ ...r, q: -r.q }))),
  );
  const received = await db
    .selectFrom('goods_receipt_lines as l')
    .innerJoin('goods_receipts as g', 'g.id', 'l.receipt_id')
    .select(['l.product_id as p', 'g.warehouse_id as w', 'l.quantity as q'])
    .where('g.business_id', '=', KEBRIT_ID)
    .execute();
  expect(nonZero(bySource.get('receipt')!)).toEqual(docs(received));
  const moved = await db
    .selectFrom('stock_transfer_lines as l')
    .innerJoin('stock_transfers as s', 's.id', 'l.transfer_id')
    .select([
      'l.product_id as p',
      's.from_warehouse_id as f',
      's.to_warehouse_id as w',
      'l.quantity as q',
    ])
    .where('s.business_id', '=', KEBRIT_ID)
    .execute();
  expect(nonZero(bySource.get('transfer')!)).toEqual(
    docs(moved.flatMap((r) => [r, { p: r.p, w: r.f, q: -r.q }])),
  );
  const counted = await db
    .selectFrom('stock_count_lines as l')
    .innerJoin('stock_counts as c', 'c.id', 'l.count_id')
    .select(['l.product_id as p', 'c.warehouse_id as w', 'l.posted_difference as q'])
    .where('c.business_id', '=', KEBRIT_ID)
    .where('l.posted_difference', 'is not', null)
    .execute();
  expect(nonZero(bySource.get('count')!)).toEqual(docs(counted.map((r) => ({ ...r, q: r.q! }))));
  expect(counted.some((r) => r.q !== 0)).toBe(true);
  // POS sales and returns: −Σ their lines (a note's quantity is stored negative), in the default
  // warehouse; invoices made from delivery notes move nothing (the deliveries did).
  const billed = db
    .selectFrom('delivery_invoice_lines')
    .select('invoice_id')
    .where('business_id', '=', KEBRIT_ID);
  const sales = await db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .select(['l.product_id as p', 'l.quantity as q'])
    .where('i.business_id', '=', KEBRIT_ID)
    .where('l.product_id', 'is not', null)
    .where('i.id', 'not in', billed)
    .execute();
  expect(nonZero(bySource.get('sale')!)).toEqual(
    docs(sales.map((r) => ({ p: r.p!, w: whId.get(main.UUID)!, q: -r.q }))),
  );
});
