import { AppError } from '../../../domain/errors';
import { halalasToSar } from '../../../domain/money';
import {
  SALE_ORDER_STATE_LABELS,
  saleOrderState,
  type SaleOrderState,
} from '../../../domain/sale-orders';
import type {
  AddressLookup,
  CustomerLookup,
  LookupPage,
  LookupQuery,
  PaymentTermLookup,
  ProductLookup,
  SaleOrderLookup,
  SupplierLookup,
  VatLookup,
  WareHouseLookup,
} from '../../../domain/schemas/lookups';
import { lineVatOf, VAT_CATEGORIES, VAT_CATEGORY_CODES } from '../../../domain/vat-categories';
import type { AppContext } from '../../context';
import type { BusinessRow } from '../businesses/service';
import { listPaymentTerms } from '../payment-terms';
import { fetchFrom, lookupPage } from './page';
import * as repo from './repository';

/**
 * The lookups of a business's forms (docs/decisions/0071-lookups.md): one page per call, each
 * kind by id ascending, `q` Arabic-normalised. Every function throws AppError
 * lookup_cursor_invalid (422) for a malformed cursor.
 */

/** States a sale order is still open in (the default of GET lookups/sale_orders). */
const OPEN_SALE_ORDER_STATES: readonly SaleOrderState[] = [
  'draft',
  'confirmed',
  'partly_delivered',
  'delivered',
];

/** Clients: label the registration name; found by name, VAT number, phone or contact person. */
export async function lookupCustomers(
  ctx: AppContext,
  business: BusinessRow,
  query: LookupQuery,
): Promise<LookupPage<CustomerLookup>> {
  return lookupPage(
    {
      kind: 'customers',
      fetch: (after, n) => repo.customers(ctx.db, { businessId: business.id, after, n }),
      texts: (r) => [r.registration_name, r.vat, r.phone, r.contact_person],
      item: (r) => ({
        id: r.uuid,
        label: r.registration_name,
        vat: r.vat,
        payment_term_id: r.term_uuid ?? null,
      }),
    },
    query,
  );
}

/**
 * Live client addresses, of one client when `customerId` (its UUID) is given; label «label —
 * city». @throws AppError not_found for a client UUID not of the business.
 */
export async function lookupAddresses(
  ctx: AppContext,
  business: BusinessRow,
  query: LookupQuery & { customer_id?: string },
): Promise<LookupPage<AddressLookup>> {
  let clientId: number | undefined;
  if (query.customer_id !== undefined) {
    clientId = await repo.clientIdByUuid(ctx.db, business.id, query.customer_id);
    if (clientId === undefined) throw new AppError('not_found');
  }
  return lookupPage(
    {
      kind: 'addresses',
      fetch: (after, n) => repo.addresses(ctx.db, { businessId: business.id, after, n }, clientId),
      texts: (r) => [r.label, r.city_name, r.street_name, r.client_name],
      item: (r) => ({
        id: r.uuid,
        label: r.city_name ? `${r.label} — ${r.city_name}` : r.label,
        customer_id: r.client_uuid,
        city: r.city_name,
        is_default: Number(r.is_default) === 1,
      }),
    },
    query,
  );
}

/** Products (published or not): price halalas and SAR, barcode, VAT category, unit (size). */
export async function lookupProducts(
  ctx: AppContext,
  business: BusinessRow,
  query: LookupQuery,
): Promise<LookupPage<ProductLookup>> {
  return lookupPage(
    {
      kind: 'products',
      fetch: (after, n) => repo.products(ctx.db, { businessId: business.id, after, n }),
      texts: (r) => [r.name, r.product_name, r.barcode],
      item: (r) => ({
        id: r.uuid,
        label: r.name,
        price_halalas: r.price,
        price: halalasToSar(r.price),
        barcode: r.barcode,
        vat_category: lineVatOf(r.vat_category, r.vat_exemption_code).category,
        unit: r.size_ar,
      }),
    },
    query,
  );
}

/** The VAT categories (S, Z, E, O) with their Arabic names and percents; `id` is the code. */
export async function lookupVats(query: LookupQuery): Promise<LookupPage<VatLookup>> {
  const fetch = fetchFrom(
    VAT_CATEGORY_CODES.map((code, i) => ({ id: i + 1, ...VAT_CATEGORIES[code] })),
  );
  return lookupPage(
    {
      kind: 'vats',
      fetch,
      texts: (r) => [r.code, r.labelAr],
      item: (r) => ({ id: r.code, label: r.labelAr, percent: r.percent }),
    },
    query,
  );
}

/** Suppliers: label the name; found by name or VAT number. */
export async function lookupSuppliers(
  ctx: AppContext,
  business: BusinessRow,
  query: LookupQuery,
): Promise<LookupPage<SupplierLookup>> {
  return lookupPage(
    {
      kind: 'suppliers',
      fetch: (after, n) => repo.suppliers(ctx.db, { businessId: business.id, after, n }),
      texts: (r) => [r.name, r.vatid],
      item: (r) => ({ id: r.uuid, label: r.name, vat: r.vatid, payment_term_id: r.term_uuid }),
    },
    query,
  );
}

/**
 * Sale orders in `state`, or the open ones (not invoiced or cancelled); label «أمر بيع N — client»;
 * found by number, client name or reference.
 */
export async function lookupSaleOrders(
  ctx: AppContext,
  business: BusinessRow,
  query: LookupQuery & { state?: SaleOrderState },
): Promise<LookupPage<SaleOrderLookup>> {
  const states = query.state ? [query.state] : OPEN_SALE_ORDER_STATES;
  return lookupPage(
    {
      kind: 'sale_orders',
      fetch: (after, n) => repo.saleOrders(ctx.db, { businessId: business.id, after, n }, states),
      texts: (r) => [String(r.number), r.client_name, r.reference_number],
      item: (r) => {
        const state = saleOrderState(r.state);
        return {
          id: r.uuid,
          label: `أمر بيع ${r.number} — ${r.client_name} (${SALE_ORDER_STATE_LABELS[state]})`,
          number: r.number,
          customer_name: r.client_name,
          state,
        };
      },
    },
    query,
  );
}

/** Live warehouses; found by name or address. */
export async function lookupWareHouses(
  ctx: AppContext,
  business: BusinessRow,
  query: LookupQuery,
): Promise<LookupPage<WareHouseLookup>> {
  return lookupPage(
    {
      kind: 'ware_houses',
      fetch: (after, n) => repo.wareHouses(ctx.db, { businessId: business.id, after, n }),
      texts: (r) => [r.name, r.address],
      item: (r) => ({ id: r.uuid, label: r.name, name: r.name }),
    },
    query,
  );
}

/** Live payment terms (the payment-terms module's list), by id; days and end of month. */
export async function lookupPaymentTerms(
  ctx: AppContext,
  business: BusinessRow,
  query: LookupQuery,
): Promise<LookupPage<PaymentTermLookup>> {
  const fetch = fetchFrom((await listPaymentTerms(ctx, business)).map((t) => ({ ...t, id: t.ID })));
  return lookupPage(
    {
      kind: 'payment_terms',
      fetch,
      texts: (r) => [r.name],
      item: (r) => ({ id: r.UUID, label: r.name, days: r.days, end_of_month: r.end_of_month }),
    },
    query,
  );
}
