// Stock: remaining = opening + received − sold, computed in SQL, per product and
// per category, against hand-computed fixtures; thresholds; roles; product_in_use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { KEBRIT_ID } from '../../testing/catalogue-fixtures';
import { createCategory, createProduct, uploadedImageName } from '../../testing/products';
import { createPurchase, createSupplier, saveItems } from '../../testing/purchases';
import { sell } from '../../testing/sales';
import { createTestApp, type TestApp } from '../../testing/test-app';
import * as repo from './repository';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;
const p: Record<'hammer' | 'saw' | 'glue' | 'tape', { UUID: string; ID: number }> = {} as never;
let tools: string;
let supplies: string;

const DATE = Date.UTC(2025, 4, 10, 9) / 1000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  tokens = await roleTokens(t);
  call = apiCaller(t);
  const img = await uploadedImageName(t, admin, 'kebrit');
  tools = await createCategory(t, admin, 'kebrit', 'عدد يدوية');
  supplies = await createCategory(t, admin, 'kebrit', 'مواد لاصقة');
  p.hammer = await createProduct(t, admin, 'kebrit', tools, img, { name: 'مطرقة', quantity: 10 });
  p.saw = await createProduct(t, admin, 'kebrit', tools, img, { name: 'منشار', quantity: 0 });
  p.glue = await createProduct(t, admin, 'kebrit', supplies, img, { name: 'غراء', quantity: 5 });
  p.tape = await createProduct(t, admin, 'kebrit', supplies, img, { name: 'شريط', quantity: 1 });
  const s = await createSupplier(t, admin, 'kebrit');
  const first = await createPurchase(t, admin, 'kebrit', {
    supplier: s.UUID,
    total: 100,
    date: DATE,
  });
  await saveItems(t, admin, 'kebrit', {
    invUUID: first.UUID,
    items: [
      { ItemName: 'مطرقة', Price: 10, InvoicedQuantity: 6, ProductID: p.hammer.ID },
      { ItemName: 'منشار', Price: 10, InvoicedQuantity: 3, ProductID: p.saw.ID },
    ],
  });
  const second = await createPurchase(t, admin, 'kebrit', {
    supplier: s.UUID,
    total: 100,
    date: DATE,
  });
  await saveItems(t, admin, 'kebrit', {
    invUUID: second.UUID,
    items: [
      { ItemName: 'مطرقة', Price: 10, InvoicedQuantity: 4, ProductID: p.hammer.ID },
      { ItemName: 'أكياس (غير مرتبطة بصنف)', Price: 1, InvoicedQuantity: 100 },
      { ItemName: 'شريط', Price: 2, InvoicedQuantity: 2, ProductID: p.tape.ID },
    ],
  });
  await sell(t, admin, 'kebrit', {
    PaymentMeansCode: '10',
    InvoiceLine: [
      { ID: p.hammer.ID, InvoicedQuantity: 5 },
      { ID: p.saw.ID, InvoicedQuantity: 4 },
    ],
  });
  await sell(t, admin, 'kebrit', {
    PaymentMeansCode: '10',
    InvoiceLine: [
      { ID: p.hammer.ID, InvoicedQuantity: 2 },
      { ID: p.glue.ID, InvoicedQuantity: 5 },
    ],
  });
  // mengusha buys and sells too: none of it may count in kebrit.
  const mImg = await uploadedImageName(t, admin, 'mengusha');
  const mCat = await createCategory(t, admin, 'mengusha', 'عدد يدوية');
  const mProduct = await createProduct(t, admin, 'mengusha', mCat, mImg, {
    name: 'مطرقة',
    quantity: 50,
  });
  const ms = await createSupplier(t, admin, 'mengusha');
  const mp = await createPurchase(t, admin, 'mengusha', {
    supplier: ms.UUID,
    total: 1,
    date: DATE,
  });
  await saveItems(t, admin, 'mengusha', {
    invUUID: mp.UUID,
    items: [{ ItemName: 'مطرقة', Price: 1, InvoicedQuantity: 9, ProductID: mProduct.ID }],
  });
  await sell(t, admin, 'mengusha', {
    PaymentMeansCode: '10',
    InvoiceLine: [{ ID: mProduct.ID, InvoicedQuantity: 3 }],
  });
  await call('PUT', `/kebrit/stock/${p.saw.UUID}`, admin, { lowStockThreshold: 2 });
});
afterAll(async () => t.close());

/**
 * Hand-computed: hammer 10 + (6 + 4) − (5 + 2) = 13; saw 0 + 3 − 4 = −1 (threshold 2: low);
 * glue 5 + 0 − 5 = 0 (threshold 0: low); tape 1 + 2 − 0 = 3.
 */
const EXPECTED = {
  hammer: { opening: 10, received: 10, sold: 7, remaining: 13, lowStockThreshold: 0, low: false },
  saw: { opening: 0, received: 3, sold: 4, remaining: -1, lowStockThreshold: 2, low: true },
  glue: { opening: 5, received: 0, sold: 5, remaining: 0, lowStockThreshold: 0, low: true },
  tape: { opening: 1, received: 2, sold: 0, remaining: 3, lowStockThreshold: 0, low: false },
};

