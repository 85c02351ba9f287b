import { z } from 'zod';
import { PURCHASE_MESSAGES } from '../../../domain/purchases';
import { businessParam, businessUuidParams } from '../../../domain/schemas/common';
import {
  purchaseItemView,
  purchaseItemsBody,
  purchasesPeriodBody,
  purchasesVatAnswer,
  purchasesVatQuery,
  purchaseView,
  receiptFileParams,
} from '../../../domain/schemas/purchases';
import type { App } from '../../context';
import { readPurchaseUpload } from '../../files/receipts';
import { currentUser, requireSignedFile } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { receiptClaimPath } from './items-service';
import * as service from './service';
import { errorResponses, VALIDATION_FAILED_422 } from '../../http/error-responses';

const tags = ['purchases'];

/**
 * Purchases of a business (legacy app: "Purchase"; decision 0029): GET
 * `/purchases`, GET `/purchases/:UUID`, POST `/purchases` (multipart: file `image`, fields
 * `date`, `supplier`, `total`; or JSON without a receipt), DELETE `/purchases/:UUID`, GET
 * `/purchases/sendfile/:image_path`, GET `/purchases/items/:UUID`, POST `/purchases/items`, POST
 * `/purchasesx`, GET `/purchases/vat?start&end`. Reads need `purchases.read`, writes `purchases.write`; a UUID or file of another
 * business is a 404.
 */
