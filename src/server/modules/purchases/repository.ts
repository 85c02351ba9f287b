import type { Insertable, Selectable } from 'kysely';
import { exactInteger } from '../../db/exact-numbers';
import type { DbOrTrx, PurchaseItemsTable, PurchasesTable } from '../../db/types';

export type PurchaseRow = Selectable<PurchasesTable>;
export type PurchaseItemRow = Selectable<PurchaseItemsTable>;

/** A purchase with its supplier and the summary of its items, as the lists show it. */
export interface PurchaseListRow extends PurchaseRow {
  supplier_uuid: string;
  supplier_name: string;
  supplier_vatid: string;
  /** Name of the first item (line_no order), null without items. */
  first_item: string | null;
  total_quantity: number;
  item_count: number;
  /** The purchase order it bills (decision 0070), null when not linked. */
  purchase_order_uuid: string | null;
  purchase_order_number: number | null;
}

/**
 * Every list query of purchases starts here: the business is part of it; the
 * supplier and the item summary (first item's name, total quantity, count) come from correlated
 * subqueries on purchase_items_purchase, so a page of purchases never loads all items.
 */
function purchasesOf(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('purchases')
    .innerJoin('suppliers', 'suppliers.id', 'purchases.supplier_id')
    .leftJoin('purchase_orders as po', (j) =>
      j.onRef('po.id', '=', 'purchases.purchase_order_id').on('po.business_id', '=', businessId),
    )
    .selectAll('purchases')
    .select((eb) => [
      'po.uuid as purchase_order_uuid',
      'po.number as purchase_order_number',
      'suppliers.uuid as supplier_uuid',
      'suppliers.name as supplier_name',
      'suppliers.vatid as supplier_vatid',
      eb
        .selectFrom('purchase_items as pi')
        .select('pi.item_name')
        .whereRef('pi.purchase_id', '=', 'purchases.id')
        .orderBy('pi.line_no')
        .limit(1)
        .as('first_item'),
      eb
        .selectFrom('purchase_items as pi')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('pi.quantity'), e.lit(0)).as('q'))
        .whereRef('pi.purchase_id', '=', 'purchases.id')
        .as('total_quantity'),
      eb
        .selectFrom('purchase_items as pi')
        .select((e) => e.fn.countAll<number>().as('c'))
        .whereRef('pi.purchase_id', '=', 'purchases.id')
        .as('item_count'),
    ])
    .where('purchases.business_id', '=', businessId);
}

/**
 * The business's purchases, newest first (date, then id); with `range` only those whose `date`
 * (Unix seconds) is in [start, end).
 */
export async function listPurchases(
  db: DbOrTrx,
  businessId: number,
  range?: { start: number; end: number },
): Promise<PurchaseListRow[]> {
  let q = purchasesOf(db, businessId);
  if (range)
    q = q.where('purchases.date', '>=', range.start).where('purchases.date', '<', range.end);
  const rows = await q.orderBy('purchases.date', 'desc').orderBy('purchases.id', 'desc').execute();
  return rows.map(numbers);
}

