// Purchases: the receipt upload and its refusals, and sendfile (the world: testing/purchases-world.ts).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { corruptPng, hugePng, imageInfo, solidImage } from '../../testing/images';
import { createPurchase, postPurchase } from '../../testing/purchases';
import {
  t,
  admin,
  tokens,
  call,
  kSupplier,
  mSupplier,
  MAY_FIRST,
  PDF,
  filesIn,
  usePurchasesWorld,
} from '../../testing/purchases-world';

usePurchasesWorld();

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
