import { z } from 'zod';
import { categoryBody, categoryView } from '../../../domain/schemas/catalogue';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './service';
import { errorResponses } from '../../http/error-responses';

const tags = ['categories'];

/**
 * Categories of a business (legacy app: "Clients, products, categories"): GET/POST
 * `/categories`, GET/PUT/DELETE `/categories/:UUID`. Reads need
 * `catalogue.read`, writes `catalogue.write`; a UUID of another business is a 404.
 */
export async function categoriesRoutes(app: App) {
  const read = { config: { action: 'catalogue.read' as const } };
  const write = { config: { action: 'catalogue.write' as const } };

  app.get(
    '/categories',
    {
      ...read,
      schema: {
        operationId: 'listCategories',
        summary: 'List the product categories of a business',
        tags,
        params: businessParam,
        response: { 200: z.array(categoryView), ...errorResponses() },
      },
    },
    async (req) => service.listCategories(app.ctx, currentBusiness(req)),
  );

  app.post(
    '/categories',
    {
      ...write,
      schema: {
        operationId: 'createCategory',
        summary: 'Create a product category',
        tags,
        params: businessParam,
        body: categoryBody,
        response: {
          201: z.object({
            success: z.literal(true),
            newid: z.number(),
            UUID: z.string(),
            category: categoryView,
          }),
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      const category = await service.createCategory(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.body,
      );
      return reply
        .code(201)
        .send({ success: true as const, newid: category.ID, UUID: category.UUID, category });
    },
  );

  app.get(
    '/categories/:UUID',
    {
      ...read,
      schema: {
        operationId: 'getCategory',
        summary: 'Get one category',
        tags,
        params: businessUuidParams,
        response: { 200: categoryView, ...errorResponses() },
      },
    },
    async (req) => service.getCategory(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.put(
    '/categories/:UUID',
    {
      ...write,
      schema: {
        operationId: 'updateCategory',
        summary: 'Update a category',
        tags,
        params: businessUuidParams,
        body: categoryBody,
        response: {
          200: z.object({ success: z.literal(true), category: categoryView }),
          ...errorResponses(),
        },
      },
    },
    async (req) => ({
      success: true as const,
      category: await service.updateCategory(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body,
      ),
    }),
  );

  app.delete(
    '/categories/:UUID',
    {
      ...write,
      schema: {
        operationId: 'deleteCategory',
        summary: 'Delete an empty category',
        tags,
        params: businessUuidParams,
        response: {
          200: z.object({ success: z.literal(true) }),
          ...errorResponses('category_not_empty'),
        },
      },
    },
    async (req) => {
      await service.deleteCategory(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
      );
      return { success: true as const };
    },
  );
}
