import { halalasToSar } from '../../../domain/money';
import { averageUnitCost } from '../../../domain/purchases';
import type {
  PurchasedProductsAnswer,
  PurchaseItemsPage,
  PurchaseItemsPageQuery,
} from '../../../domain/schemas/purchase-reports';
import type { SignedLink } from '../../../domain/schemas/files';
import type { AppContext, SessionUser } from '../../context';
import { expiryFrom, signFileClaim } from '../../files/signed-urls';
import type { BusinessRow } from '../businesses/service';
import * as repo from './items-repository';
import { receiptFile } from './receipts';

/** A receipt file's path relative to DATA_DIR, as a signed link's claim names it. */
export function receiptClaimPath(business: BusinessRow, name: string): string {
  return `${business.key}/purchases/${name}`;
}

/**
 * GET purchases/sendfile/{image_path}/link (docs/screens/0038-purchases-tools-screens.md, on
 * decision 0027): a signed link to a
 * receipt of one of the business's purchases, for `user`, that the browser opens in a new tab
 * without the bearer header — a PDF then opens in the browser's viewer under the route's
 * `Content-Security-Policy: sandbox`. Valid SIGNED_URL_TTL_SECONDS (rounded up to the minute) and
 * only while the user keeps `purchases.read` in the business.
 * @throws AppError not_found (404) for a name no purchase of the business has.
 */
export async function receiptLink(
  ctx: AppContext,
  user: SessionUser,
  business: BusinessRow,
  name: string,
): Promise<SignedLink> {
  await receiptFile(ctx, business, name);
  const expiresAt = expiryFrom(ctx.now(), ctx.config.signedUrlTtlSeconds);
  const sig = signFileClaim(ctx.config.signingSecret, {
    userId: user.id,
    businessId: business.id,
    path: receiptClaimPath(business, name),
    expiresAt,
  });
  return {
    url: `/api/v1/${business.key}/purchases/sendfile/${encodeURIComponent(name)}?sig=${sig}`,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/**
 * GET purchases/items (docs/screens/0038-purchases-tools-screens.md): one page of every
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
 * GET purchases/products (docs/screens/0038-purchases-tools-screens.md): per product that purchase
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
