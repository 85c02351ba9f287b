import { z } from 'zod';
import { productBody, productView } from '../../../domain/schemas/catalogue';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './service';
import { errorResponses, VALIDATION_FAILED_422 } from '../../http/error-responses';

const errors = errorResponses();
const tags = ['products'];
const productAnswer = z.object({ success: z.literal(true), product: productView });

/**
 * Products of a business (legacy app: "Clients, products, categories"): GET products (all),
 * GET productp (published), GET products/category/{UUID}, POST products,
 * GET/PUT/DELETE products/{UUID}, all under `/:business`. Prices on the wire are SAR.
 */
export async function productsRoutes(app: App) {
  const read = { config: { action: 'catalogue.read' as const } };
  const write = { config: { action: 'catalogue.write' as const } };
  const list = { 200: z.array(productView), ...errors };

  app.get(
    '/products',
    {
      ...read,
      schema: {
        operationId: 'listProducts',
        summary: 'List every product of a business',
        description: 'Prices in SAR with two decimals.',
        tags,
        params: businessParam,
        response: list,
      },
    },
    async (req) => service.listProducts(app.ctx, currentBusiness(req)),
  );

  app.get(
    '/productp',
    {
      ...read,
      schema: {
        operationId: 'listPublishedProducts',
        summary: 'List the products published to the point of sale',
        tags,
        params: businessParam,
        response: list,
      },
    },
    async (req) => service.listProducts(app.ctx, currentBusiness(req), true),
  );

  app.get(
    '/products/category/:UUID',
    {
      ...read,
      schema: {
        operationId: 'listCategoryProducts',
        summary: 'List the products of one category',
        tags,
        params: businessUuidParams,
        response: list,
      },
    },
    async (req) => service.listCategoryProducts(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.post(
    '/products',
    {
      ...write,
      schema: {
        operationId: 'createProduct',
        summary: 'Create a product',
        description: 'Price in SAR with two decimals, VAT category and rate per ZATCA.',
        tags,
        params: businessParam,
        body: productBody,
        response: {
          201: productAnswer.extend({ newid: z.number(), UUID: z.string() }),
          ...errorResponses('barcode_taken', VALIDATION_FAILED_422),
        },
      },
    },
    async (req, reply) => {
      const product = await service.createProduct(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.body,
      );
      return reply
        .code(201)
        .send({ success: true as const, newid: product.ID, UUID: product.UUID, product });
    },
  );

  app.get(
    '/products/:UUID',
    {
      ...read,
      schema: {
        operationId: 'getProduct',
        summary: 'Get one product',
        tags,
        params: businessUuidParams,
        response: { 200: productView, ...errorResponses() },
      },
    },
    async (req) => service.getProduct(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.put(
    '/products/:UUID',
    {
      ...write,
      schema: {
        operationId: 'updateProduct',
        summary: 'Update a product',
        tags,
        params: businessUuidParams,
        body: productBody,
        response: { 200: productAnswer, ...errorResponses('barcode_taken', VALIDATION_FAILED_422) },
      },
    },
    async (req) => ({
      success: true as const,
      product: await service.updateProduct(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body,
      ),
    }),
  );

  app.delete(
    '/products/:UUID',
    {
      ...write,
      schema: {
        operationId: 'deleteProduct',
        summary: 'Delete a product never sold nor quoted',
        tags,
        params: businessUuidParams,
        response: {
          200: z.object({ success: z.literal(true) }),
          ...errorResponses('product_in_use'),
        },
      },
    },
    async (req) => {
      await service.deleteProduct(app.ctx, currentUser(req), currentBusiness(req), req.params.UUID);
      return { success: true as const };
    },
  );
}
