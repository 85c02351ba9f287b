// Warehouses and the stock ledger (decision 0067): the ledger written from history equals the
// former formula and GET stock; counts, transfers, negative stock under each setting; and after a
// mix of documents on-hand = Σ ledger = GET stock, per warehouse and in total.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLedgerFromHistory } from '../../db/migrations/033-warehouses-stock-ledger';
import { apiCaller, type ApiCaller } from '../../testing/api-caller';
import { newBusinessBody, postBusiness } from '../../testing/businesses';
import { createCategory, createProduct, uploadedImageName } from '../../testing/products';
import { createPurchase, createSupplier, saveItems } from '../../testing/purchases';
import { postSale, sell } from '../../testing/sales';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let call: ApiCaller;
let category: string;
const p = {} as Record<'bolt' | 'nut' | 'pipe', { UUID: string; ID: number }>;
const DATE = Date.UTC(2025, 4, 10, 9) / 1000;

type StockRow = {
  UUID: string;
  opening: number;
  received: number;
  sold: number;
  remaining: number;
};
const stock = async (query = ''): Promise<Map<string, StockRow>> => {
  const res = await call('GET', `/kebrit/stock${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json() as StockRow[]).map((r) => [r.UUID, r]));
};
const remaining = async (key: keyof typeof p, query = '') =>
  (await stock(query)).get(p[key].UUID)!.remaining;

/** The former stock formula of decision 0029, computed straight from the documents. */
async function formerFormula(): Promise<Map<number, number>> {
  const rows = await sql<{ id: number; r: number }>`
    SELECT p.id, p.quantity
      + COALESCE((SELECT sum(pi.quantity) FROM purchase_items pi WHERE pi.product_id = p.id), 0)
      - COALESCE((SELECT sum(il.quantity) FROM invoice_lines il WHERE il.product_id = p.id), 0) AS r
    FROM products p WHERE p.business_id = 4`.execute(t.app.ctx.db);
  return new Map(rows.rows.map((r) => [Number(r.id), Number(r.r)]));
}

/** Σ ledger per product of kebrit. */
async function ledgerSums(): Promise<Map<number, number>> {
  const rows = await t.app.ctx.db
    .selectFrom('stock_moves')
    .select((eb) => ['product_id', eb.fn.sum<number>('quantity').as('q')])
    .where('business_id', '=', 4)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.q)]));
}

const setNegativeStock = async (mode: string) => {
  const b = (await call('GET', '/businesses/kebrit', admin)).json();
  const { nameAr, nameEn, vatNumber, crNumber, address } = b;
  const res = await call('PUT', '/businesses/kebrit', admin, {
    ...{ nameAr, nameEn, vatNumber, crNumber, address },
    negativeStock: mode,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().business.negativeStock).toBe(mode);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  call = apiCaller(t);
  const img = await uploadedImageName(t, admin, 'kebrit');
  category = await createCategory(t, admin, 'kebrit', 'عدد الربط');
  p.bolt = await createProduct(t, admin, 'kebrit', category, img, { name: 'مسمار', quantity: 20 });
  p.nut = await createProduct(t, admin, 'kebrit', category, img, { name: 'صامولة', quantity: 5 });
  p.pipe = await createProduct(t, admin, 'kebrit', category, img, { name: 'أنبوب', quantity: 0 });
  // An opening edit, a purchase saved twice (the second replaces the first), sales, a return.
  await call('PUT', `/kebrit/products/${p.nut.UUID}`, admin, {
    ...(await call('GET', `/kebrit/products/${p.nut.UUID}`, admin)).json(),
    quantity: 8,
  });
  const s = await createSupplier(t, admin, 'kebrit');
  const pur = await createPurchase(t, admin, 'kebrit', { supplier: s.UUID, total: 50, date: DATE });
  const item = (ProductID: number, InvoicedQuantity: number) => ({
    ItemName: 'بند',
    Price: 2,
    InvoicedQuantity,
    ProductID,
  });
  await saveItems(t, admin, 'kebrit', { invUUID: pur.UUID, items: [item(p.bolt.ID, 99)] });
  await saveItems(t, admin, 'kebrit', {
    invUUID: pur.UUID,
    items: [item(p.bolt.ID, 10), item(p.pipe.ID, 4)],
  });
  const sale = await sell(t, admin, 'kebrit', {
    PaymentMeansCode: '10',
    InvoiceLine: [
      { ID: p.bolt.ID, InvoicedQuantity: 6 },
      { ID: p.pipe.ID, InvoicedQuantity: 5 },
    ],
  });
  const note = await call('POST', `/kebrit/invoices/${sale.UUID}/creditnotes`, admin, {
    Reason: 'مرتجع',
    InvoiceLine: [{ ID: 1, InvoicedQuantity: 2 }],
  });
  expect(note.statusCode, note.body).toBe(201);
});
afterAll(async () => t.close());

describe('the stock ledger', () => {
  it('written from history (migration 033) = the former formula = GET stock', async () => {
    const before = await stock();
    // bolt 20 + 10 − 6 + 2 = 26; nut 8; pipe 0 + 4 − 5 = −1 (sold beyond stock: allowed here).
    expect(before.get(p.bolt.UUID)).toMatchObject({
      opening: 20,
      received: 10,
      sold: 4,
      remaining: 26,
    });
    expect(before.get(p.nut.UUID)).toMatchObject({ opening: 8, remaining: 8 });
    expect(before.get(p.pipe.UUID)!.remaining).toBe(-1);
    const former = await formerFormula();
    expect(await ledgerSums()).toEqual(new Map([...former].filter(([, q]) => q !== 0)));
    // The migration's own backfill, run again on an emptied ledger, answers the same figures.
    await t.app.ctx.db.deleteFrom('stock_moves').execute();
    await writeLedgerFromHistory(t.app.ctx.db as never);
    expect(await stock()).toEqual(before);
    for (const [id, q] of former) expect((await ledgerSums()).get(id) ?? 0).toBe(q);
  });

  it('warehouses: add, the last and a stocked one cannot be deleted', async () => {
    const list = (await call('GET', '/kebrit/ware_houses', admin)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'المستودع الرئيسي', isDefault: true });
    const last = await call('DELETE', `/kebrit/ware_houses/${list[0].UUID}`, admin);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('warehouse_last');
    const made = await call('POST', '/kebrit/ware_houses', admin, {
      name: 'مستودع جدة',
      address: 'جدة',
      locations: [{ zone: 'أ', aisle: '1', bay: '2', bin: '3' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ isDefault: false, onHand: 0, locations: [{ bin: '3' }] });
    const twin = await call('POST', '/kebrit/ware_houses', admin, { name: 'مستودع جدة' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.fields.name).toMatch(/مستودع بهذا الاسم/);
    const stocked = await call('DELETE', `/kebrit/ware_houses/${list[0].UUID}`, admin);
    expect(stocked.json().error.code).toBe('warehouse_has_stock');
    // A new trading business starts with its main warehouse and refuses negative stock.
    const shop = await postBusiness(
      t,
      bearer(admin),
      newBusinessBody('shop-h6', { kind: 'trading' }),
    );
    expect(shop.json()).toMatchObject({ negativeStock: 'refuse' });
    const its = (await call('GET', '/shop-h6/ware_houses', admin)).json();
    expect(its).toMatchObject([{ name: 'المستودع الرئيسي', isDefault: true, onHand: 0 }]);
  });

  it('a transfer: two rows, refused for the same warehouse, ≤ 0, or beyond stock when refusing', async () => {
    const [main, jeddah] = (await call('GET', '/kebrit/ware_houses', admin)).json();
    const send = (from: string, to: string, quantity: number, product = p.bolt.UUID) =>
      call('POST', '/kebrit/stock_transfers', admin, {
        from,
        to,
        lines: [{ product, quantity }],
      });
    const same = await send(main.UUID, main.UUID, 1);
    expect([same.statusCode, same.json().error.code]).toEqual([422, 'transfer_same_warehouse']);
    expect((await send(main.UUID, jeddah.UUID, 0)).statusCode).toBe(400);
    const ok = await send(main.UUID, jeddah.UUID, 7);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await remaining('bolt', `?warehouse=${main.UUID}`)).toBe(19);
    expect(await remaining('bolt', `?warehouse=${jeddah.UUID}`)).toBe(7);
    expect(await remaining('bolt')).toBe(26);
    await setNegativeStock('refuse');
    const beyond = await send(jeddah.UUID, main.UUID, 8);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error.message).toContain('مسمار');
    expect(await remaining('bolt', `?warehouse=${jeddah.UUID}`)).toBe(7);
    await setNegativeStock('allow');
  });

  it('a count: snapshot, counted, posted → one count row per difference; then read-only', async () => {
    const [main] = (await call('GET', '/kebrit/ware_houses', admin)).json();
    const made = await call('POST', '/kebrit/stock_counts', admin, {
      warehouse: main.UUID,
      category,
    });
    expect(made.statusCode, made.body).toBe(201);
    const sheet = made.json();
    const line = (uuid: string) => sheet.lines.find((l: { product: string }) => l.product === uuid);
    expect(line(p.bolt.UUID).expected).toBe(19);
    const entered = await call('PUT', `/kebrit/stock_counts/${sheet.UUID}`, admin, {
      lines: [
        { product: p.bolt.UUID, counted: 17, reason: 'تالف' },
        { product: p.nut.UUID, counted: 8 },
      ],
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const posted = await call('POST', `/kebrit/stock_counts/${sheet.UUID}/post`, admin, {
      reason: 'جرد نهاية الشهر',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().status).toBe('posted');
    const rows = await t.app.ctx.db
      .selectFrom('stock_moves')
      .select(['product_id', 'quantity', 'note'])
      .where('source', '=', 'count')
      .execute();
    expect(rows).toEqual([{ product_id: p.bolt.ID, quantity: -2, note: 'تالف' }]);
    expect(await remaining('bolt', `?warehouse=${main.UUID}`)).toBe(17);
    const again = await call('PUT', `/kebrit/stock_counts/${sheet.UUID}`, admin, {
      lines: [{ product: p.bolt.UUID, counted: 1 }],
    });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'count_posted']);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'stock_count.post')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('negative stock: allow sells, warn answers a warning, refuse is 409 naming the product', async () => {
    const sale = (quantity: number) =>
      postSale(t, admin, 'kebrit', {
        PaymentMeansCode: '10',
        InvoiceLine: [{ ID: p.nut.ID, InvoicedQuantity: quantity }],
      });
    const allowed = await sale(9);
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().stockWarning).toBeUndefined();
    await setNegativeStock('warn');
    const warned = await sale(1);
    expect(warned.statusCode).toBe(201);
    expect(warned.json().stockWarning).toContain('صامولة');
    await setNegativeStock('refuse');
    const refused = await sale(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'insufficient_stock' });
    expect(refused.json().error.message).toContain('صامولة');
    // No number was spent: the next sale (on hand) follows the warned one.
    const next = await sell(t, admin, 'kebrit', {
      PaymentMeansCode: '10',
      InvoiceLine: [{ ID: p.bolt.ID, InvoicedQuantity: 1 }],
    });
    expect(next.invoid).toBe(warned.json().invoid + 1);
    expect(await remaining('nut')).toBe(-2);
  });

  it('after the mix: on hand = Σ ledger = GET stock, and the warehouses add up', async () => {
    const total = await stock();
    const ledger = await ledgerSums();
    for (const key of ['bolt', 'nut', 'pipe'] as const)
      expect(total.get(p[key].UUID)!.remaining).toBe(ledger.get(p[key].ID) ?? 0);
    const houses = (await call('GET', '/kebrit/ware_houses', admin)).json();
    const per = await Promise.all(
      houses.map((h: { UUID: string }) => stock(`?warehouse=${h.UUID}`)),
    );
    for (const key of ['bolt', 'nut', 'pipe'] as const)
      expect(per.reduce((s, m) => s + m.get(p[key].UUID)!.remaining, 0)).toBe(
        total.get(p[key].UUID)!.remaining,
      );
    expect(total.get(p.bolt.UUID)!.remaining).toBe(26 - 2 - 1);
  });
});
