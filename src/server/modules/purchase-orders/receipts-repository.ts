import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { GoodsReceiptLinesTable, GoodsReceiptsTable } from '../../db/purchase-order-tables';

/** SQL of goods receipts (receive orders; decision 0070). Pieces; instants UTC ms. */

/** The next receipt number of the business (call under its counter lock). */
export async function nextReceiptNumber(db: DbOrTrx, businessId: number): Promise<number> {
  const r = await db
    .selectFrom('goods_receipts')
    .select((eb) => eb.fn.max<number>('number').as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return Number(r?.n ?? 0) + 1;
}

/** Inserts a receipt and its lines; returns the receipt's id. */
export async function insertReceipt(
  db: DbOrTrx,
  row: Omit<Insertable<GoodsReceiptsTable>, 'id'>,
  lines: ReadonlyArray<Omit<Insertable<GoodsReceiptLinesTable>, 'id' | 'receipt_id'>>,
): Promise<number> {
  const r = await db
    .insertInto('goods_receipts')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(r.id);
  await db
    .insertInto('goods_receipt_lines')
    .values(lines.map((l) => ({ ...l, receipt_id: id })))
    .execute();
  return id;
}

/** The id of the warehouse's location with exactly these parts, or null. */
export async function locationId(
  db: DbOrTrx,
  businessId: number,
  warehouseId: number,
  place: { zone: string; aisle: string; bay: string; bin: string },
): Promise<number | null> {
  if (!place.zone && !place.aisle && !place.bay && !place.bin) return null;
  const r = await db
    .selectFrom('warehouse_locations')
    .select('id')
    .where('business_id', '=', businessId)
    .where('warehouse_id', '=', warehouseId)
    .where('zone', '=', place.zone)
    .where('aisle', '=', place.aisle)
    .where('bay', '=', place.bay)
    .where('bin', '=', place.bin)
    .executeTakeFirst();
  return r ? Number(r.id) : null;
}

/** A receipt of an order as its list shows it. */
export interface ReceiptSummaryRow {
  id: number;
  uuid: string;
  number: number;
  order_id: number;
  warehouse_uuid: string;
  warehouse_name: string;
  received_at: number;
  pieces: number;
}

/** The receipts of the given orders, oldest first, with Σ pieces. */
export async function receiptsOf(
  db: DbOrTrx,
  businessId: number,
  orderIds: readonly number[],
): Promise<ReceiptSummaryRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('goods_receipts as g')
    .innerJoin('warehouses as w', 'w.id', 'g.warehouse_id')
    .innerJoin('goods_receipt_lines as l', 'l.receipt_id', 'g.id')
    .select((eb) => [
      'g.id',
      'g.uuid',
      'g.number',
      'g.order_id',
      'w.uuid as warehouse_uuid',
      'w.name as warehouse_name',
      'g.received_at',
      eb.fn.sum<number>('l.quantity').as('pieces'),
    ])
    .where('g.business_id', '=', businessId)
    .where('g.order_id', 'in', [...orderIds])
    .groupBy(['g.id', 'g.uuid', 'g.number', 'g.order_id', 'w.uuid', 'w.name', 'g.received_at'])
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    number: Number(r.number),
    order_id: Number(r.order_id),
    received_at: Number(r.received_at),
    pieces: Number(r.pieces ?? 0),
  }));
}

/** One receipt with its lines (line and product UUIDs, names), or undefined. */
export async function findReceipt(db: DbOrTrx, businessId: number, uuid: string) {
  const g = await db
    .selectFrom('goods_receipts as g')
    .innerJoin('purchase_orders as o', 'o.id', 'g.order_id')
    .innerJoin('warehouses as w', 'w.id', 'g.warehouse_id')
    .selectAll('g')
    .select(['o.uuid as order_uuid', 'o.status as order_status', 'w.uuid as warehouse_uuid'])
    .where('g.business_id', '=', businessId)
    .where('g.uuid', '=', uuid)
    .executeTakeFirst();
  if (!g) return undefined;
  const lines = await db
    .selectFrom('goods_receipt_lines as l')
    .innerJoin('purchase_order_lines as ol', 'ol.id', 'l.order_line_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .selectAll('l')
    .select(['ol.uuid as line_uuid', 'p.uuid as product_uuid', 'p.name as product_name'])
    .where('l.business_id', '=', businessId)
    .where('l.receipt_id', '=', g.id)
    .orderBy('l.id')
    .execute();
  return { receipt: g, lines };
}
