import { exactInteger } from '../../db/exact-numbers';
import { containsText } from '../../db/like';
import type { DbOrTrx } from '../../db/types';

/**
 * Filters of the all-items list: text anywhere in the item, product or supplier name; a supplier's
 * and a product's UUID (one of another business simply matches nothing).
 */
export interface ItemFilters {
  q?: string;
  supplier?: string;
  product?: string;
}

/**
 * The business's purchase items with their purchase, supplier and linked product (left join),
 * narrowed by `filters`. The business is on the item row and on the purchase.
 */
function itemsOf(db: DbOrTrx, businessId: number, filters: ItemFilters) {
  let q = db
    .selectFrom('purchase_items as pi')
    .innerJoin('purchases as p', 'p.id', 'pi.purchase_id')
    .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
    .leftJoin('products as pr', 'pr.id', 'pi.product_id')
    .where('pi.business_id', '=', businessId)
    .where('p.business_id', '=', businessId);
  if (filters.supplier !== undefined) q = q.where('s.uuid', '=', filters.supplier);
  if (filters.product !== undefined) q = q.where('pr.uuid', '=', filters.product);
  const text = filters.q?.trim();
  if (text)
    q = q.where((eb) =>
      eb.or([
        containsText(eb.ref('pi.item_name'), text),
        containsText(eb.ref('s.name'), text),
        containsText(eb.fn.coalesce('pr.name', eb.val('')), text),
      ]),
    );
  return q;
}

/** One row of the all-items list (amounts in halalas, date Unix seconds). */
export interface ItemListRow {
  purchase_id: number;
  purchase_uuid: string;
  date: number;
  supplier_name: string;
  supplier_uuid: string;
  line_no: number;
  item_name: string;
  price: number;
  quantity: number;
  rounding_amount: number;
  product_uuid: string | null;
  product_name: string | null;
}

/**
 * A page of the business's purchase items, newest purchase first (date, id, then line), and the
 * count, Σ quantity and Σ rounding_amount (halalas) of every matching item — in SQL, so years of
 * purchases are never loaded. `offset`/`limit` in rows.
 */
export async function pageItems(
  db: DbOrTrx,
  businessId: number,
  filters: ItemFilters,
  offset: number,
  limit: number,
): Promise<{ rows: ItemListRow[]; count: number; quantity: number; total: number }> {
  const rows = await itemsOf(db, businessId, filters)
    .select([
      'p.id as purchase_id',
      'p.uuid as purchase_uuid',
      'p.date as date',
      's.name as supplier_name',
      's.uuid as supplier_uuid',
      'pi.line_no as line_no',
      'pi.item_name as item_name',
      'pi.price as price',
      'pi.quantity as quantity',
      'pi.rounding_amount as rounding_amount',
      'pr.uuid as product_uuid',
      'pr.name as product_name',
    ])
    .orderBy('p.date', 'desc')
    .orderBy('p.id', 'desc')
    .orderBy('pi.line_no')
    .limit(limit)
    .offset(offset)
    .execute();
  const sums = await itemsOf(db, businessId, filters)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('pi.quantity'), eb.lit(0)).as('quantity'),
      eb.fn.coalesce(eb.fn.sum<number>('pi.rounding_amount'), eb.lit(0)).as('total'),
    ])
    .executeTakeFirstOrThrow();
  return {
    rows,
    count: exactInteger(sums.count),
    quantity: exactInteger(sums.quantity, 'sum'),
    total: exactInteger(sums.total, 'sum'),
  };
}

/** Per product: distinct purchases, Σ quantity, Σ rounding_amount (halalas), latest date. */
export interface ProductPurchaseSums {
  uuid: string;
  name: string;
  category: string;
  purchases: number;
  received: number;
  cost: number;
  lastDate: number;
}

/**
 * One GROUP BY over the business's purchase items linked to a product (index
 * purchase_items_business_product): per product its distinct purchases, received pieces, cost in
 * halalas and latest purchase date; cost descending, then name.
 */
export async function productPurchaseSums(
  db: DbOrTrx,
  businessId: number,
): Promise<ProductPurchaseSums[]> {
  const rows = await db
    .selectFrom('purchase_items as pi')
    .innerJoin('purchases as p', 'p.id', 'pi.purchase_id')
    .innerJoin('products as pr', 'pr.id', 'pi.product_id')
    .leftJoin('categories as c', 'c.id', 'pr.category_id')
    .where('pi.business_id', '=', businessId)
    .where('p.business_id', '=', businessId)
    .select((eb) => [
      'pr.uuid as uuid',
      'pr.name as name',
      eb.fn.coalesce('c.name', eb.val('')).as('category'),
      eb.fn.count<number>('pi.purchase_id').distinct().as('purchases'),
      eb.fn.sum<number>('pi.quantity').as('received'),
      eb.fn.sum<number>('pi.rounding_amount').as('cost'),
      eb.fn.max<number>('p.date').as('last_date'),
    ])
    .groupBy(['pr.id', 'pr.uuid', 'pr.name', 'c.name'])
    .orderBy('cost', 'desc')
    .orderBy('pr.name')
    .execute();
  return rows.map((r) => ({
    uuid: r.uuid,
    name: r.name,
    category: String(r.category),
    purchases: exactInteger(r.purchases),
    received: exactInteger(r.received, 'sum'),
    cost: exactInteger(r.cost, 'sum'),
    lastDate: exactInteger(r.last_date),
  }));
}

/** Count, Σ quantity and Σ rounding_amount (halalas) of the business's items linked to no product. */
export async function unlinkedItemSums(
  db: DbOrTrx,
  businessId: number,
): Promise<{ items: number; quantity: number; cost: number }> {
  const r = await db
    .selectFrom('purchase_items')
    .where('business_id', '=', businessId)
    .where('product_id', 'is', null)
    .select((eb) => [
      eb.fn.countAll<number>().as('items'),
      eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('quantity'),
      eb.fn.coalesce(eb.fn.sum<number>('rounding_amount'), eb.lit(0)).as('cost'),
    ])
    .executeTakeFirstOrThrow();
  return {
    items: exactInteger(r.items),
    quantity: exactInteger(r.quantity, 'sum'),
    cost: exactInteger(r.cost, 'sum'),
  };
}
