// The purchases tools (docs/screens/0038-purchases-tools-screens.md): GET purchases/items (every
// item of the
// business, paged, filtered, with sums) and GET purchases/products (per product what purchases
// brought in), roles and business isolation, on a real database (SQLite or PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { createCategory, createProduct, uploadedImageName } from '../../testing/products';
import { createPurchase, createSupplier, saveItems } from '../../testing/purchases';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;
let hammer: { UUID: string; ID: number };
let drill: { UUID: string; ID: number };
let marai: string;
let tamimi: string;
const purchases: string[] = [];

/** 2025-05-01 and 2025-06-10, 12:00 Riyadh (09:00 UTC), Unix seconds. */
const MAY_FIRST = Date.UTC(2025, 4, 1, 9) / 1000;
const JUNE_TENTH = Date.UTC(2025, 5, 10, 9) / 1000;

/*
 * By hand, kebrit:
 *   May 1, المراعي: مطرقة 27.50 × 3 = 82.50 (hammer), مسامير 0.25 × 200 = 50.00 (no product)
 *   June 10, التميمي: مطرقة 25.00 × 4 = 100.00 (hammer), مثقاب 199.99 × 1 = 199.99 (drill)
 * Hammer: 2 purchases, 7 pieces, 182.50 SAR, average 182.50 / 7 = 26.0714… → 26.07, last June 10.
 * Drill: 1 purchase, 1 piece, 199.99 SAR. Unlinked: 1 item, 200 pieces, 50.00 SAR.
 * Mengusha has one item of its own that kebrit must never see.
 */
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  tokens = await roleTokens(t);
  call = apiCaller(t);
  marai = (await createSupplier(t, admin, 'kebrit')).UUID;
  tamimi = (await createSupplier(t, admin, 'kebrit', { name: 'أسواق التميمي', vatid: '' })).UUID;
  const cat = await createCategory(t, admin, 'kebrit', 'عدد يدوية');
  const img = await uploadedImageName(t, admin, 'kebrit');
  hammer = await createProduct(t, admin, 'kebrit', cat, img, { name: 'مطرقة حديد' });
  drill = await createProduct(t, admin, 'kebrit', cat, img, { name: 'مثقاب كهربائي' });
  const may = await createPurchase(t, admin, 'kebrit', {
    supplier: marai,
    total: 132.5,
    date: MAY_FIRST,
  });
  await saveItems(t, admin, 'kebrit', {
    invUUID: may.UUID,
    items: [
      { ItemName: 'مطرقة', Price: 27.5, InvoicedQuantity: 3, ProductID: hammer.ID },
      { ItemName: 'مسامير 50%', Price: 0.25, InvoicedQuantity: 200 },
    ],
  });
  const june = await createPurchase(t, admin, 'kebrit', {
    supplier: tamimi,
    total: 299.99,
    date: JUNE_TENTH,
  });
  await saveItems(t, admin, 'kebrit', {
    invUUID: june.UUID,
    items: [
      { ItemName: 'مطرقة', Price: 25, InvoicedQuantity: 4, ProductID: hammer.ID },
      { ItemName: 'مثقاب', Price: 199.99, InvoicedQuantity: 1, ProductID: drill.ID },
    ],
  });
  purchases.push(may.UUID, june.UUID);
  const mSupplier = (await createSupplier(t, admin, 'mengusha', { name: 'مطاحن الأولى' })).UUID;
  const m = await createPurchase(t, admin, 'mengusha', {
    supplier: mSupplier,
    total: 10,
    date: MAY_FIRST,
  });
  await saveItems(t, admin, 'mengusha', {
    invUUID: m.UUID,
    items: [{ ItemName: 'طحين مطرقة', Price: 10, InvoicedQuantity: 1 }],
  });
});
afterAll(async () => t.close());

