import { z } from 'zod';
import { PG_INTEGER_MAX } from '../../../domain/limits';
import { businessParam } from '../../../domain/schemas/common';
import {
  modifierGroupAnswer,
  modifierGroupBody,
  modifierGroupsAnswer,
  salesByModifierAnswer,
} from '../../../domain/schemas/restaurant';
import type { App } from '../../context';
import { errorResponses, VALIDATION_FAILED_422 } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { salesByModifier, salesByModifierQuery } from './report';
import * as service from './service';

const tags = ['modifiers'];
const groupParams = businessParam.extend({
  groupId: z.coerce
    .number({ error: 'رقم المجموعة غير صالح' })
    .int({ error: 'رقم المجموعة غير صالح' })
    .positive({ error: 'رقم المجموعة غير صالح' })
    .max(PG_INTEGER_MAX, { error: 'رقم المجموعة غير صالح' }),
});

/**
 * Modifier groups of a restaurant and the sales-by-modifier report (decision 0056): GET/POST
 * `modifiers`, PUT/DELETE `modifiers/:groupId` (reads `catalogue.read` — every role that sells
 * has it —, writes `catalogue.write`), GET `reports/sales-by-modifier` (`reports.read`). Another
 * business's group is a 404; a business that is not a restaurant gets 422 restaurant_only.
 */
export async function modifiersRoutes(app: App) {
  const read = { config: { action: 'catalogue.read' as const } };
  const write = { config: { action: 'catalogue.write' as const } };

  app.get(
    '/modifiers',
    {
      ...read,
      schema: {
        operationId: 'listModifierGroups',
        summary: 'List the modifier groups of a restaurant',
        tags,
        params: businessParam,
        querystring: z.object({ archived: z.enum(['0', '1']).optional() }),
        response: { 200: modifierGroupsAnswer, ...errorResponses('restaurant_only') },
      },
    },
    async (req) => ({
      groups: await service.listModifierGroups(
        app.ctx,
        currentBusiness(req),
        req.query.archived === '1',
      ),
    }),
  );

  app.post(
    '/modifiers',
    {
      ...write,
      schema: {
        operationId: 'createModifierGroup',
        summary: 'Create a modifier group with its options (prices in SAR)',
        tags,
        params: businessParam,
        body: modifierGroupBody,
        response: {
          201: modifierGroupAnswer,
          ...errorResponses('restaurant_only', VALIDATION_FAILED_422),
        },
      },
    },
    async (req, reply) => {
      const group = await service.createModifierGroup(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.body,
      );
      return reply.code(201).send({ success: true as const, group });
    },
  );

  app.put(
    '/modifiers/:groupId',
    {
      ...write,
      schema: {
        operationId: 'updateModifierGroup',
        summary: 'Update a modifier group',
        tags,
        params: groupParams,
        body: modifierGroupBody,
        response: {
          200: modifierGroupAnswer,
          ...errorResponses('restaurant_only', VALIDATION_FAILED_422),
        },
      },
    },
    async (req) => ({
      success: true as const,
      group: await service.updateModifierGroup(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.groupId,
        req.body,
      ),
    }),
  );

  app.delete(
    '/modifiers/:groupId',
    {
      ...write,
      schema: {
        operationId: 'archiveModifierGroup',
        summary: 'Archive a modifier group',
        tags,
        params: groupParams,
        response: {
          200: z.object({ success: z.literal(true) }),
          ...errorResponses('restaurant_only'),
        },
      },
    },
    async (req) => {
      await service.archiveModifierGroup(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.groupId,
      );
      return { success: true as const };
    },
  );

  app.get(
    '/reports/sales-by-modifier',
    {
      config: { action: 'reports.read' as const },
      schema: {
        operationId: 'getSalesByModifier',
        summary: 'Get sales per modifier option for a period',
        tags,
        params: businessParam,
        querystring: salesByModifierQuery,
        response: { 200: salesByModifierAnswer, ...errorResponses('restaurant_only') },
      },
    },
    async (req) => salesByModifier(app.ctx, currentBusiness(req), req.query),
  );
}
