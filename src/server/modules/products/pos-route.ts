import fastifyEtag from '@fastify/etag';
import { posCatalogue } from '../../../domain/schemas/catalogue';
import { businessParam } from '../../../domain/schemas/common';
import type { App } from '../../context';
import { currentBusiness } from '../../plugins/business-scope';
import { listPosCatalogue } from './service';
import { errorResponses } from '../../http/error-responses';

/**
 * GET /api/v1/{business}/pos/products: the POS catalogue in its compact shape (decision 0016).
 * Its own encapsulated module, so that the ETag (@fastify/etag, a hash of the
 * answer) and `Cache-Control: private, no-cache` apply to this route only: the browser keeps the
 * catalogue, revalidates it on every load, and an unchanged catalogue answers 304 with no body.
 */
export async function posCatalogueRoutes(app: App) {
  await app.register(fastifyEtag);
  app.get(
    '/pos/products',
    {
      config: { action: 'pos.sell' },
      schema: {
        operationId: 'listPosCatalogue',
        summary: 'Get the point of sale catalogue: published products with their modifiers',
        tags: ['pos'],
        params: businessParam,
        response: {
          200: posCatalogue,
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listPosCatalogue(app.ctx, currentBusiness(req));
    },
  );
}
