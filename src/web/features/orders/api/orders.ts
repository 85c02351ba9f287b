import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sarToHalalas } from '../../../../domain/money';
import type { ProductView } from '../../../../domain/schemas/catalogue';
import type { ClientView } from '../../../../domain/schemas/clients';
import type { OrderInput, OrderView } from '../../../../domain/schemas/orders';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { saveBlob } from '../../../lib/save-blob';
import { lineVatOf } from '../../../../domain/vat-categories';
import type { QuotableProduct } from '../order-draft';

/** 201 of POST orders/{ID}/approve: the new invoice's number (`newid`) and UUID. */
export interface Approved {
  success: true;
  newid: number;
  UUID: string;
  OrderReferenceID: number;
}

/** GET /api/v1/{business}/orders: the pending quotations. */
export function useOrders(business: string) {
  return useQuery({
    queryKey: qk.orders(business),
    queryFn: () => api<OrderView[]>(`/${business}/orders`),
  });
}

/** GET /api/v1/{business}/orders/{ID}: one quotation. @throws ApiError 404 when unknown here. */
export function useOrder(business: string, id: number) {
  return useQuery({
    queryKey: qk.order(business, id),
    queryFn: () => api<OrderView>(`/${business}/orders/${id}`),
  });
}

/**
 * POST /api/v1/{business}/orders → 201 the priced quotation.
 * @throws ApiError 400 field errors, 422 totals_mismatch / unknown_product.
 */
export function useCreateOrder(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderInput) =>
      api<OrderView>(`/${business}/orders`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.orders(business) }),
  });
}

/**
 * POST …/orders/{ID}/approve → 201 the new invoice.
 * @throws ApiError 409 order_already_approved with the existing invoice's `UUID`/`newid` in `extra`.
 */
export function useApproveOrder(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<Approved>(`/${business}/orders/${id}/approve`, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qk.orders(business) }),
        queryClient.invalidateQueries({ queryKey: qk.invoices(business) }),
        // The client's statement gains the invoice.
        queryClient.invalidateQueries({ queryKey: qk.clients(business) }),
      ]),
  });
}

/** DELETE …/orders/{ID} (a pending quotation). @throws ApiError 404. */
export function useDeleteOrder(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ success: true }>(`/${business}/orders/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.orders(business) }),
  });
}

/** GET …/orders/{ID}/pdf with the bearer token, saved as quotation-{ID}.pdf. @throws ApiError. */
export async function downloadOrderPdf(business: string, id: number): Promise<void> {
  const blob = await api<Blob>(`/${business}/orders/${id}/pdf`, { raw: true });
  saveBlob(blob, `quotation-${id}.pdf`);
}

/** GET /api/v1/{business}/clients/{UUID}: the quotation's client. @throws ApiError 404. */
export function useOrderClient(business: string, uuid: string) {
  return useQuery({
    queryKey: qk.client(business, uuid),
    queryFn: () => api<ClientView>(`/${business}/clients/${encodeURIComponent(uuid)}`),
  });
}

/**
 * GET /api/v1/{business}/products: the catalogue; the order form quotes the published ones, prices
 * turned from SAR into halalas.
 */
export function useQuotableProducts(business: string) {
  return useQuery({
    queryKey: qk.orderProducts(business),
    queryFn: async (): Promise<QuotableProduct[]> => {
      const products = await api<ProductView[]>(`/${business}/products`);
      return products
        .filter((p) => p.published)
        .map((p) => ({
          ID: p.ID,
          name: p.name,
          price: sarToHalalas(p.price),
          pricedv: p.pricedv === null ? null : sarToHalalas(p.pricedv),
          pricex: p.pricex === null ? null : sarToHalalas(p.pricex),
          vat: lineVatOf(p.vatCategory ?? 'S', p.vatExemptionCode ?? ''),
        }));
    },
  });
}

/**
 * POST /api/v1/{business}/sale_orders/from_quotation/{UUID}: a draft sale order with the quoted
 * prices (decision 0069); answers the new order's `uuid`. @throws ApiError 409
 * quotation_not_convertible.
 */
export function useSaleOrderFromQuotation(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api<{ uuid: string; number: number }>(
        `/${business}/sale_orders/from_quotation/${encodeURIComponent(uuid)}`,
        { method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [business, 'sale_orders'] }),
  });
}
