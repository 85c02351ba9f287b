import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { PurchaseOrderLinesTable, PurchaseOrdersTable } from '../../db/purchase-order-tables';

/**
 * SQL of purchase orders (decision 0070). Every query names the business. Pieces; halalas;
 * instants UTC ms.
 */

/** A purchase order row with its supplier's and warehouse's names. */
export interface OrderRow {
  id: number;
  uuid: string;
  number: number;
  status: string;
  supplier_id: number;
  supplier_uuid: string;
  supplier_name: string;
  warehouse_id: number;
  warehouse_uuid: string;
  warehouse_name: string;
  expected_date: string | null;
  sale_order_id: number | null;
  address_id: number | null;
  note: string;
  created_at: number;
  sent_at: number | null;
}

function ordersQuery(db: DbOrTrx, businessId: number) {
  return db
    .selectFrom('purchase_orders as o')
    .innerJoin('suppliers as s', 's.id', 'o.supplier_id')
    .innerJoin('warehouses as w', 'w.id', 'o.warehouse_id')
    .select([
      'o.id',
      'o.uuid',
      'o.number',
      'o.status',
      'o.supplier_id',
      's.uuid as supplier_uuid',
      's.name as supplier_name',
      'o.warehouse_id',
      'w.uuid as warehouse_uuid',
      'w.name as warehouse_name',
      'o.expected_date',
      'o.sale_order_id',
      'o.address_id',
      'o.note',
      'o.created_at',
      'o.sent_at',
    ])
    .where('o.business_id', '=', businessId);
}

const numeric = (r: OrderRow): OrderRow => ({
  ...r,
  id: Number(r.id),
  number: Number(r.number),
  supplier_id: Number(r.supplier_id),
  warehouse_id: Number(r.warehouse_id),
  created_at: Number(r.created_at),
  sent_at: r.sent_at === null ? null : Number(r.sent_at),
});

/** The business's order `uuid`, or undefined. */
export async function findOrder(
  db: DbOrTrx,
  businessId: number,
  uuid: string,
): Promise<OrderRow | undefined> {
  const r = await ordersQuery(db, businessId).where('o.uuid', '=', uuid).executeTakeFirst();
  return r ? numeric(r as OrderRow) : undefined;
}

/** The business's orders, newest first (the last 500), optionally one status or supplier id. */
export async function listOrders(
  db: DbOrTrx,
  businessId: number,
  filter: { status?: string; supplierUuid?: string },
): Promise<OrderRow[]> {
  let q = ordersQuery(db, businessId);
  if (filter.status) q = q.where('o.status', '=', filter.status);
  if (filter.supplierUuid) q = q.where('s.uuid', '=', filter.supplierUuid);
  const rows = await q.orderBy('o.id', 'desc').limit(500).execute();
  return rows.map((r) => numeric(r as OrderRow));
}

/** An order line with its product and the pieces its receipts took in so far. */
export interface OrderLineRow {
  id: number;
  order_id: number;
  uuid: string;
  product_id: number;
  product_uuid: string;
  product_name: string;
  quantity: number;
  unit_cost: number;
  vat_category: string;
  received: number;
}

/** The lines of the given orders in order, each with Σ received pieces. */
export async function orderLines(
  db: DbOrTrx,
  businessId: number,
  orderIds: readonly number[],
): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  const received = db
    .selectFrom('goods_receipt_lines')
    .select((eb) => ['order_line_id', eb.fn.sum<number>('quantity').as('q')])
    .where('business_id', '=', businessId)
    .groupBy('order_line_id')
    .as('r');
  const rows = await db
    .selectFrom('purchase_order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin(received, 'r.order_line_id', 'l.id')
    .select((eb) => [
      'l.id',
      'l.order_id',
      'l.uuid',
      'l.product_id',
      'p.uuid as product_uuid',
      'p.name as product_name',
      'l.quantity',
      'l.unit_cost',
      'l.vat_category',
      eb.fn.coalesce('r.q', eb.lit(0)).as('received'),
    ])
    .where('l.business_id', '=', businessId)
    .where('l.order_id', 'in', [...orderIds])
    .orderBy('l.order_id')
    .orderBy('l.line_no')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    order_id: Number(r.order_id),
    product_id: Number(r.product_id),
    quantity: Number(r.quantity),
    unit_cost: Number(r.unit_cost),
    received: Number(r.received ?? 0),
  }));
}

/** The next order number of the business (call under its counter lock). */
export async function nextOrderNumber(db: DbOrTrx, businessId: number): Promise<number> {
  const r = await db
    .selectFrom('purchase_orders')
    .select((eb) => eb.fn.max<number>('number').as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return Number(r?.n ?? 0) + 1;
}

/** Inserts an order; returns its id. */
export async function insertOrder(
  db: DbOrTrx,
  row: Omit<Insertable<PurchaseOrdersTable>, 'id'>,
): Promise<number> {
  const r = await db
    .insertInto('purchase_orders')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Changes an order's header fields. */
export async function updateOrder(
  db: DbOrTrx,
  businessId: number,
  id: number,
  set: Partial<Omit<Insertable<PurchaseOrdersTable>, 'id' | 'business_id' | 'uuid'>>,
): Promise<void> {
  await db
    .updateTable('purchase_orders')
    .set(set)
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** Replaces an order's lines (a draft's: no receipt names them). */
export async function replaceLines(
  db: DbOrTrx,
  businessId: number,
  orderId: number,
  lines: ReadonlyArray<
    Omit<Insertable<PurchaseOrderLinesTable>, 'id' | 'business_id' | 'order_id'>
  >,
): Promise<void> {
  await db
    .deleteFrom('purchase_order_lines')
    .where('business_id', '=', businessId)
    .where('order_id', '=', orderId)
    .execute();
  if (lines.length > 0)
    await db
      .insertInto('purchase_order_lines')
      .values(lines.map((l) => ({ ...l, business_id: businessId, order_id: orderId })))
      .execute();
}

/**
 * Row-locks the order (a no-op UPDATE) so concurrent receipts of it wait for each other;
 * false when the business has no such order.
 */
export async function lockOrder(db: DbOrTrx, businessId: number, id: number): Promise<boolean> {
  const r = await db
    .updateTable('purchase_orders')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ids of the business's suppliers / live warehouses / products by UUID. */
export async function idByUuid(
  db: DbOrTrx,
  table: 'suppliers' | 'warehouses' | 'products',
  businessId: number,
  uuids: readonly string[],
): Promise<Map<string, { id: number; name: string }>> {
  if (uuids.length === 0) return new Map();
  let q = db
    .selectFrom(table)
    .select(['id', 'uuid', 'name'])
    .where('business_id', '=', businessId)
    .where('uuid', 'in', [...uuids]);
  if (table === 'warehouses') q = q.where('deleted_at', 'is', null);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.uuid, { id: Number(r.id), name: r.name }]));
}