describe('GET purchases/items', () => {
  it('every item of the business, newest purchase first, with its purchase, supplier and product', async () => {
    const res = await call('GET', '/kebrit/purchases/items', tokens.manager);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 50, count: 4, quantity: 208, total: 432.49 });
    expect(body.items.map((i: { ItemName: string }) => i.ItemName)).toEqual([
      'مطرقة',
      'مثقاب',
      'مطرقة',
      'مسامير 50%',
    ]);
    expect(body.items[0]).toEqual({
      purchaseID: expect.any(Number),
      purchaseUUID: purchases[1],
      date: JUNE_TENTH,
      supplier: 'أسواق التميمي',
      supplierUUID: tamimi,
      lineNo: 1,
      ItemName: 'مطرقة',
      Price: 25,
      InvoicedQuantity: 4,
      RoundingAmount: 100,
      ProductUUID: hammer.UUID,
      productName: 'مطرقة حديد',
    });
    expect(body.items[3]).toMatchObject({ ProductUUID: null, productName: null, Price: 0.25 });
  });

  it('pages: count and sums cover every match, the page only its rows', async () => {
    const p2 = (await call('GET', '/kebrit/purchases/items?page=2&pageSize=3', admin)).json();
    expect(p2).toMatchObject({ page: 2, pageSize: 3, count: 4, quantity: 208, total: 432.49 });
    expect(p2.items.map((i: { ItemName: string }) => i.ItemName)).toEqual(['مسامير 50%']);
  });

  it('filters by text (item, product or supplier name, % taken literally), supplier and product', async () => {
    const names = async (qs: string) => {
      const r = (await call('GET', `/kebrit/purchases/items?${qs}`, admin)).json();
      return {
        count: r.count,
        total: r.total,
        names: r.items.map((i: { ItemName: string }) => i.ItemName),
      };
    };
    expect(await names(`q=${encodeURIComponent('كهربائي')}`)).toEqual({
      count: 1,
      total: 199.99,
      names: ['مثقاب'],
    });
    expect(await names(`q=${encodeURIComponent('التميمي')}`)).toMatchObject({ count: 2 });
    expect(await names(`q=${encodeURIComponent('50%')}`)).toMatchObject({ names: ['مسامير 50%'] });
    expect(await names(`q=${encodeURIComponent('0%')}`)).toMatchObject({ count: 1 });
    expect(await names(`q=${encodeURIComponent('%')}`)).toMatchObject({ count: 1 });
    expect(await names(`supplier=${marai}`)).toEqual({
      count: 2,
      total: 132.5,
      names: ['مطرقة', 'مسامير 50%'],
    });
    expect(await names(`product=${hammer.UUID}`)).toEqual({
      count: 2,
      total: 182.5,
      names: ['مطرقة', 'مطرقة'],
    });
    expect(await names(`q=${encodeURIComponent('لا يوجد')}`)).toEqual({
      count: 0,
      total: 0,
      names: [],
    });
  });

  it("never shows another business's items, even when asked by its supplier's UUID", async () => {
    const m = (await call('GET', '/mengusha/purchases/items', admin)).json();
    expect(m.items.map((i: { ItemName: string }) => i.ItemName)).toEqual(['طحين مطرقة']);
    const cross = (await call('GET', `/mengusha/purchases/items?supplier=${marai}`, admin)).json();
    expect(cross).toMatchObject({ count: 0, items: [] });
  });

  it('400 with an Arabic message for a bad page, size or UUID', async () => {
    for (const qs of ['page=0', 'pageSize=201', 'pageSize=abc', 'supplier=nope']) {
      const res = await call('GET', `/kebrit/purchases/items?${qs}`, admin);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error.message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('GET purchases/products', () => {
  it('per product: purchases, received, cost, average price, last date; the unlinked items apart', async () => {
    const res = await call('GET', '/kebrit/purchases/products', tokens.manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      products: [
        {
          UUID: drill.UUID,
          name: 'مثقاب كهربائي',
          category: 'عدد يدوية',
          purchases: 1,
          received: 1,
          cost: 199.99,
          averagePrice: 199.99,
          lastDate: JUNE_TENTH,
        },
        {
          UUID: hammer.UUID,
          name: 'مطرقة حديد',
          category: 'عدد يدوية',
          purchases: 2,
          received: 7,
          cost: 182.5,
          averagePrice: 26.07,
          lastDate: JUNE_TENTH,
        },
      ],
      unlinked: { items: 1, quantity: 200, cost: 50 },
    });
    const m = (await call('GET', '/mengusha/purchases/products', admin)).json();
    expect(m).toEqual({ products: [], unlinked: { items: 1, quantity: 1, cost: 10 } });
  });
});

describe('GET purchases/sendfile/{name}/link', () => {
  it('opens the PDF without the bearer header, sandboxed; only that file, only with the link', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
        '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
        'trailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    const p = await createPurchase(
      t,
      admin,
      'kebrit',
      { supplier: marai, total: 5, date: MAY_FIRST },
      { bytes: pdf, filename: 'r.pdf', type: 'application/pdf' },
    );
    const name = p.purchase.image_path!;
    const link = await call('GET', `/kebrit/purchases/sendfile/${name}/link`, tokens.manager);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json();
    expect(url).toMatch(new RegExp(`^/api/v1/kebrit/purchases/sendfile/${name}\\?sig=`));
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const opened = await t.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    // The same signature for another receipt of the business: 403; no signature: 401.
    const other = await createPurchase(
      t,
      admin,
      'kebrit',
      { supplier: marai, total: 5, date: MAY_FIRST },
      { bytes: pdf, filename: 'r.pdf', type: 'application/pdf' },
    );
    const sig = url.split('?')[1];
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/kebrit/purchases/sendfile/${other.purchase.image_path}?${sig}`,
    });
    expect(wrong.statusCode).toBe(403);
    const bare = await t.app.inject({ method: 'GET', url: url.split('?')[0] });
    expect(bare.statusCode).toBe(401);
    // Under mengusha the kebrit file is unknown: 404; a seller may not ask: 403.
    expect((await call('GET', `/mengusha/purchases/sendfile/${name}/link`, admin)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/kebrit/purchases/sendfile/${name}/link`, tokens.casher)).statusCode,
    ).toBe(403);
  });
});

describe('roles', () => {
  it('403 for casher, sales and user; 401 without a token', async () => {
    for (const url of ['/kebrit/purchases/items', '/kebrit/purchases/products']) {
      for (const role of ['casher', 'sales', 'user'] as const)
        expect((await call('GET', url, tokens[role])).statusCode, `${role} ${url}`).toBe(403);
      expect((await call('GET', url, null)).statusCode).toBe(401);
    }
  });
});
