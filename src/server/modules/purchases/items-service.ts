import { halalasToSar } from '../../../domain/money';
import { averageUnitCost } from '../../../domain/purchases';
import type {
  PurchasedProductsAnswer,
  PurchaseItemsPage,
  PurchaseItemsPageQuery,
} from '../../../domain/schemas/purchase-reports';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import * as repo from './items-repository';

/**
 * GET purchases/items (SPEC.md §2 purchases/items; issue #7 §1; decision 0038): one page of every
 * purchase item of the business — item, unit price and line total (SAR), quantity, linked
 * product, purchase date (Unix seconds) and supplier — newest purchase first, filtered by text
 * (item, product or supplier name), supplier UUID or product UUID; `count`, `quantity` and
 * `total` cover every matching item (SQL), not only the page.
 */
export async function pageItems(
  ctx: AppContext,
  business: BusinessRow,
  query: PurchaseItemsPageQuery,
): Promise<PurchaseItemsPage> {
  const { page, pageSize } = query;
  const found = await repo.pageItems(
    ctx.db,
    business.id,
    { q: query.q, supplier: query.supplier, product: query.product },
    (page - 1) * pageSize,
    pageSize,
  );
  return {
    items: found.rows.map((r) => ({
      purchaseID: r.purchase_id,
      purchaseUUID: r.purchase_uuid,
      date: r.date,
      supplier: r.supplier_name,
      supplierUUID: r.supplier_uuid,
      lineNo: r.line_no,
      ItemName: r.item_name,
      Price: halalasToSar(r.price),
      InvoicedQuantity: r.quantity,
      RoundingAmount: halalasToSar(r.rounding_amount),
      ProductUUID: r.product_uuid,
      productName: r.product_name,
    })),
    page,
    pageSize,
    count: found.count,
    quantity: found.quantity,
    total: halalasToSar(found.total),
  };
}

/**
 * GET purchases/products (SPEC.md §2 purchases/products; decision 0038): per product that purchase
 * items name, the purchases it came in, pieces received, cost (SAR VAT-inclusive), average unit
 * price (averageUnitCost, half up to the halala) and latest purchase date (Unix seconds), cost
 * descending; and the count, pieces and cost of the items linked to no product. One GROUP BY.
 */
export async function purchasedProducts(
  ctx: AppContext,
  business: BusinessRow,
): Promise<PurchasedProductsAnswer> {
  const [rows, unlinked] = await Promise.all([
    repo.productPurchaseSums(ctx.db, business.id),
    repo.unlinkedItemSums(ctx.db, business.id),
  ]);
  return {
    products: rows.map((r) => ({
      UUID: r.uuid,
      name: r.name,
      category: r.category,
      purchases: r.purchases,
      received: r.received,
      cost: halalasToSar(r.cost),
      averagePrice: halalasToSar(averageUnitCost(r.cost, r.received)),
      lastDate: r.lastDate,
    })),
    unlinked: { ...unlinked, cost: halalasToSar(unlinked.cost) },
  };
}
