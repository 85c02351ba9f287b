/**
 * The shared world of the purchases tests (purchases/purchases*.test.ts): a test app with a supplier
 * in each business, two kebrit products and one mengusha product, role tokens, and a small PDF. The
 * exported bindings are live once the beforeAll of usePurchasesWorld has run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { apiCaller, roleTokens, type ApiCaller, type RoleTokens } from './api-caller';
import { createCategory, createProduct, uploadedImageName } from './products';
import { createSupplier } from './purchases';
import { createTestApp, type TestApp } from './test-app';

export let t: TestApp;
export let admin: string;
export let tokens: RoleTokens;
export let call: ApiCaller;
export let kSupplier: string;
export let mSupplier: string;
export let kProducts: { UUID: string; ID: number }[];
export let mProduct: { UUID: string; ID: number };

/** 2025-05-01 12:00 Riyadh (09:00 UTC), Unix seconds. */
export const MAY_FIRST = Date.UTC(2025, 4, 1, 9, 0, 0) / 1000;

/** A small whole PDF (header, one empty page, trailer and end marker). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The folder of a business's purchase receipts, and its files sorted. */
export const receiptsDir = (b: string) => path.join(t.dataDir, b, 'purchases');
export const filesIn = (b: string) =>
  fs.existsSync(receiptsDir(b)) ? fs.readdirSync(receiptsDir(b)).sort() : [];

/** Registers the world's beforeAll and afterAll in the calling test file. */
export function usePurchasesWorld(): void {
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
}
