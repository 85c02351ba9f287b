import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { StockMovesTable, StockSource } from '../../db/stock-tables';

/** A ledger row to insert (decision 0067): pieces ±, unit cost in halalas or null, `at` UTC ms. */
export type NewStockMove = Omit<Insertable<StockMovesTable>, 'id'>;

/** Inserts ledger rows (none: nothing). */
export async function insertMoves(db: DbOrTrx, moves: readonly NewStockMove[]): Promise<void> {
  if (moves.length === 0) return;
  await db
    .insertInto('stock_moves')
    .values([...moves])
    .execute();
}

/** The business's default warehouse: its oldest live one (every business has one, migration 033). */
export async function defaultWarehouseId(db: DbOrTrx, businessId: number): Promise<number> {
  const r = await db
    .selectFrom('warehouses')
    .select((eb) => eb.fn.min<number>('id').as('id'))
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (r?.id == null) throw new Error(`business ${businessId} has no warehouse`);
  return Number(r.id);
}

/** Pieces on hand (Σ ledger) of the given products in one warehouse, by product id. */
export async function onHandByProduct(
  db: DbOrTrx,
  businessId: number,
  warehouseId: number,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stock_moves')
    .select((eb) => ['product_id', eb.fn.sum<number>('quantity').as('q')])
    .where('business_id', '=', businessId)
    .where('warehouse_id', '=', warehouseId)
    .where('product_id', 'in', [...productIds])
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.q ?? 0)]));
}

/** Σ pieces a document moved, per product and warehouse (non-zero only): what undoing it takes out. */
export async function documentNet(
  db: DbOrTrx,
  businessId: number,
  source: StockSource,
  sourceId: number,
): Promise<{ product_id: number; warehouse_id: number; quantity: number }[]> {
  const rows = await db
    .selectFrom('stock_moves')
    .select((eb) => ['product_id', 'warehouse_id', eb.fn.sum<number>('quantity').as('quantity')])
    .where('business_id', '=', businessId)
    .where('source', '=', source)
    .where('source_id', '=', sourceId)
    .groupBy(['product_id', 'warehouse_id'])
    .execute();
  return rows
    .map((r) => ({
      product_id: Number(r.product_id),
      warehouse_id: Number(r.warehouse_id),
      quantity: Number(r.quantity ?? 0),
    }))
    .filter((r) => r.quantity !== 0);
}

/** Σ pieces in a warehouse over all products (a warehouse with stock cannot be deleted). */
export async function warehouseHasStock(db: DbOrTrx, warehouseId: number): Promise<boolean> {
  const r = await db
    .selectFrom('stock_moves')
    .select('product_id')
    .where('warehouse_id', '=', warehouseId)
    .groupBy('product_id')
    .having((eb) => eb(eb.fn.sum('quantity'), '<>', 0))
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

/** True when a count or a transfer moved the product (it is then kept, like an invoiced one). */
export async function productHasDocumentMoves(
  db: DbOrTrx,
  businessId: number,
  productId: number,
): Promise<boolean> {
  const r = await db
    .selectFrom('stock_moves')
    .select('id')
    .where('business_id', '=', businessId)
    .where('product_id', '=', productId)
    .where('source', 'in', ['transfer', 'count'])
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

/** Deletes a product's opening and purchase rows (the product itself is being deleted). */
export async function deleteOpeningMoves(
  db: DbOrTrx,
  businessId: number,
  productId: number,
): Promise<void> {
  await db
    .deleteFrom('stock_moves')
    .where('business_id', '=', businessId)
    .where('product_id', '=', productId)
    .where('source', 'in', ['opening', 'purchase'])
    .execute();
}

/** Σ pieces on hand per live warehouse of the business, by warehouse id (none: absent). */
export async function onHandByWarehouse(
  db: DbOrTrx,
  businessId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('stock_moves')
    .select((eb) => ['warehouse_id', eb.fn.sum<number>('quantity').as('q')])
    .where('business_id', '=', businessId)
    .groupBy('warehouse_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.warehouse_id), Number(r.q ?? 0)]));
}

/**
 * The products on the purchase order a purchase is linked to (`purchases.purchase_order_id`,
 * decision 0070); empty when it is not linked.
 */
export async function linkedOrderProducts(
  db: DbOrTrx,
  businessId: number,
  purchaseId: number,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('purchases as pu')
    .innerJoin('purchase_order_lines as l', 'l.order_id', 'pu.purchase_order_id')
    .select('l.product_id')
    .where('pu.business_id', '=', businessId)
    .where('pu.id', '=', purchaseId)
    .execute();
  return new Set(rows.map((r) => Number(r.product_id)));
}
