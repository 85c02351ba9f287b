// Demo suppliers and purchases go through the services: receipts on disk, items
// linked to the business's own products, totals equal to the lines, stock moved.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertTestProduct, MENGUSHA_ID } from '../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { productStock } from '../modules/stock/repository';
import { seedPurchases } from './purchases-demo';
import { seedPurchaseExtras } from './purchases-demo-extra';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { receiptImages: false } });
});
afterAll(async () => t.close());

it('4 restaurant suppliers, weekly purchases with JPEG receipts and linked items; a second run adds nothing', async () => {
  const db = t.app.ctx.db;
  for (const [i, name] of ['دجاج مشوي', 'كبسة لحم', 'خبز تنور', 'سلطة خضراء'].entries())
    await insertTestProduct(db, MENGUSHA_ID, { name, price: 1500 + i * 750 });
  const business = await db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', MENGUSHA_ID)
    .executeTakeFirstOrThrow();
  const actor = { id: 1, uuid: '', username: 'manager1', role: 'manager', tokenHash: '' };
  await seedPurchases(t.app.ctx, actor, business, t.app.log);
  await seedPurchases(t.app.ctx, actor, business, t.app.log);

  const suppliers = await db
    .selectFrom('suppliers')
    .selectAll()
    .where('business_id', '=', MENGUSHA_ID)
    .execute();
  expect(suppliers).toHaveLength(4);
  for (const s of suppliers) expect(s.vatid).toMatch(/^3\d{13}3$/);
  const purchases = await db
    .selectFrom('purchases')
    .selectAll()
    .where('business_id', '=', MENGUSHA_ID)
    .execute();
  expect(purchases.length).toBeGreaterThanOrEqual(12);
  const products = new Set(
    (
      await db.selectFrom('products').select('id').where('business_id', '=', MENGUSHA_ID).execute()
    ).map((p) => p.id),
  );
  for (const p of purchases) {
    expect(p.tax_exclusive_amount + p.tax_amount).toBe(p.total);
    const file = path.join(t.dataDir, 'mengusha', 'purchases', p.image_path!);
    expect((await sharp(fs.readFileSync(file)).metadata()).format).toBe('webp');
    const items = await db
      .selectFrom('purchase_items')
      .selectAll()
      .where('purchase_id', '=', p.id)
      .execute();
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.reduce((s, i) => s + i.rounding_amount, 0)).toBe(p.total);
    for (const i of items) {
      expect(products.has(i.product_id!)).toBe(true);
      expect(i.rounding_amount).toBe(i.price * i.quantity);
    }
  }
  const stock = await productStock(db, MENGUSHA_ID);
  expect(stock.some((s) => s.received > 0)).toBe(true);
});

it('the extras: a supplier without VAT number, a PDF receipt of unlinked items, six purchases in 2025 Q2, a restock; a second run adds nothing', async () => {
  const db = t.app.ctx.db;
  const business = await db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', MENGUSHA_ID)
    .executeTakeFirstOrThrow();
  const actor = { id: 1, uuid: '', username: 'manager1', role: 'manager', tokenHash: '' };
  const before = await db
    .selectFrom('purchases')
    .select('id')
    .where('business_id', '=', MENGUSHA_ID)
    .execute();
  // Three products with no stock at all, for the restock to buy back.
  for (const name of ['فتوش', 'متبل', 'حمص'])
    await insertTestProduct(db, MENGUSHA_ID, { name, price: 1200, opening: 0 });
  const recorded = await seedPurchaseExtras(t.app.ctx, actor, business, t.app.log);
  expect(await seedPurchaseExtras(t.app.ctx, actor, business, t.app.log)).toBe(0);
  // Every product but one id in eight ends with at least 15 pieces; the empty ones at most 44.
  const after = await productStock(db, MENGUSHA_ID);
  for (const s of after.filter((s) => s.id % 8 !== 0))
    expect(s.remaining, s.name).toBeGreaterThanOrEqual(15);
  for (const s of after.filter((s) => s.opening === 0 && s.id % 8 !== 0))
    expect(s.remaining, s.name).toBeLessThanOrEqual(44);

  const local = await db
    .selectFrom('suppliers')
    .selectAll()
    .where('business_id', '=', MENGUSHA_ID)
    .where('vatid', '=', '')
    .execute();
  expect(local).toHaveLength(1);
  const added = await db
    .selectFrom('purchases')
    .selectAll()
    .where('business_id', '=', MENGUSHA_ID)
    .where(
      'id',
      'not in',
      before.map((p) => p.id),
    )
    .execute();
  expect(added).toHaveLength(recorded);
  expect(recorded).toBeGreaterThan(7); // 1 PDF, 6 in 2025 Q2, and the restock
  const pdf = added.filter((p) => p.image_type === 'application/pdf');
  expect(pdf).toHaveLength(1);
  expect(pdf[0]!.supplier_id).toBe(local[0]!.id);
  const bytes = fs.readFileSync(path.join(t.dataDir, 'mengusha', 'purchases', pdf[0]!.image_path!));
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdfItems = await db
    .selectFrom('purchase_items')
    .selectAll()
    .where('purchase_id', '=', pdf[0]!.id)
    .execute();
  expect(pdfItems.length).toBeGreaterThanOrEqual(2);
  expect(pdfItems.every((i) => i.product_id === null)).toBe(true);
  expect(pdfItems.reduce((s, i) => s + i.rounding_amount, 0)).toBe(pdf[0]!.total);
  // 2025-04-01 00:00 … 2025-07-01 00:00 Riyadh (UTC+3), Unix seconds.
  const q2 = added.filter(
    (p) => p.date >= Date.UTC(2025, 2, 31, 21) / 1000 && p.date < Date.UTC(2025, 5, 30, 21) / 1000,
  );
  expect(q2).toHaveLength(6);
  for (const p of q2) expect(p.image_type).toBe('image/webp');
});