export async function purchasesRoutes(app: App) {
  const read = { config: { action: 'purchases.read' as const } };
  const write = { config: { action: 'purchases.write' as const } };

  app.get(
    '/purchases',
    {
      ...read,
      schema: {
        operationId: 'listPurchases',
        summary: 'List the purchases of a business',
        tags,
        params: businessParam,
        response: { 200: z.array(purchaseView), ...errorResponses() },
      },
    },
    async (req) => service.listPurchases(app.ctx, currentBusiness(req)),
  );

  app.get(
    '/purchases/vat',
    {
      ...read,
      schema: {
        operationId: 'getPurchasesVat',
        summary: 'Get the input VAT of purchases for a period',
        tags,
        querystring: purchasesVatQuery,
        params: businessParam,
        response: { 200: purchasesVatAnswer, ...errorResponses() },
      },
    },
    async (req) => service.purchasesVat(app.ctx, currentBusiness(req), req.query),
  );

  app.post(
    '/purchasesx',
    {
      ...read,
      schema: {
        operationId: 'listPurchasesBetweenDates',
        summary: 'List purchases between two dates (legacy: the range in the body)',
        tags,
        params: businessParam,
        body: purchasesPeriodBody,
        response: { 200: z.array(purchaseView), ...errorResponses() },
      },
    },
    async (req) => service.listPurchasesIn(app.ctx, currentBusiness(req), req.body),
  );

  app.post(
    '/purchases',
    {
      ...write,
      schema: {
        operationId: 'createPurchase',
        summary: 'Record a supplier purchase with its receipt file (multipart)',
        tags,
        params: businessParam,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          'multipart/form-data: the receipt in the file field `image` (JPEG, PNG, WebP or PDF by ' +
          'content, ≤ 10 MB, ≤ 50 MP) and the text fields `date` (Unix seconds), `supplier` ' +
          '(UUID) and `total` (SAR, VAT-inclusive); or the same fields as JSON without a receipt',
        response: {
          201: z.object({
            message: z.string(),
            ID: z.number(),
            UUID: z.string(),
            purchase: purchaseView,
          }),
          ...errorResponses(
            'receipt_too_large',
            'receipt_unsupported_type',
            'receipt_pdf_unreadable',
            'file_too_large',
            'unsupported_media_type',
            'image_unreadable',
            'image_too_many_pixels',
            VALIDATION_FAILED_422,
          ),
        },
      },
    },
    async (req, reply) => {
      const { fields, file } = await readPurchaseUpload(req);
      const purchase = await service.createPurchase(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        fields,
        file,
      );
      return reply.code(201).send({
        message: PURCHASE_MESSAGES.purchaseCreated,
        ID: purchase.ID,
        UUID: purchase.UUID,
        purchase,
      });
    },
  );

  app.get(
    '/purchases/sendfile/:image_path',
    {
      // With the bearer header, or without it through a signed link (`?sig=`,
      // docs/screens/0038-purchases-tools-screens.md).
      config: { action: 'purchases.read' as const, signedAccess: true },
      schema: {
        operationId: 'downloadPurchaseReceipt',
        summary: "Download a purchase's receipt file (bearer token or signed link)",
        tags,
        params: receiptFileParams,
        querystring: z.object({ sig: z.string().max(600).optional() }),
        produces: ['image/webp', 'application/pdf'],
        response: {
          200: z.any().describe('the receipt file (WebP or PDF)'),
          ...errorResponses('link_expired', 'link_invalid', 'link_wrong_file'),
        },
      },
    },
    async (req, reply) => {
      const business = currentBusiness(req);
      requireSignedFile(req, {
        businessId: business.id,
        path: receiptClaimPath(business, req.params.image_path),
      });
      const { object, type } = await service.openReceiptFile(
        app.ctx,
        business,
        req.params.image_path,
      );
      reply
        .type(type)
        .header('content-length', object.size)
        .header('cache-control', 'private, max-age=86400');
      // A PDF opens in the browser's viewer, sandboxed: no script of it runs with our origin.
      if (type === 'application/pdf')
        reply
          .header('content-security-policy', "sandbox; default-src 'none'")
          .header('content-disposition', `inline; filename="${req.params.image_path}"`);
      return reply.send(object.body);
    },
  );

  app.get(
    '/purchases/items/:UUID',
    {
      ...read,
      schema: {
        operationId: 'listPurchaseItems',
        summary: 'List the items of one purchase',
        tags,
        params: businessUuidParams,
        response: { 200: z.array(purchaseItemView), ...errorResponses() },
      },
    },
    async (req) => service.listItems(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.post(
    '/purchases/items',
    {
      ...write,
      schema: {
        operationId: 'savePurchaseItems',
        summary: 'Save the items of a purchase',
        tags,
        params: businessParam,
        body: purchaseItemsBody,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses('unknown_product', 'totals_mismatch'),
        },
      },
    },
    async (req) => {
      await service.saveItems(app.ctx, currentUser(req), currentBusiness(req), req.body);
      return { message: PURCHASE_MESSAGES.itemsSaved };
    },
  );

  app.get(
    '/purchases/:UUID',
    {
      ...read,
      schema: {
        operationId: 'getPurchase',
        summary: 'Get one purchase',
        tags,
        params: businessUuidParams,
        response: { 200: purchaseView, ...errorResponses() },
      },
    },
    async (req) => service.getPurchase(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.put(
    '/purchases/:UUID/purchase_order',
    {
      ...write,
      schema: {
        operationId: 'linkPurchaseOrder',
        summary: 'Link a purchase to the purchase order it bills (or unlink it)',
        tags,
        params: businessUuidParams,
        body: z.object({ purchase_order: z.uuid({ error: 'معرّف غير صالح' }).nullable() }),
        response: { 200: z.object({ message: z.string() }), ...errorResponses() },
      },
    },
    async (req) => {
      await service.linkPurchaseOrder(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
        req.body.purchase_order,
      );
      return { message: PURCHASE_MESSAGES.itemsSaved };
    },
  );

  app.delete(
    '/purchases/:UUID',
    {
      ...write,
      schema: {
        operationId: 'deletePurchase',
        summary: 'Delete a purchase',
        tags,
        params: businessUuidParams,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses('purchase_delete_failed', 'purchase_has_payments'),
        },
      },
    },
    async (req) => {
      await service.deletePurchase(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.UUID,
      );
      return { message: PURCHASE_MESSAGES.purchaseDeleted };
    },
  );
}
