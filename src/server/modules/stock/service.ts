import { AppError } from '../../../domain/errors';
import { isLowStock } from '../../../domain/purchases';
import type { StockCategoryView, StockRowView } from '../../../domain/schemas/purchases';
import type { AppContext, SessionUser } from '../../context';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { productImageUrl } from '../products/view';
import * as repo from './repository';

/**
 * GET stock: every product's opening, received, sold and remaining quantity
 * (computed in SQL, repository.productStock), low when remaining ≤ its threshold; `category` (a
 * category UUID) limits it to one category (the `invoicesline/{UUID}` screen).
 */
export async function productStock(
  ctx: AppContext,
  business: BusinessRow,
  category?: string,
): Promise<StockRowView[]> {
  return (await repo.productStock(ctx.db, business.id, category)).map((r) => ({
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
  }));
}

/** GET stock/categories: the stock per category (sums in SQL). */
export async function categoryStock(
  ctx: AppContext,
  business: BusinessRow,
): Promise<StockCategoryView[]> {
  return (await repo.categoryStock(ctx.db, business.id)).map((r) => ({
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
