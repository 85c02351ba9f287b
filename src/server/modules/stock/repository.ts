import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/types';

/** One product's stock, in pieces, as the database computes it. */
export interface StockRow {
  id: number;
  uuid: string;
  name: string;
  product_name: string;
  image: string;
  category_uuid: string;
  category_name: string;
  opening: number;
  received: number;
  sold: number;
  /** Σ count and transfer rows (decision 0067). */
  adjusted: number;
  remaining: number;
  low_stock_threshold: number;
}

/** A category's stock: sums over its products, and how many of them are low. */
export interface CategoryStockRow {
  category_uuid: string;
  category_name: string;
  products: number;
  opening: number;
  received: number;
  sold: number;
  adjusted: number;
  remaining: number;
  low_count: number;
}

/**
 * The stock of every product of the business from the ledger (decision 0067): one grouped pass
 * over its `stock_moves` rows (index stock_moves_product), optionally of one warehouse, joined to
 * the products: opening = Σ opening rows (= products.quantity), received = Σ purchase and receipt rows
 * (decision 0070), sold =
 * −Σ sale and credit-note rows (a return comes back), adjusted = Σ count and transfer rows,
 * remaining = Σ all. Pieces; nothing is loaded into memory but the result rows.
 */
function stockQuery(db: DbOrTrx, businessId: number, warehouseId?: number) {
  const part = (sources: readonly string[], sign = 1) =>
    sql<number>`sum(case when source in (${sql.join(sources)}) then ${sign < 0 ? sql`-quantity` : sql`quantity`} else 0 end)`;
  let moves = db
    .selectFrom('stock_moves')
    .select((eb) => [
      'product_id',
      part(['opening']).as('opening'),
      part(['purchase', 'receipt']).as('received'),
      part(['sale', 'credit_note'], -1).as('sold'),
      part(['count', 'transfer']).as('adjusted'),
      eb.fn.sum<number>('quantity').as('remaining'),
    ])
    .where('business_id', '=', businessId);
  if (warehouseId !== undefined) moves = moves.where('warehouse_id', '=', warehouseId);
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin(moves.groupBy('product_id').as('m'), 'm.product_id', 'p.id')
    .select((eb) => [
      'p.id',
      'p.uuid',
      'p.name',
      'p.product_name',
      'p.image',
      'c.uuid as category_uuid',
      'c.name as category_name',
      'p.low_stock_threshold',
      eb.fn.coalesce('m.opening', eb.lit(0)).as('opening'),
      eb.fn.coalesce('m.received', eb.lit(0)).as('received'),
      eb.fn.coalesce('m.sold', eb.lit(0)).as('sold'),
      eb.fn.coalesce('m.adjusted', eb.lit(0)).as('adjusted'),
      eb.fn.coalesce('m.remaining', eb.lit(0)).as('remaining'),
    ])
    .where('p.business_id', '=', businessId);
}

/** Driver sums may come back as text (numeric) or bigint; the stock figures are plain integers. */
function ints<T extends object>(row: T, keys: readonly (keyof T)[]): T {
  const out = { ...row };
  for (const k of keys) (out as Record<keyof T, unknown>)[k] = Number(row[k] ?? 0);
  return out;
}

const STOCK_NUMBERS = [
  'opening',
  'received',
  'sold',
  'adjusted',
  'remaining',
  'low_stock_threshold',
] as const;

/**
 * Every product's stock of the business (optionally of one category, by its UUID; of one
 * warehouse, by its row id, else all of them), by category name then product name.
 */
export async function productStock(
  db: DbOrTrx,
  businessId: number,
  categoryUuid?: string,
  warehouseId?: number,
): Promise<StockRow[]> {
  let q = stockQuery(db, businessId, warehouseId);
  if (categoryUuid) q = q.where('c.uuid', '=', categoryUuid);
  const rows = await q.orderBy('c.name').orderBy('p.name').orderBy('p.id').execute();
  return rows.map((r) => ints(r as StockRow, STOCK_NUMBERS));
}

/**
 * The stock per category of the business (sums of productStock, grouped in SQL; of one warehouse
 * when given), by name.
 */
export async function categoryStock(
  db: DbOrTrx,
  businessId: number,
  warehouseId?: number,
): Promise<CategoryStockRow[]> {
  const rows = await db
    .selectFrom(stockQuery(db, businessId, warehouseId).as('s'))
    .select((eb) => [
      's.category_uuid',
      's.category_name',
      eb.fn.countAll<number>().as('products'),
      eb.fn.sum<number>('s.opening').as('opening'),
      eb.fn.sum<number>('s.received').as('received'),
      eb.fn.sum<number>('s.sold').as('sold'),
      eb.fn.sum<number>('s.adjusted').as('adjusted'),
      eb.fn.sum<number>('s.remaining').as('remaining'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('s.remaining', '<=', eb.ref('s.low_stock_threshold'))
            .then(1)
            .else(0)
            .end(),
        )
        .as('low_count'),
    ])
    .groupBy(['s.category_uuid', 's.category_name'])
    .orderBy('s.category_name')
    .execute();
  return rows.map((r) =>
    ints(r as CategoryStockRow, [
      'products',
      'opening',
      'received',
      'sold',
      'adjusted',
      'remaining',
      'low_count',
    ]),
  );
}

/** Sets a product's low-stock threshold; false when the business has no such product. */
export async function setThreshold(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
  threshold: number,
): Promise<boolean> {
  const r = await db
    .updateTable('products')
    .set({ low_stock_threshold: threshold })
    .where('business_id', '=', businessId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The row id of the business's live warehouse `uuid`, or undefined. */
export async function liveWarehouseId(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<number | undefined> {
  const r = await db
    .selectFrom('warehouses')
    .select('id')
    .where('business_id', '=', businessId)
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return r ? Number(r.id) : undefined;
}
