import { z } from 'zod';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import {
  countCreateBody,
  countLinesBody,
  countPostBody,
  countSummary,
  countView,
  transferBody,
  transferView,
} from '../../../domain/schemas/warehouses';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as counts from './counts';
import * as transfers from './transfers';

const tags = ['stock'];

/**
 * Stock counts and transfers of a business (decision 0067): GET/POST `/stock_counts`,
 * GET/PUT `/stock_counts/:UUID`, POST `/stock_counts/:UUID/post`; GET/POST `/stock_transfers`.
 * Reads need `stock.read`, writes `catalogue.write`.
 */
export async function stockDocumentRoutes(app: App) {
  const read = { config: { action: 'stock.read' as const } };
  const write = { config: { action: 'catalogue.write' as const } };

  app.get(
    '/stock_counts',
    {
      ...read,
      schema: {
        operationId: 'listStockCounts',
        summary: 'List the stock count sheets, newest first',
        tags,
        params: businessParam,
        response: { 200: z.array(countSummary), ...errorResponses() },
      },
    },
    async (req) => counts.listCounts(app.ctx, currentBusiness(req)),
  );

  app.get(
    '/stock_counts/:UUID',
    {
      ...read,
      schema: {
        operationId: 'getStockCount',
        summary: 'Get a stock count sheet with its lines',
        tags,
        params: businessUuidParams,
        response: { 200: countView, ...errorResponses() },
      },
    },
    async (req) => counts.getCount(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.post(
    '/stock_counts',
    {
      ...write,
      schema: {
        operationId: 'createStockCount',
        summary: 'Start a stock count sheet of a warehouse',
        tags,
        params: businessParam,
        body: countCreateBody,
        response: { 201: countView, ...errorResponses() },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await counts.createCount(app.ctx, currentUser(req), currentBusiness(req), req.body)),
  );

  app.put(
    '/stock_counts/:UUID',
    {
      ...write,
      schema: {
        operationId: 'enterStockCounted',
        summary: 'Enter counted quantities on an open count sheet',
        tags,
        params: businessUuidParams,
        body: countLinesBody,
        response: {
          200: countView,
          ...errorResponses('count_posted', 'unknown_product'),
        },
      },
    },
    async (req) => counts.enterCounted(app.ctx, currentBusiness(req), req.params.UUID, req.body),
  );

  app.post(
    '/stock_counts/:UUID/post',
    {
      ...write,
      schema: {
        operationId: 'postStockCount',
        summary: 'Post a count sheet: adjust stock to the counted quantities',
        tags,
        params: businessUuidParams,
        body: countPostBody,
        response: { 200: countView, ...errorResponses('count_posted', 'database_busy') },
      },
    },
    async (req) =>
      counts.postCount(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body.reason,
      ),
  );

  app.get(
    '/stock_transfers',
    {
      ...read,
      schema: {
        operationId: 'listStockTransfers',
        summary: 'List the stock transfers between warehouses, newest first',
        tags,
        params: businessParam,
        response: { 200: z.array(transferView), ...errorResponses() },
      },
    },
    async (req) => transfers.listTransfers(app.ctx, currentBusiness(req)),
  );

  app.post(
    '/stock_transfers',
    {
      ...write,
      schema: {
        operationId: 'createStockTransfer',
        summary: 'Move stock from one warehouse to another',
        tags,
        params: businessParam,
        body: transferBody,
        response: {
          201: transferView,
          ...errorResponses(
            'transfer_same_warehouse',
            'insufficient_stock',
            'database_busy',
            'unknown_product',
          ),
        },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await transfers.createTransfer(app.ctx, currentUser(req), currentBusiness(req), req.body),
        ),
  );
}
