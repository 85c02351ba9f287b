import { businessParam, errorBody } from '../../../domain/schemas/common';
import {
  purchasedProductsAnswer,
  purchaseItemsPage,
  purchaseItemsPageQuery,
} from '../../../domain/schemas/purchase-reports';
import type { App } from '../../context';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './items-service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['purchases'];

/**
 * The purchases tools (SPEC.md §2 purchases/items, purchases/products; issue #7 §1; decision
 * 0038): GET `/purchases/items?q&supplier&product&page&pageSize` (every item of the business,
 * paged, with count and sums) and GET `/purchases/products` (per product what purchases brought
 * in). Both need `purchases.read` (admin and manager); another business's rows never appear.
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
      schema: { tags, params: businessParam, response: { 200: purchasedProductsAnswer, ...errors } },
    },
    async (req) => service.purchasedProducts(app.ctx, currentBusiness(req)),
  );
}
