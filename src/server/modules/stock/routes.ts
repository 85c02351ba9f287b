import { z } from 'zod';
import { PURCHASE_MESSAGES } from '../../../domain/purchases';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import {
  stockCategoryQuery,
  stockCategoryView,
  stockQuery,
  stockRowView,
  stockThresholdBody,
} from '../../../domain/schemas/purchases';
import {
  lotView,
  lotsQuery,
  nearExpiryQuery,
  nearExpiryView,
} from '../../../domain/schemas/purchase-orders';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as lots from './lots';
import * as service from './service';
import { errorResponses } from '../../http/error-responses';

const tags = ['stock'];

/**
 * Stock of a business (decision 0029 — the spec names the screens, not the calls):
 * GET `/stock` (?category=UUID, ?warehouse=UUID) per product, GET `/stock/categories`
 * (?warehouse=UUID) per category (`stock.read`), Σ of the stock ledger (decision 0067);
 * PUT `/stock/:UUID` {lowStockThreshold} sets a product's threshold (`catalogue.write`);
 * GET `/stock/lots` (?product, ?warehouse) and `/stock/near_expiry` (?days=30, ?warehouse) read
 * lots on hand (`stock.read`, decision 0070).
 */
export async function stockRoutes(app: App) {
  app.get(
    '/stock',
    {
      config: { action: 'stock.read' },
      schema: {
        operationId: 'listProductStock',
        summary: 'List the stock of each product',
        tags,
        params: businessParam,
        querystring: stockQuery,
        response: { 200: z.array(stockRowView), ...errorResponses() },
      },
    },
    async (req) =>
      service.productStock(app.ctx, currentBusiness(req), req.query.category, req.query.warehouse),
  );

  app.get(
    '/stock/categories',
    {
      config: { action: 'stock.read' },
      schema: {
        operationId: 'listCategoryStock',
        summary: 'List stock totals per category',
        tags,
        params: businessParam,
        querystring: stockCategoryQuery,
        response: { 200: z.array(stockCategoryView), ...errorResponses() },
      },
    },
    async (req) => service.categoryStock(app.ctx, currentBusiness(req), req.query.warehouse),
  );

  app.get(
    '/stock/lots',
    {
      config: { action: 'stock.read' },
      schema: {
        operationId: 'listStockLots',
        summary: 'List the lots on hand per product and warehouse',
        tags,
        params: businessParam,
        querystring: lotsQuery,
        response: { 200: z.array(lotView), ...errorResponses() },
      },
    },
    async (req) =>
      lots.lotsOnHand(app.ctx, currentBusiness(req), req.query.product, req.query.warehouse),
  );

  app.get(
    '/stock/near_expiry',
    {
      config: { action: 'stock.read' },
      schema: {
        operationId: 'listNearExpiryLots',
        summary: 'List the lots on hand expiring within some days, expired ones flagged',
        tags,
        params: businessParam,
        querystring: nearExpiryQuery,
        response: { 200: z.array(nearExpiryView), ...errorResponses() },
      },
    },
    async (req) =>
      lots.nearExpiryLots(app.ctx, currentBusiness(req), req.query.days, req.query.warehouse),
  );

  app.put(
    '/stock/:UUID',
    {
      config: { action: 'catalogue.write' },
      schema: {
        operationId: 'setLowStockThreshold',
        summary: "Set a product's low-stock alert threshold",
        tags,
        params: businessUuidParams,
        body: stockThresholdBody,
        response: { 200: z.object({ message: z.string() }), ...errorResponses() },
      },
    },
    async (req) => {
      await service.setThreshold(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body.lowStockThreshold,
      );
      return { message: PURCHASE_MESSAGES.thresholdSaved };
    },
  );
}
