import { AppError } from '../../../domain/errors';
import { stockValue } from '../../../domain/lots';
import { halalasToSar } from '../../../domain/money';
import { isLowStock } from '../../../domain/purchases';
import type { StockCategoryView, StockRowView } from '../../../domain/schemas/purchases';
import type { AppContext, SessionUser } from '../../context';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { productImageUrl } from '../products/view';
import { movingAverageCosts } from './lots';
import * as repo from './repository';

/**
 * The row id of the business's warehouse `uuid` (undefined when none is asked).
 * @throws AppError not_found (404) for a warehouse the business does not have (or deleted).
 */
async function warehouseIdOf(
  ctx: AppContext,
  business: BusinessRow,
  uuid?: string,
): Promise<number | undefined> {
  if (uuid === undefined) return undefined;
  const id = await repo.liveWarehouseId(ctx.db, business.id, uuid);
  if (id === undefined) throw new AppError('not_found');
  return id;
}

/**
 * GET stock: every product's opening, received, sold and remaining pieces (the legacy shape), Σ of the
 * stock ledger (repository.productStock, decision 0067), low when remaining ≤ its threshold;
 * `category` (a category UUID) limits it to one category (the `invoicesline/{UUID}` screen),
 * `warehouse` (a warehouse UUID) to one warehouse, else the total of all; `unit_cost` the
 * moving-average cost (SAR, VAT-exclusive) and `value` remaining × it (decision 0070).
 * @throws AppError not_found (404) for an unknown warehouse.
 */
export async function productStock(
  ctx: AppContext,
  business: BusinessRow,
  category?: string,
  warehouse?: string,
): Promise<StockRowView[]> {
  const warehouseId = await warehouseIdOf(ctx, business, warehouse);
  const costs = await movingAverageCosts(ctx.db, business.id, warehouseId);
  return (await repo.productStock(ctx.db, business.id, category, warehouseId)).map((r) => {
    const cost = costs.get(r.id) ?? null;
    return {
      ID: r.id,
      UUID: r.uuid,
      name: r.name,
      productName: r.product_name,
      image: r.image,
      url: productImageUrl(business, r.image),
      categoryid: r.category_uuid,
      category: r.category_name,
      opening: r.opening,
      received: r.received,
      sold: r.sold,
      remaining: r.remaining,
      lowStockThreshold: r.low_stock_threshold,
      low: isLowStock(r.remaining, r.low_stock_threshold),
      unit_cost: cost === null ? null : halalasToSar(Math.round(cost)),
      value: halalasToSar(stockValue(r.remaining, cost)),
    };
  });
}

/**
 * GET stock/categories: the stock per category (sums in SQL), of one warehouse when given.
 * @throws AppError not_found (404) for an unknown warehouse.
 */
export async function categoryStock(
  ctx: AppContext,
  business: BusinessRow,
  warehouse?: string,
): Promise<StockCategoryView[]> {
  const warehouseId = await warehouseIdOf(ctx, business, warehouse);
  return (await repo.categoryStock(ctx.db, business.id, warehouseId)).map((r) => ({
    UUID: r.category_uuid,
    name: r.category_name,
    products: r.products,
    opening: r.opening,
    received: r.received,
    sold: r.sold,
    remaining: r.remaining,
    lowCount: r.low_count,
  }));
}

/**
 * PUT stock/{UUID} {lowStockThreshold}: a product's low-stock threshold, audited.
 * @throws AppError not_found (404) for a product the business does not have.
 */
export async function setThreshold(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  threshold: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.setThreshold(trx, business.id, uuid, threshold)))
      throw new AppError('not_found');
    await auditAction(
      trx,
      { at: ctx.now(), actor, business },
      'product.low_stock_threshold',
      uuid,
      { lowStockThreshold: threshold },
    );
  });
}
