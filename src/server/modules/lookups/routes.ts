import { businessParam } from '../../../domain/schemas/common';
import * as s from '../../../domain/schemas/lookups';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentBusiness } from '../../plugins/business-scope';
import * as service from './service';

const tags = ['lookups'];
const cursorErrors = errorResponses('lookup_cursor_invalid');

/**
 * The lookups of the forms' pickers (docs/decisions/0071-lookups.md): GET `/lookups/{kind}` with
 * `q`, `limit`, `cursor`, one route per kind so each carries the permission of its own list —
 * customers and addresses `clients.read`, products, vats, ware_houses and payment_terms
 * `catalogue.read`, suppliers `purchases.read`, sale_orders `sale_orders.read`.
 */
export async function lookupsRoutes(app: App) {
  app.get(
    '/lookups/customers',
    {
      config: { action: 'clients.read' as const },
      schema: {
        operationId: 'lookupCustomers',
        summary: 'One page of clients for a picker (name, VAT number, payment term)',
        tags,
        params: businessParam,
        querystring: s.lookupQuery,
        response: { 200: s.customerLookupPage, ...cursorErrors },
      },
    },
    async (req) => service.lookupCustomers(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/lookups/addresses',
    {
      config: { action: 'clients.read' as const },
      schema: {
        operationId: 'lookupAddresses',
        summary: "One page of client addresses for a picker, optionally one client's",
        tags,
        params: businessParam,
        querystring: s.addressLookupQuery,
        response: { 200: s.addressLookupPage, ...cursorErrors },
      },
    },
    async (req) => service.lookupAddresses(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/lookups/products',
    {
      config: { action: 'catalogue.read' as const },
      schema: {
        operationId: 'lookupProducts',
        summary: 'One page of products for a picker (price, barcode, VAT category, unit)',
        tags,
        params: businessParam,
        querystring: s.lookupQuery,
        response: { 200: s.productLookupPage, ...cursorErrors },
      },
    },
    async (req) => service.lookupProducts(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/lookups/vats',
    {
      config: { action: 'catalogue.read' as const },
      schema: {
        operationId: 'lookupVats',
        summary: 'The VAT categories for a picker (code, Arabic name, percent)',
        tags,
        params: businessParam,
        querystring: s.lookupQuery,
        response: { 200: s.vatLookupPage, ...cursorErrors },
      },
    },
    async (req) => service.lookupVats(req.query),
  );

  app.get(
    '/lookups/suppliers',
    {
      config: { action: 'purchases.read' as const },
      schema: {
        operationId: 'lookupSuppliers',
        summary: 'One page of suppliers for a picker (name, VAT number, payment term)',
        tags,
        params: businessParam,
        querystring: s.lookupQuery,
        response: { 200: s.supplierLookupPage, ...cursorErrors },
      },
    },
    async (req) => service.lookupSuppliers(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/lookups/sale_orders',
    {
      config: { action: 'sale_orders.read' as const },
      schema: {
        operationId: 'lookupSaleOrders',
        summary: 'One page of sale orders for a picker (open ones unless a state is given)',
        tags,
        params: businessParam,
        querystring: s.saleOrderLookupQuery,
        response: { 200: s.saleOrderLookupPage, ...cursorErrors },
      },
    },
    async (req) => service.lookupSaleOrders(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/lookups/ware_houses',
    {
      config: { action: 'catalogue.read' as const },
      schema: {
        operationId: 'lookupWareHouses',
        summary: 'One page of warehouses for a picker',
        tags,
        params: businessParam,
        querystring: s.lookupQuery,
        response: { 200: s.wareHouseLookupPage, ...cursorErrors },
      },
    },
    async (req) => service.lookupWareHouses(app.ctx, currentBusiness(req), req.query),
  );

  app.get(
    '/lookups/payment_terms',
    {
      config: { action: 'catalogue.read' as const },
      schema: {
        operationId: 'lookupPaymentTerms',
        summary: 'One page of payment terms for a picker (days, end of month)',
        tags,
        params: businessParam,
        querystring: s.lookupQuery,
        response: { 200: s.paymentTermLookupPage, ...cursorErrors },
      },
    },
    async (req) => service.lookupPaymentTerms(app.ctx, currentBusiness(req), req.query),
  );
}
