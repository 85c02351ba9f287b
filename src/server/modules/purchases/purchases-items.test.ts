// Purchases: items linked to products, the period list, delete, roles and business isolation
// (the world: testing/purchases-world.ts).
import { describe, expect, it } from 'vitest';
import { solidImage } from '../../testing/images';
import { createPurchase, createSupplier, saveItems } from '../../testing/purchases';
import {
  t,
  admin,
  tokens,
  call,
  kSupplier,
  mSupplier,
  kProducts,
  mProduct,
  MAY_FIRST,
  filesIn,
  usePurchasesWorld,
} from '../../testing/purchases-world';
import { bearer } from '../../testing/test-app';

usePurchasesWorld();

describe('purchase items and linked products', () => {
  it('POST purchases/items saves the lines (RoundingAmount = Price × quantity); GET lists them; the list summarises', async () => {
    const p = await createPurchase(t, admin, 'kebrit', {
      date: MAY_FIRST,
      supplier: kSupplier,
      total: 157.5,
    });
    const res = await call('POST', '/kebrit/purchases/items', tokens.manager, {
      invUUID: p.UUID,
      invdate: MAY_FIRST + 3600,
      items: [
        {
          ItemName: 'مفك براغي',
          Price: 12.5,
          InvoicedQuantity: 6,
          RoundingAmount: 75,
          ProductID: kProducts[0]!.ID,
        },
        { ItemName: 'مطرقة', Price: 27.5, InvoicedQuantity: 3, ProductID: kProducts[1]!.ID },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'حُفظت أصناف فاتورة الشراء' });
    const items = await call('GET', `/kebrit/purchases/items/${p.UUID}`, admin);
    expect(items.json()).toEqual([
      {
        ItemName: 'مفك براغي',
        Price: 12.5,
        InvoicedQuantity: 6,
        RoundingAmount: 75,
        ProductID: kProducts[0]!.ID,
        ProductUUID: kProducts[0]!.UUID,
      },
      {
        ItemName: 'مطرقة',
        Price: 27.5,
        InvoicedQuantity: 3,
        RoundingAmount: 82.5,
        ProductID: kProducts[1]!.ID,
        ProductUUID: kProducts[1]!.UUID,
      },
    ]);
    const one = (await call('GET', `/kebrit/purchases/${p.UUID}`, admin)).json();
    expect(one).toMatchObject({
      productName: 'مفك براغي',
      totalQuantity: 9,
      itemCount: 2,
      date: MAY_FIRST + 3600,
    });
    // Saving again replaces the lines.
    await saveItems(t, admin, 'kebrit', {
      invUUID: p.UUID,
      items: [{ ItemName: 'براغي', Price: 1, InvoicedQuantity: 100 }],
    });
    expect((await call('GET', `/kebrit/purchases/${p.UUID}`, admin)).json()).toMatchObject({
      productName: 'براغي',
      totalQuantity: 100,
      itemCount: 1,
    });
  });

  it("422 unknown_product for mengusha's product under kebrit; 422 totals_mismatch; 404 for mengusha's purchase", async () => {
    const p = await createPurchase(t, admin, 'kebrit', {
      date: MAY_FIRST,
      supplier: kSupplier,
      total: 10,
    });
    const foreign = await call('POST', '/kebrit/purchases/items', admin, {
      invUUID: p.UUID,
      items: [
        { ItemName: 'مفك', Price: 1, InvoicedQuantity: 1, ProductID: kProducts[0]!.ID },
        { ItemName: 'شاي', Price: 1, InvoicedQuantity: 1, ProductID: mProduct.ID },
      ],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error).toMatchObject({
      code: 'unknown_product',
      fields: { 'items.1.ProductID': 'الصنف غير موجود في هذه المنشأة' },
    });
    const mismatch = await call('POST', '/kebrit/purchases/items', admin, {
      invUUID: p.UUID,
      items: [{ ItemName: 'مفك', Price: 12.5, InvoicedQuantity: 3, RoundingAmount: 37 }],
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error).toMatchObject({
      code: 'totals_mismatch',
      fields: { 'items.0.RoundingAmount': 'القيمة الصحيحة 37.50' },
    });
    expect((await call('GET', `/kebrit/purchases/items/${p.UUID}`, admin)).json()).toEqual([]);
    const m = await createPurchase(t, admin, 'mengusha', {
      date: MAY_FIRST,
      supplier: mSupplier,
      total: 10,
    });
    const cross = await call('POST', '/kebrit/purchases/items', admin, {
      invUUID: m.UUID,
      items: [{ ItemName: 'مفك', Price: 1, InvoicedQuantity: 1 }],
    });
    expect(cross.statusCode).toBe(404);
    expect((await call('GET', `/kebrit/purchases/items/${m.UUID}`, admin)).statusCode).toBe(404);
  });

  it('400 for a bad line in Arabic (quantity 0, empty name)', async () => {
    const p = await createPurchase(t, admin, 'kebrit', {
      date: MAY_FIRST,
      supplier: kSupplier,
      total: 10,
    });
    const res = await call('POST', '/kebrit/purchases/items', admin, {
      invUUID: p.UUID,
      items: [{ ItemName: '', Price: 1, InvoicedQuantity: 0 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'items.0.ItemName': 'اسم الصنف مطلوب',
      'items.0.InvoicedQuantity': 'الكمية عدد صحيح من 1',
    });
  });
});

describe('POST purchasesx (a period in Riyadh dates) and GET purchases', () => {
  it('includes from Riyadh midnight of start to the end of the end date, newest first', async () => {
    const s = await createSupplier(t, admin, 'mengusha', { name: 'مورد الفترة' });
    // Riyadh is UTC+3: 2024-01-01 00:00 Riyadh = 2023-12-31 21:00 UTC.
    const at = (y: number, m: number, d: number, h: number, mi = 0, sec = 0) =>
      Date.UTC(y, m - 1, d, h, mi, sec) / 1000;
    const dates = {
      before: at(2023, 12, 31, 20, 59, 59),
      first: at(2023, 12, 31, 21),
      last: at(2024, 3, 31, 20, 59, 59),
      after: at(2024, 3, 31, 21),
    };
    const made: Record<string, string> = {};
    for (const [k, date] of Object.entries(dates))
      made[k] = (
        await createPurchase(t, admin, 'mengusha', { date, supplier: s.UUID, total: 1 })
      ).UUID;
    const res = await call('POST', '/mengusha/purchasesx', tokens.manager, {
      start: '2024-01-01',
      end: '2024-03-31',
    });
    expect(res.statusCode).toBe(200);
    const uuids = res.json().map((p: { UUID: string }) => p.UUID);
    expect(uuids).toEqual([made.last, made.first]);
    const bad = await call('POST', '/mengusha/purchasesx', admin, {
      start: '2024-04-01',
      end: '2024-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ end: 'تاريخ البداية بعد تاريخ النهاية' });
    // The kebrit list never shows mengusha's purchases.
    const kebrit = (await call('GET', '/kebrit/purchases', admin))
      .json()
      .map((p: { UUID: string }) => p.UUID);
    for (const u of Object.values(made)) expect(kebrit).not.toContain(u);
  });
});

describe('DELETE purchases/{UUID}, roles', () => {
  it('deletes the purchase, its items and its receipt files', async () => {
    const p = await createPurchase(
      t,
      admin,
      'kebrit',
      { date: MAY_FIRST, supplier: kSupplier, total: 5 },
      { bytes: await solidImage(16, 16, 'jpeg') },
    );
    await saveItems(t, admin, 'kebrit', {
      invUUID: p.UUID,
      items: [{ ItemName: 'مفك', Price: 5, InvoicedQuantity: 1, ProductID: kProducts[0]!.ID }],
    });
    const del = await call('DELETE', `/kebrit/purchases/${p.UUID}`, tokens.manager);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'حُذفت فاتورة الشراء' });
    expect(filesIn('kebrit')).not.toContain(p.purchase.image_path);
    expect(filesIn('kebrit')).not.toContain(p.purchase.thumb_path);
    expect((await call('GET', `/kebrit/purchases/${p.UUID}`, admin)).statusCode).toBe(404);
    const items = await t.app.ctx.db
      .selectFrom('purchase_items')
      .select('id')
      .where('purchase_id', '=', p.ID)
      .execute();
    expect(items).toEqual([]);
  });

  it("404 purchase_delete_failed (the legacy 'Error deleting purchase data.') for kebrit's purchase under mengusha", async () => {
    const p = await createPurchase(t, admin, 'kebrit', {
      date: MAY_FIRST,
      supplier: kSupplier,
      total: 5,
    });
    const res = await call('DELETE', `/mengusha/purchases/${p.UUID}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'purchase_delete_failed',
      message: 'خطأ في حذف بيانات المشتريات: فاتورة الشراء غير موجودة في هذه المنشأة',
    });
    expect((await call('GET', `/mengusha/purchases/${p.UUID}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/kebrit/purchases/${p.UUID}`, admin)).statusCode).toBe(200);
  });

  it('403 for casher, sales and user on every purchase call; 401 without a token', async () => {
    const p = await createPurchase(t, admin, 'kebrit', {
      date: MAY_FIRST,
      supplier: kSupplier,
      total: 5,
    });
    for (const role of ['casher', 'sales', 'user'] as const)
      for (const b of ['kebrit', 'mengusha'])
        for (const [method, url, body] of [
          ['GET', `/${b}/purchases`, undefined],
          ['GET', `/${b}/purchases/${p.UUID}`, undefined],
          ['POST', `/${b}/purchases`, { date: MAY_FIRST, supplier: kSupplier, total: 5 }],
          ['DELETE', `/${b}/purchases/${p.UUID}`, undefined],
          ['GET', `/${b}/purchases/items/${p.UUID}`, undefined],
          ['POST', `/${b}/purchases/items`, { invUUID: p.UUID, items: [] }],
          ['POST', `/${b}/purchasesx`, { start: '2025-01-01', end: '2025-12-31' }],
        ] as const) {
          const res = await call(method, url, tokens[role], body);
          expect([role, b, method, url, res.statusCode]).toEqual([role, b, method, url, 403]);
        }
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/v1/kebrit/purchases',
      headers: bearer('x'),
    });
    expect(none.statusCode).toBe(401);
    expect((await call('GET', `/kebrit/purchases/${p.UUID}`, tokens.manager)).statusCode).toBe(200);
  });
});