describe('stock in SQL (repository)', () => {
  it('productStock gives opening, received, sold and remaining per product', async () => {
    const rows = await repo.productStock(t.app.ctx.db, KEBRIT_ID);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [k, e] of Object.entries(EXPECTED)) {
      const r = byId.get(p[k as keyof typeof p].ID)!;
      expect({
        k,
        opening: r.opening,
        received: r.received,
        sold: r.sold,
        remaining: r.remaining,
      }).toEqual({
        k,
        opening: e.opening,
        received: e.received,
        sold: e.sold,
        remaining: e.remaining,
      });
    }
  });

  it('categoryStock sums per category in SQL', async () => {
    const rows = await repo.categoryStock(t.app.ctx.db, KEBRIT_ID);
    const tool = rows.find((r) => r.category_uuid === tools);
    const supply = rows.find((r) => r.category_uuid === supplies);
    // tools: hammer + saw; supplies: glue + tape.
    expect(tool).toMatchObject({
      products: 2,
      opening: 10,
      received: 13,
      sold: 11,
      remaining: 12,
      low_count: 1,
    });
    expect(supply).toMatchObject({
      products: 2,
      opening: 6,
      received: 2,
      sold: 5,
      remaining: 3,
      low_count: 1,
    });
  });
});

describe('GET stock, GET stock/categories, PUT stock/{UUID}', () => {
  it('GET stock answers every product with its figures and the low flag; ?category limits it', async () => {
    const res = await call('GET', '/kebrit/stock', tokens.manager);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ UUID: string; category: string; url: string }>;
    for (const [k, e] of Object.entries(EXPECTED))
      expect(rows.find((r) => r.UUID === p[k as keyof typeof p].UUID)).toMatchObject(e);
    expect(rows.find((r) => r.UUID === p.saw.UUID)).toMatchObject({
      category: 'عدد يدوية',
      categoryid: tools,
      url: expect.stringMatching(/^\/static\/images\/products\/.+\.webp$/),
    });
    const one = (await call('GET', `/kebrit/stock?category=${supplies}`, admin)).json();
    expect(one.map((r: { UUID: string }) => r.UUID).sort()).toEqual(
      [p.glue.UUID, p.tape.UUID].sort(),
    );
  });

  it('GET stock/categories', async () => {
    const rows = (await call('GET', '/kebrit/stock/categories', admin)).json();
    expect(rows.find((r: { UUID: string }) => r.UUID === tools)).toEqual({
      UUID: tools,
      name: 'عدد يدوية',
      products: 2,
      opening: 10,
      received: 13,
      sold: 11,
      remaining: 12,
      lowCount: 1,
    });
  });

  it('deleting a purchase takes its received quantities out of stock', async () => {
    const s = await createSupplier(t, admin, 'kebrit');
    const extra = await createPurchase(t, admin, 'kebrit', {
      supplier: s.UUID,
      total: 1,
      date: DATE,
    });
    await saveItems(t, admin, 'kebrit', {
      invUUID: extra.UUID,
      items: [{ ItemName: 'غراء', Price: 1, InvoicedQuantity: 7, ProductID: p.glue.ID }],
    });
    const glue = async () =>
      (await call('GET', '/kebrit/stock', admin))
        .json()
        .find((r: { UUID: string }) => r.UUID === p.glue.UUID);
    expect(await glue()).toMatchObject({ received: 7, remaining: 7, low: false });
    await call('DELETE', `/kebrit/purchases/${extra.UUID}`, admin);
    expect(await glue()).toMatchObject({ received: 0, remaining: 0, low: true });
  });

  it('PUT stock/{UUID}: 400 for a negative threshold, 404 for a product of mengusha, 403 for sales', async () => {
    const bad = await call('PUT', `/kebrit/stock/${p.tape.UUID}`, admin, { lowStockThreshold: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ lowStockThreshold: 'حد التنبيه عدد صحيح من 0' });
    const mengushaProduct = (await call('GET', '/mengusha/stock', admin)).json()[0].UUID;
    expect(
      (await call('PUT', `/kebrit/stock/${mengushaProduct}`, admin, { lowStockThreshold: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/kebrit/stock/${p.tape.UUID}`, tokens.sales, { lowStockThreshold: 1 }))
        .statusCode,
    ).toBe(403);
    const ok = await call('PUT', `/kebrit/stock/${p.tape.UUID}`, tokens.manager, {
      lowStockThreshold: 3,
    });
    expect(ok.json()).toEqual({ message: 'حُفظ حد التنبيه' });
    const tape = (await call('GET', '/kebrit/stock', admin))
      .json()
      .find((r: { UUID: string }) => r.UUID === p.tape.UUID);
    expect(tape).toMatchObject({ remaining: 3, lowStockThreshold: 3, low: true });
  });

  it('roles: trading sales read stock in kebrit; the restaurant casher and a user may not', async () => {
    expect((await call('GET', '/kebrit/stock', tokens.sales)).statusCode).toBe(200);
    expect((await call('GET', '/mengusha/stock', tokens.casher)).statusCode).toBe(403);
    expect((await call('GET', '/kebrit/stock', tokens.user)).statusCode).toBe(403);
    expect((await call('GET', '/kebrit/stock', null)).statusCode).toBe(401);
  });
});

describe('product_in_use counts purchase items', () => {
  it('409 deleting a product that only a purchase item names', async () => {
    const img = await uploadedImageName(t, admin, 'kebrit');
    const lone = await createProduct(t, admin, 'kebrit', tools, img, { name: 'مسطرة' });
    const s = await createSupplier(t, admin, 'kebrit');
    const pur = await createPurchase(t, admin, 'kebrit', {
      supplier: s.UUID,
      total: 1,
      date: DATE,
    });
    await saveItems(t, admin, 'kebrit', {
      invUUID: pur.UUID,
      items: [{ ItemName: 'مسطرة', Price: 1, InvoicedQuantity: 1, ProductID: lone.ID }],
    });
    const del = await call('DELETE', `/kebrit/products/${lone.UUID}`, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.code).toBe('product_in_use');
    await call('DELETE', `/kebrit/purchases/${pur.UUID}`, admin);
    expect((await call('DELETE', `/kebrit/products/${lone.UUID}`, admin)).statusCode).toBe(200);
  });
});
