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

const errors = errorResponses();
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
        tags,
        params: businessParam,
        querystring: purchaseItemsPageQuery,
        response: { 200: purchaseItemsPage, ...errors },
      },
    },
    async (req) => service.pageItems(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/purchases/products',
    {
      ...read,
      schema: {
        tags,
        params: businessParam,
        response: { 200: purchasedProductsAnswer, ...errors },
      },
    },
    async (req) => service.purchasedProducts(app.ctx, currentBusiness(req)),
  );

  app.get(
    '/purchases/sendfile/:image_path/link',
    {
      ...read,
      schema: { tags, params: receiptFileParams, response: { 200: signedLink, ...errors } },
    },
    async (req) =>
      service.receiptLink(app.ctx, currentUser(req), currentBusiness(req), req.params.image_path),
  );
}
