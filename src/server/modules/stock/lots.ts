import { AppError } from '../../../domain/errors';
import { allocateLots, movingAverageCost, nearExpiry, type CostMove } from '../../../domain/lots';
import { riyadhDate } from '../../../domain/riyadh-time';
import type { LotView, NearExpiryView } from '../../../domain/schemas/purchase-orders';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/types';
import type { BusinessRow } from '../businesses/service';
import * as lotsRepo from './lots-repository';
import * as repo from './repository';

/**
 * Lots, near-expiry and moving-average costs read from the stock ledger (decision 0070).
 * Pieces; costs halalas per piece VAT-exclusive; dates Riyadh 'YYYY-MM-DD'.
 */

/**
 * The moving-average unit cost (halalas per piece, VAT-exclusive, not rounded) of every product of
 * the business that has a costed row, over the rows of one warehouse or of all together
 * (movingAverageCost of src/domain/lots.ts over the ledger in order).
 */
export async function movingAverageCosts(
  db: DbOrTrx,
  businessId: number,
  warehouseId?: number,
): Promise<Map<number, number>> {
  const byProduct = new Map<number, CostMove[]>();
  for (const r of await lotsRepo.costRows(db, businessId, warehouseId)) {
    const list = byProduct.get(r.product_id) ?? [];
    list.push({ quantity: r.quantity, unitCost: r.unit_cost });
    byProduct.set(r.product_id, list);
  }
  const out = new Map<number, number>();
  for (const [productId, moves] of byProduct) {
    const avg = movingAverageCost(moves);
    if (avg !== null) out.set(productId, avg);
  }
  return out;
}

/** A product's or warehouse's row id from its UUID. @throws AppError not_found (404). */
async function idsOf(
  ctx: AppContext,
  business: BusinessRow,
  product?: string,
  warehouse?: string,
): Promise<{ productId?: number; warehouseId?: number }> {
  const out: { productId?: number; warehouseId?: number } = {};
  if (warehouse !== undefined) {
    out.warehouseId = await repo.liveWarehouseId(ctx.db, business.id, warehouse);
    if (out.warehouseId === undefined) throw new AppError('not_found');
  }
  if (product !== undefined) {
    const p = await ctx.db
      .selectFrom('products')
      .select('id')
      .where('business_id', '=', business.id)
      .where('uuid', '=', product)
      .executeTakeFirst();
    if (!p) throw new AppError('not_found');
    out.productId = Number(p.id);
  }
  return out;
}

/**
 * The lots on hand per product and warehouse: lot on hand = Σ ledger rows of that lot, less the
 * pieces sold without a lot that the pieces received without one do not cover, taken
 * first-expiry-first-out (allocateLots). Pieces without a lot that remain show as lot ''. Only
 * rows with pieces > 0, by product name, warehouse, then FEFO.
 * @throws AppError not_found (404) for an unknown product or warehouse UUID.
 */
export async function lotsOnHand(
  ctx: AppContext,
  business: BusinessRow,
  product?: string,
  warehouse?: string,
): Promise<LotView[]> {
  const rows = await lotsRepo.lotSums(
    ctx.db,
    business.id,
    await idsOf(ctx, business, product, warehouse),
  );
  const groups = new Map<string, lotsRepo.LotSumRow[]>();
  for (const r of rows) {
    const key = `${r.product_id}:${r.warehouse_id}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out: LotView[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const total = group.reduce((s, r) => s + r.quantity, 0);
    const lots = group
      .filter((r) => r.lot_number !== '')
      .map((r) => ({ lotNumber: r.lot_number, expiryDate: r.expiry_date, quantity: r.quantity }));
    const { lots: held, unlotted } = allocateLots(lots, total);
    const base = {
      product: first.product_uuid,
      name: first.product_name,
      warehouse: { UUID: first.warehouse_uuid, name: first.warehouse_name },
    };
    for (const l of held)
      if (l.onHand > 0)
        out.push({ ...base, lot_number: l.lotNumber, expiry_date: l.expiryDate, onHand: l.onHand });
    if (unlotted > 0) out.push({ ...base, lot_number: '', expiry_date: null, onHand: unlotted });
  }
  return out.sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'ar') || a.warehouse.name.localeCompare(b.warehouse.name),
  );
}

/**
 * GET stock/near_expiry: the lots holding pieces whose expiry (Riyadh date) is on or before today
 * + `days` (today = the Riyadh day of ctx.now()), earliest first; `expired` when before today.
 * @throws AppError not_found (404) for an unknown warehouse UUID.
 */
export async function nearExpiryLots(
  ctx: AppContext,
  business: BusinessRow,
  days: number,
  warehouse?: string,
): Promise<NearExpiryView[]> {
  const today = riyadhDate(ctx.now());
  const out: NearExpiryView[] = [];
  for (const lot of await lotsOnHand(ctx, business, undefined, warehouse)) {
    const n = nearExpiry({ expiryDate: lot.expiry_date, onHand: lot.onHand }, today, days);
    if (n.near) out.push({ ...lot, expired: n.expired, today });
  }
  return out.sort((a, b) => (a.expiry_date! < b.expiry_date! ? -1 : 1));
}
