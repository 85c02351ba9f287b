import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/types';

/**
 * SQL of lots, serials and costs on the stock ledger (decision 0070). Pieces; costs halalas per
 * piece; expiry Riyadh 'YYYY-MM-DD'.
 */

/** A ledger row as the moving average reads it (halalas per piece VAT-exclusive, or null). */
export interface CostRow {
  product_id: number;
  quantity: number;
  unit_cost: number | null;
}

/**
 * The business's ledger rows in the order they happened (at, id), optionally of one warehouse,
 * with a VAT-exclusive cost on rows that bring goods in at a known cost: a receipt's unit cost as
 * is (VAT-exclusive already); a purchase row's VAT-inclusive price × the purchase's
 * tax_exclusive_amount / total (its own VAT split); null on every other row.
 */
export async function costRows(
  db: DbOrTrx,
  businessId: number,
  warehouseId?: number,
): Promise<CostRow[]> {
  let q = db
    .selectFrom('stock_moves as m')
    .leftJoin('purchases as pu', (j) =>
      j.onRef('pu.id', '=', 'm.source_id').on('m.source', '=', 'purchase'),
    )
    .select([
      'm.product_id',
      'm.quantity',
      sql<number | null>`case
        when m.source = 'receipt' then m.unit_cost
        when m.source = 'purchase' and pu.total > 0 then m.unit_cost * 1.0 * pu.tax_exclusive_amount / pu.total
        else null end`.as('unit_cost'),
    ])
    .where('m.business_id', '=', businessId);
  if (warehouseId !== undefined) q = q.where('m.warehouse_id', '=', warehouseId);
  const rows = await q.orderBy('m.at').orderBy('m.id').execute();
  return rows.map((r) => ({
    product_id: Number(r.product_id),
    quantity: Number(r.quantity),
    unit_cost: r.unit_cost === null ? null : Number(r.unit_cost),
  }));
}

/** Σ pieces per product, warehouse and lot (lot '' = rows without one) and the lot's expiry. */
export interface LotSumRow {
  product_id: number;
  product_uuid: string;
  product_name: string;
  warehouse_id: number;
  warehouse_uuid: string;
  warehouse_name: string;
  lot_number: string;
  expiry_date: string | null;
  quantity: number;
}

/**
 * The ledger grouped by product, warehouse and lot (one grouped pass, index stock_moves_lot):
 * rows without a lot form lot ''; a lot's expiry is the earliest its rows name. Optionally one
 * product and one warehouse (row ids).
 */
export async function lotSums(
  db: DbOrTrx,
  businessId: number,
  filter: { productId?: number; warehouseId?: number },
): Promise<LotSumRow[]> {
  const lot = sql<string>`coalesce(m.lot_number, '')`;
  let q = db
    .selectFrom('stock_moves as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .innerJoin('warehouses as w', 'w.id', 'm.warehouse_id')
    .select((eb) => [
      'm.product_id',
      'p.uuid as product_uuid',
      'p.name as product_name',
      'm.warehouse_id',
      'w.uuid as warehouse_uuid',
      'w.name as warehouse_name',
      lot.as('lot_number'),
      eb.fn.min('m.expiry_date').as('expiry_date'),
      eb.fn.sum<number>('m.quantity').as('quantity'),
    ])
    .where('m.business_id', '=', businessId)
    .where('w.deleted_at', 'is', null);
  if (filter.productId !== undefined) q = q.where('m.product_id', '=', filter.productId);
  if (filter.warehouseId !== undefined) q = q.where('m.warehouse_id', '=', filter.warehouseId);
  const rows = await q
    .groupBy(['m.product_id', 'p.uuid', 'p.name', 'm.warehouse_id', 'w.uuid', 'w.name', lot])
    .execute();
  return rows.map((r) => ({
    ...r,
    product_id: Number(r.product_id),
    warehouse_id: Number(r.warehouse_id),
    lot_number: String(r.lot_number),
    expiry_date: (r.expiry_date as string | null) ?? null,
    quantity: Number(r.quantity ?? 0),
  }));
}

/**
 * The serials among `serials` that are on hand for the product in the business (Σ rows with that
 * serial > 0, any warehouse).
 */
export async function serialsOnHand(
  db: DbOrTrx,
  businessId: number,
  productId: number,
  serials: readonly string[],
): Promise<string[]> {
  if (serials.length === 0) return [];
  const rows = await db
    .selectFrom('stock_moves')
    .select('serial_number')
    .where('business_id', '=', businessId)
    .where('product_id', '=', productId)
    .where('serial_number', 'in', [...serials])
    .groupBy('serial_number')
    .having((eb) => eb(eb.fn.sum('quantity'), '>', 0))
    .execute();
  return rows.map((r) => String(r.serial_number));
}
