import { z } from 'zod';
import { PURCHASE_MESSAGES } from '../../../domain/purchases';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import { supplierBody, supplierView } from '../../../domain/schemas/purchases';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './service';
import { errorResponses } from '../../http/error-responses';

const tags = ['purchases'];

/**
 * Suppliers of a business (legacy app: "Supplier"): GET/POST `/suppliers`,
 * GET/PUT/DELETE `/suppliers/:UUID`. Reads need `purchases.read`, writes `purchases.write`; a UUID
 * of another business is a 404.
 */
export async function suppliersRoutes(app: App) {
  const read = { config: { action: 'purchases.read' as const } };
  const write = { config: { action: 'purchases.write' as const } };

  app.get(
    '/suppliers',
    {
      ...read,
      schema: {
        operationId: 'listSuppliers',
        summary: 'List the suppliers of a business',
        tags,
        params: businessParam,
        response: { 200: z.array(supplierView), ...errorResponses() },
      },
    },
    async (req) => service.listSuppliers(app.ctx, currentBusiness(req)),
  );

  app.post(
    '/suppliers',
    {
      ...write,
      schema: {
        operationId: 'createSupplier',
        summary: 'Create a supplier',
        tags,
        params: businessParam,
        body: supplierBody,
        response: {
          201: z.object({
            message: z.string(),
            ID: z.number(),
            UUID: z.string(),
            supplier: supplierView,
          }),
          ...errorResponses('payment_term_unknown'),
        },
      },
    },
    async (req, reply) => {
      const supplier = await service.createSupplier(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.body,
      );
      return reply.code(201).send({
        message: PURCHASE_MESSAGES.supplierCreated,
        ID: supplier.ID,
        UUID: supplier.UUID,
        supplier,
      });
    },
  );

  app.get(
    '/suppliers/:UUID',
    {
      ...read,
      schema: {
        operationId: 'getSupplier',
        summary: 'Get one supplier',
        tags,
        params: businessUuidParams,
        response: { 200: supplierView, ...errorResponses() },
      },
    },
    async (req) => service.getSupplier(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.put(
    '/suppliers/:UUID',
    {
      ...write,
      schema: {
        operationId: 'updateSupplier',
        summary: 'Update a supplier',
        tags,
        params: businessUuidParams,
        body: supplierBody,
        response: {
          200: z.object({ message: z.string(), supplier: supplierView }),
          ...errorResponses('payment_term_unknown'),
        },
      },
    },
    async (req) => ({
      message: PURCHASE_MESSAGES.supplierUpdated,
      supplier: await service.updateSupplier(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body,
      ),
    }),
  );

  app.delete(
    '/suppliers/:UUID',
    {
      ...write,
      schema: {
        operationId: 'deleteSupplier',
        summary: 'Delete a supplier without purchases',
        tags,
        params: businessUuidParams,
        response: { 200: z.object({ message: z.string() }), ...errorResponses('supplier_in_use') },
      },
    },
    async (req) => {
      await service.deleteSupplier(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
      );
      return { message: PURCHASE_MESSAGES.supplierDeleted };
    },
  );
}
