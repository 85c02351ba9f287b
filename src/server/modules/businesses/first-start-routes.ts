import { z } from 'zod';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser, requireAction } from '../../plugins/auth';
import { chooseSampleBusinesses } from './first-start';

/**
 * POST /setup/sample-businesses (the first administrator, once, on an empty Sanad started without
 * SEED_BUSINESSES): seeds the two sample businesses → 201 `{ success, businesses: [keys] }`.
 * Decision 0049.
 */
export async function firstStartRoutes(app: App) {
  app.post(
    '/setup/sample-businesses',
    {
      preValidation: requireAction('businesses.edit'),
      schema: {
        operationId: 'createSampleBusinesses',
        summary: 'First start: create the sample businesses (first administrator only)',
        tags: ['businesses'],
        response: {
          201: z.object({ success: z.literal(true), businesses: z.array(z.string()) }),
          ...errorResponses('setup_done', 'not_first_admin'),
        },
      },
    },
    async (req, reply) => {
      const businesses = await chooseSampleBusinesses(app.ctx, currentUser(req));
      return reply.code(201).send({ success: true as const, businesses });
    },
  );
}
