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
  remaining: number;
  low_count: number;
}

/**
 * The stock of every product of the business, in SQL (decision 0029):
 * remaining = products.quantity (opening) + Σ purchase_items.quantity linked to the product
 * (received) − Σ invoice_lines.quantity naming it on the business's invoices (sold). The sums
 * are correlated subqueries on the indexes purchase_items_business_product and
 * invoice_lines_by_product: nothing is loaded into memory but the result rows.
 */
function stockQuery(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select((eb) => {
      const received = eb.fn.coalesce(
        eb
          .selectFrom('purchase_items as pi')
          .select((e) => e.fn.sum<number>('pi.quantity').as('s'))
          .whereRef('pi.product_id', '=', 'p.id')
          .where('pi.business_id', '=', businessId),
        eb.lit(0),
      );
      const sold = eb.fn.coalesce(
        eb
          .selectFrom('invoice_lines as il')
          .innerJoin('invoices as i', 'i.id', 'il.invoice_id')
          .select((e) => e.fn.sum<number>('il.quantity').as('s'))
          .whereRef('il.product_id', '=', 'p.id')
          .where('i.business_id', '=', businessId),
        eb.lit(0),
      );
      return [
        'p.id',
        'p.uuid',
        'p.name',
        'p.product_name',
        'p.image',
        'c.uuid as category_uuid',
        'c.name as category_name',
        'p.quantity as opening',
        'p.low_stock_threshold',
        received.as('received'),
        sold.as('sold'),
        sql<number>`${eb.ref('p.quantity')} + ${received} - ${sold}`.as('remaining'),
      ];
    })
    .where('p.business_id', '=', businessId);
}

/** Driver sums may come back as text (numeric) or bigint; the stock figures are plain integers. */
function ints<T extends object>(row: T, keys: readonly (keyof T)[]): T {
  const out = { ...row };
  for (const k of keys) (out as Record<keyof T, unknown>)[k] = Number(row[k] ?? 0);
  return out;
}

const STOCK_NUMBERS = ['opening', 'received', 'sold', 'remaining', 'low_stock_threshold'] as const;

/**
 * Every product's stock of the business (optionally of one category, by its UUID), by category
 * name then product name.
 */
export async function productStock(
  db: DbOrTrx,
  businessId: number,
  categoryUuid?: string,
): Promise<StockRow[]> {
  let q = stockQuery(db, businessId);
  if (categoryUuid) q = q.where('c.uuid', '=', categoryUuid);
  const rows = await q.orderBy('c.name').orderBy('p.name').orderBy('p.id').execute();
  return rows.map((r) => ints(r as StockRow, STOCK_NUMBERS));
}

/** The stock per category of the business (sums of productStock, grouped in SQL), by name. */
export async function categoryStock(db: DbOrTrx, businessId: number): Promise<CategoryStockRow[]> {
  const rows = await db
    .selectFrom(stockQuery(db, businessId).as('s'))
    .select((eb) => [
      's.category_uuid',
      's.category_name',
      eb.fn.countAll<number>().as('products'),
      eb.fn.sum<number>('s.opening').as('opening'),
      eb.fn.sum<number>('s.received').as('received'),
      eb.fn.sum<number>('s.sold').as('sold'),
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