/** The business's purchase with this UUID and its summary, or undefined. */
export async function findPurchaseListRow(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<PurchaseListRow | undefined> {
  const row = await purchasesOf(db, businessId)
    .where('purchases.uuid', '=', uuid)
    .executeTakeFirst();
  return row && numbers(row);
}

/** Subquery sums may come back null (no items) or as text on some drivers. */
function numbers<T extends { total_quantity: unknown; item_count: unknown }>(
  row: T,
): T & { total_quantity: number; item_count: number } {
  return {
    ...row,
    total_quantity: Number(row.total_quantity ?? 0),
    item_count: Number(row.item_count ?? 0),
  };
}

export async function findPurchaseByUuid(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<PurchaseRow | undefined> {
  return db
    .selectFrom('purchases')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

/** The business's purchase whose receipt or thumbnail file is `name`. */
export async function findPurchaseByFile(
  db: DbOrTrx,
  businessId: number,
  name: string,
): Promise<PurchaseRow | undefined> {
  return db
    .selectFrom('purchases')
    .selectAll()
    .where('business_id', '=', businessId)
    .where((eb) => eb.or([eb('image_path', '=', name), eb('thumb_path', '=', name)]))
    .executeTakeFirst();
}

export async function insertPurchase(
  db: DbOrTrx,
  values: Omit<Insertable<PurchasesTable>, 'id'>,
): Promise<number> {
  const r = await db
    .insertInto('purchases')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function setPurchaseDate(
  db: DbOrTrx,
  businessId: number,
  id: number,
  date: number,
  updatedAt: number,
): Promise<void> {
  await db
    .updateTable('purchases')
    .set({ date, updated_at: updatedAt })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** Deletes the purchase and its items. */
export async function deletePurchase(db: DbOrTrx, businessId: number, id: number): Promise<void> {
  await db
    .deleteFrom('purchase_items')
    .where('business_id', '=', businessId)
    .where('purchase_id', '=', id)
    .execute();
  await db
    .deleteFrom('purchases')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** A purchase's items in order, with the UUID of the product each links (null when none). */
export async function listItems(db: DbOrTrx, businessId: number, purchaseId: number) {
  return db
    .selectFrom('purchase_items')
    .leftJoin('products', 'products.id', 'purchase_items.product_id')
    .selectAll('purchase_items')
    .select('products.uuid as product_uuid')
    .where('purchase_items.business_id', '=', businessId)
    .where('purchase_items.purchase_id', '=', purchaseId)
    .orderBy('purchase_items.line_no')
    .execute();
}

/** Replaces the items of a purchase of the business with `items` (line_no 1, 2, …). */
export async function replaceItems(
  db: DbOrTrx,
  businessId: number,
  purchaseId: number,
  items: ReadonlyArray<
    Pick<PurchaseItemRow, 'product_id' | 'item_name' | 'price' | 'quantity' | 'rounding_amount'>
  >,
): Promise<void> {
  await db
    .deleteFrom('purchase_items')
    .where('business_id', '=', businessId)
    .where('purchase_id', '=', purchaseId)
    .execute();
  if (items.length === 0) return;
  await db
    .insertInto('purchase_items')
    .values(
      items.map((it, i) => ({
        ...it,
        purchase_id: purchaseId,
        business_id: businessId,
        line_no: i + 1,
      })),
    )
    .execute();
}

/** Ids of the business's products among `ids` (to refuse another business's product). */
export async function productIdsOf(
  db: DbOrTrx,
  businessId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('business_id', '=', businessId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Count and Σ stored amounts (halalas) of the purchases of one supplier (GET purchases/vat). */
export interface SupplierVatSums {
  supplierUuid: string;
  supplierName: string;
  vatid: string;
  count: number;
  total: number;
  taxExclusive: number;
  tax: number;
}

/**
 * One GROUP BY: count and Σ total / tax_exclusive_amount / tax_amount (halalas, as stored at
 * recording time) per supplier of the business's purchases whose `date` (Unix seconds) is in
 * [start, end); total descending, then supplier name.
 */
export async function purchaseVatBySupplier(
  db: DbOrTrx,
  businessId: number,
  range: { start: number; end: number },
): Promise<SupplierVatSums[]> {
  const rows = await db
    .selectFrom('purchases')
    .innerJoin('suppliers', 'suppliers.id', 'purchases.supplier_id')
    .where('purchases.business_id', '=', businessId)
    .where('purchases.date', '>=', range.start)
    .where('purchases.date', '<', range.end)
    .select((eb) => [
      'suppliers.uuid as uuid',
      'suppliers.name as name',
      'suppliers.vatid as vatid',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('purchases.total').as('total'),
      eb.fn.sum<number>('purchases.tax_exclusive_amount').as('exc'),
      eb.fn.sum<number>('purchases.tax_amount').as('tax'),
    ])
    .groupBy(['suppliers.id', 'suppliers.uuid', 'suppliers.name', 'suppliers.vatid'])
    .orderBy('total', 'desc')
    .orderBy('suppliers.name')
    .execute();
  return rows.map((r) => ({
    supplierUuid: r.uuid,
    supplierName: r.name,
    vatid: r.vatid,
    count: exactInteger(r.count),
    total: exactInteger(r.total, 'sum'),
    taxExclusive: exactInteger(r.exc, 'sum'),
    tax: exactInteger(r.tax, 'sum'),
  }));
}

/** Links a purchase to a purchase order (decision 0070), or unlinks it (null). */
export async function setPurchaseOrder(
  db: DbOrTrx,
  businessId: number,
  purchaseId: number,
  orderId: number | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('purchases')
    .set({ purchase_order_id: orderId, updated_at: now })
    .where('business_id', '=', businessId)
    .where('id', '=', purchaseId)
    .execute();
}
