import { businessParam } from '../../../domain/schemas/common';
import {
  purchasedProductsAnswer,
  purchaseItemsPage,
  purchaseItemsPageQuery,
} from '../../../domain/schemas/purchase-reports';
import { signedLink } from '../../../domain/schemas/files';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './items-service';
import { receiptFileParams } from '../../../domain/schemas/purchases';
import { errorResponses } from '../../http/error-responses';

const tags = ['purchases'];

/**
 * The purchases tools (legacy app: purchases/items, purchases/products;
 * docs/screens/0038-purchases-tools-screens.md): GET
 * `/purchases/items?q&supplier&product&page&pageSize` (every item of the business,
 * paged, with count and sums) and GET `/purchases/products` (per product what purchases brought
 * in), GET `/purchases/sendfile/:image_path/link` (a signed link opening the receipt in a new tab).
 * All need `purchases.read` (admin and manager); another business's rows never appear.
 */
export async function purchaseToolsRoutes(app: App) {
  const read = { config: { action: 'purchases.read' as const } };

  app.get(
    '/purchases/items',
    {
      ...read,
      schema: {
        operationId: 'listPurchasedItemsPage',
        summary: 'List purchased items a page at a time',
        tags,
        params: businessParam,
        querystring: purchaseItemsPageQuery,
        response: { 200: purchaseItemsPage, ...errorResponses() },
      },
    },
    async (req) => service.pageItems(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/purchases/products',
    {
      ...read,
      schema: {
        operationId: 'listPurchasedProducts',
        summary: 'List the products that were ever purchased',
        tags,
        params: businessParam,
        response: { 200: purchasedProductsAnswer, ...errorResponses() },
      },
    },
    async (req) => service.purchasedProducts(app.ctx, currentBusiness(req)),
  );

  app.get(
    '/purchases/sendfile/:image_path/link',
    {
      ...read,
      schema: {
        operationId: 'getPurchaseReceiptLink',
        summary: "Get a short-lived signed link to a purchase's receipt file",
        tags,
        params: receiptFileParams,
        response: { 200: signedLink, ...errorResponses() },
      },
    },
    async (req) =>
      service.receiptLink(app.ctx, currentUser(req), currentBusiness(req), req.params.image_path),
  );
}
