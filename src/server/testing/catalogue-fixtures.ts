import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';

/** Business ids of the two seeded businesses. */
export const KEBRIT_ID = 4;
export const MENGUSHA_ID = 17;

/**
 * Inserts a category of the business directly with Kysely (tests that must not depend on the
 * catalogue API). Returns its id.
 */
export async function insertTestCategory(
  db: Db,
  businessId: number,
  name = 'مشويات',
): Promise<number> {
  const r = await db
    .insertInto('categories')
    .values({
      uuid: randomUUID(),
      business_id: businessId,
      name,
      description: name,
      category_en: 'Grills',
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export interface TestProductInput {
  name?: string;
  /** VAT-inclusive prices in halalas. */
  price: number;
  pricedv?: number | null;
  pricex?: number | null;
  published?: boolean;
  categoryId?: number;
  /** VAT category S/Z/E/O and ZATCA reason code (decision 0046); S when absent. */
  vatCategory?: 'S' | 'Z' | 'E' | 'O';
  vatExemptionCode?: string;
  /** Opening stock in pieces, written to products.quantity and the stock ledger; default 100. */
  opening?: number;
}

/** Inserts a product of the business (prices in halalas); creates a category when none is given. */
export async function insertTestProduct(
  db: Db,
  businessId: number,
  p: TestProductInput,
): Promise<number> {
  const categoryId = p.categoryId ?? (await insertTestCategory(db, businessId));
  const now = Date.now();
  const r = await db
    .insertInto('products')
    .values({
      uuid: randomUUID(),
      business_id: businessId,
      category_id: categoryId,
      name: p.name ?? 'شاورما دجاج',
      product_name: 'Chicken shawarma',
      description: '',
      description_en: 'Test product',
      size: '',
      size_ar: '',
      image: 'test.png',
      price: p.price,
      pricedv: p.pricedv ?? null,
      pricex: p.pricex ?? null,
      calories: 0,
      published: p.published === false ? 0 : 1,
      quantity: p.opening ?? 100,
      vat_category: p.vatCategory ?? 'S',
      vat_exemption_code: p.vatExemptionCode ?? '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Its opening pieces in the stock ledger, as a product made through the API (decision 0067).
  const warehouse = await db
    .selectFrom('warehouses')
    .select((eb) => eb.fn.min<number>('id').as('id'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('stock_moves')
    .values({
      business_id: businessId,
      product_id: r.id,
      warehouse_id: Number(warehouse.id),
      quantity: p.opening ?? 100,
      unit_cost: null,
      source: 'opening',
      source_id: r.id,
      at: now,
      user_id: null,
    })
    .execute();
  return r.id;
}
