// Purchases: receipt upload and refusals, sendfile, items linked to products, the
// period list, delete, roles and business isolation.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from '../../testing/api-caller';
import { corruptPng, hugePng, imageInfo, solidImage } from '../../testing/images';
import { createCategory, createProduct, uploadedImageName } from '../../testing/products';
import { createPurchase, createSupplier, postPurchase, saveItems } from '../../testing/purchases';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let tokens: RoleTokens;
let call: ApiCaller;
let kSupplier: string;
let mSupplier: string;
let kProducts: { UUID: string; ID: number }[];
let mProduct: { UUID: string; ID: number };

/** 2025-05-01 12:00 Riyadh (09:00 UTC), Unix seconds. */
const MAY_FIRST = Date.UTC(2025, 4, 1, 9, 0, 0) / 1000;

/** A small whole PDF (header, one empty page, trailer and end marker). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const receiptsDir = (b: string) => path.join(t.dataDir, b, 'purchases');
const filesIn = (b: string) =>
  fs.existsSync(receiptsDir(b)) ? fs.readdirSync(receiptsDir(b)).sort() : [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  tokens = await roleTokens(t);
  call = apiCaller(t);
  kSupplier = (await createSupplier(t, admin, 'kebrit')).UUID;
  mSupplier = (await createSupplier(t, admin, 'mengusha', { name: 'مطاحن الأولى' })).UUID;
  const kCat = await createCategory(t, admin, 'kebrit', 'أدوات');
  const kImg = await uploadedImageName(t, admin, 'kebrit');
  kProducts = [
    await createProduct(t, admin, 'kebrit', kCat, kImg, { name: 'مفك براغي' }),
    await createProduct(t, admin, 'kebrit', kCat, kImg, { name: 'مطرقة' }),
  ];
  const mCat = await createCategory(t, admin, 'mengusha', 'مشروبات');
  mProduct = await createProduct(
    t,
    admin,
    'mengusha',
    mCat,
    await uploadedImageName(t, admin, 'mengusha'),
  );
});
afterAll(async () => t.close());

describe('POST purchases: the receipt', () => {
  it('a 3000×2000 JPEG → 201; stored as WebP ≤ 2400 px with a 320 px thumbnail, served by sendfile', async () => {
    const res = await postPurchase(
      t,
      tokens.manager,
      'kebrit',
      { date: MAY_FIRST, supplier: kSupplier, total: '1150.00' },
      { bytes: await solidImage(3000, 2000, 'jpeg') },
    );
    expect(res.statusCode).toBe(201);
    const { purchase, message } = res.json();
    expect(message).toBe('سُجّلت فاتورة الشراء');
    // 1150 SAR = 115000 halalas: 100000 before VAT, 15000 VAT (15/115 of the total).
    expect(purchase).toMatchObject({
      supplier: 'شركة المراعي للتوزيع',
      supplierVat: '300055566600003',
      total: 1150,
      taxExclusive: 1000,
      tax: 150,
      date: MAY_FIRST,
      image_type: 'image/webp',
      employeeName: expect.any(String),
      productName: '',
      totalQuantity: 0,
    });
    expect(purchase.image_path).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(purchase.thumb_path).toBe(purchase.image_path.replace('.webp', '.thumb.webp'));
    expect(filesIn('kebrit')).toEqual(
      expect.arrayContaining([purchase.image_path, purchase.thumb_path]),
    );

    const full = await call(
      'GET',
      `/kebrit/purchases/sendfile/${purchase.image_path}`,
      tokens.manager,
    );
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(await imageInfo(full.rawPayload)).toEqual({ width: 2400, height: 1600, format: 'webp' });
    const thumb = await call('GET', `/kebrit/purchases/sendfile/${purchase.thumb_path}`, admin);
    expect(await imageInfo(thumb.rawPayload)).toEqual({ width: 320, height: 213, format: 'webp' });
  });

  it.each(['png', 'webp'] as const)(
    'a %s photo is accepted and re-encoded as WebP',
    async (format) => {
      const p = await createPurchase(
        t,
        admin,
        'kebrit',
        { date: MAY_FIRST, supplier: kSupplier, total: 10 },
        {
          bytes: await solidImage(64, 48, format),
          type: `image/${format}`,
          filename: `r.${format}`,
        },
      );
      const file = await call('GET', `/kebrit/purchases/sendfile/${p.purchase.image_path}`, admin);
      expect(await imageInfo(file.rawPayload)).toEqual({ width: 64, height: 48, format: 'webp' });
    },
  );

  it('a PDF is kept as sent, served as application/pdf in a sandbox, without thumbnail', async () => {
    const p = await createPurchase(
      t,
      admin,
      'kebrit',
      { date: MAY_FIRST, supplier: kSupplier, total: 99.99 },
      { bytes: PDF, type: 'application/pdf', filename: 'invoice.pdf' },
    );
    expect(p.purchase).toMatchObject({ thumb_path: null, total: 99.99 });
    expect(p.purchase.image_path).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const file = await call('GET', `/kebrit/purchases/sendfile/${p.purchase.image_path}`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('JSON without a receipt → 201 with image_path null', async () => {
    const res = await call('POST', '/kebrit/purchases', admin, {
      date: MAY_FIRST,
      supplier: kSupplier,
      total: 0.01,
    });
    expect(res.statusCode).toBe(201);
    // 1 halala: 0.87 rounds half up to 1 before VAT, 0 VAT.
    expect(res.json().purchase).toMatchObject({
      image_path: null,
      total: 0.01,
      taxExclusive: 0.01,
      tax: 0,
    });
  });

  const refusals: Array<[string, () => Promise<Buffer>, number, string]> = [
    [
      'a GIF named .jpg (type by content)',
      async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      415,
      'receipt_unsupported_type',
    ],
    [
      'a text file named .jpg',
      async () => Buffer.from('hello, not an image at all'),
      415,
      'receipt_unsupported_type',
    ],
    [
      'over 10 MB',
      async () => Buffer.concat([await solidImage(8, 8, 'jpeg'), Buffer.alloc(10 * 1024 * 1024)]),
      413,
      'receipt_too_large',
    ],
    [
      'a 10,000 × 10,000 px PNG (100 MP)',
      async () => hugePng(10_000, 10_000),
      413,
      'image_too_many_pixels',
    ],
    ['a damaged PNG', corruptPng, 415, 'image_unreadable'],
    ['a PDF cut short (no %%EOF)', async () => PDF.subarray(0, 60), 415, 'receipt_pdf_unreadable'],
  ];
  it.each(refusals)('%s → %i %s in Arabic, nothing stored', async (_, bytes, status, code) => {
    const before = filesIn('kebrit');
    const count = (await call('GET', '/kebrit/purchases', admin)).json().length;
    const res = await postPurchase(
      t,
      admin,
      'kebrit',
      { date: MAY_FIRST, supplier: kSupplier, total: 5 },
      { bytes: await bytes(), filename: 'receipt.jpg', type: 'image/jpeg' },
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect(filesIn('kebrit')).toEqual(before);
    expect((await call('GET', '/kebrit/purchases', admin)).json().length).toBe(count);
  });

  it('400 with Arabic field messages for missing or bad fields; a file under another field', async () => {
    const res = await postPurchase(t, admin, 'kebrit', { date: 'أمس', total: '-5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      date: 'التاريخ بالثواني منذ 1970 (Unix) بين عامي 2000 و2100',
      supplier: 'اختر المورّد',
      total: 'المبلغ لا يكون سالباً',
    });
    const zero = await postPurchase(t, admin, 'kebrit', {
      date: MAY_FIRST,
      supplier: kSupplier,
      total: 0,
    });
    expect(zero.json().error.fields).toEqual({ total: 'المبلغ أكبر من صفر' });
    const field = await postPurchase(
      t,
      admin,
      'kebrit',
      { date: MAY_FIRST, supplier: kSupplier, total: 5 },
      { bytes: await solidImage(8, 8, 'jpeg'), field: 'file' },
    );
    expect(field.statusCode).toBe(400);
    expect(field.json().error.fields).toEqual({ image: 'أرسل الصورة في الحقل «image»' });
  });

  it("422 fields.supplier for mengusha's supplier under kebrit", async () => {
    const res = await postPurchase(t, admin, 'kebrit', {
      date: MAY_FIRST,
      supplier: mSupplier,
      total: 5,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ supplier: 'المورّد غير موجود في هذه المنشأة' });
  });
});

describe('GET purchases/sendfile', () => {
  it.each([
    '..%2F..%2Fsanad.db',
    '..%2Fmengusha%2Fpurchases%2Fx.webp',
    '%2Fetc%2Fpasswd',
    'abc.webp',
    `${'a'.repeat(32)}.png`,
    `${'a'.repeat(32)}.webp%00.png`,
  ])('400 for a name that is not a generated one: %s', async (name) => {
    const res = await call('GET', `/kebrit/purchases/sendfile/${name}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it("404 for a well-formed unknown name and for kebrit's receipt under mengusha; 403 for sellers", async () => {
    const p = await createPurchase(
      t,
      admin,
      'kebrit',
      { date: MAY_FIRST, supplier: kSupplier, total: 5 },
      { bytes: await solidImage(16, 16, 'jpeg') },
    );
    const name = p.purchase.image_path!;
    expect(
      (await call('GET', `/kebrit/purchases/sendfile/${'0'.repeat(32)}.webp`, admin)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/mengusha/purchases/sendfile/${name}`, admin)).statusCode).toBe(404);
    expect(
      (await call('GET', `/mengusha/purchases/sendfile/${p.purchase.thumb_path}`, admin))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/kebrit/purchases/sendfile/${name}`, tokens.sales)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/kebrit/purchases/sendfile/${name}`, null)).statusCode).toBe(401);
  });
});

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
