import { z } from 'zod';
import { WAREHOUSE_MESSAGES } from '../../../domain/stock';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import { warehouseBody, warehouseView } from '../../../domain/schemas/warehouses';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './service';

const tags = ['stock'];

/**
 * Warehouses of a business (decision 0067): GET/POST `/ware_houses`, GET/PUT/DELETE
 * `/ware_houses/:UUID`. Reads need `catalogue.read`, writes `catalogue.write` (the catalogue's
 * permissions); a UUID of another business is a 404.
 */
export async function warehousesRoutes(app: App) {
  const read = { config: { action: 'catalogue.read' as const } };
  const write = { config: { action: 'catalogue.write' as const } };

  app.get(
    '/ware_houses',
    {
      ...read,
      schema: {
        operationId: 'listWarehouses',
        summary: 'List the warehouses of a business, the default first',
        tags,
        params: businessParam,
        response: { 200: z.array(warehouseView), ...errorResponses() },
      },
    },
    async (req) => service.listWarehouses(app.ctx, currentBusiness(req)),
  );

  app.get(
    '/ware_houses/:UUID',
    {
      ...read,
      schema: {
        operationId: 'getWarehouse',
        summary: 'Get a warehouse',
        tags,
        params: businessUuidParams,
        response: { 200: warehouseView, ...errorResponses() },
      },
    },
    async (req) => service.getWarehouse(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.post(
    '/ware_houses',
    {
      ...write,
      schema: {
        operationId: 'createWarehouse',
        summary: 'Create a warehouse',
        tags,
        params: businessParam,
        body: warehouseBody,
        response: { 201: warehouseView, ...errorResponses('warehouse_name_taken') },
      },
    },
    async (req, reply) => {
      const w = await service.createWarehouse(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.body,
      );
      return reply.code(201).send(w);
    },
  );

  app.put(
    '/ware_houses/:UUID',
    {
      ...write,
      schema: {
        operationId: 'updateWarehouse',
        summary: 'Change a warehouse and its locations',
        tags,
        params: businessUuidParams,
        body: warehouseBody,
        response: { 200: warehouseView, ...errorResponses('warehouse_name_taken') },
      },
    },
    async (req) =>
      service.updateWarehouse(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body,
      ),
  );

  app.delete(
    '/ware_houses/:UUID',
    {
      ...write,
      schema: {
        operationId: 'deleteWarehouse',
        summary: 'Delete an empty warehouse that is not the last',
        tags,
        params: businessUuidParams,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses('warehouse_last', 'warehouse_has_stock'),
        },
      },
    },
    async (req) => {
      await service.deleteWarehouse(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
      );
      return { message: WAREHOUSE_MESSAGES.warehouseDeleted };
    },
  );
}
