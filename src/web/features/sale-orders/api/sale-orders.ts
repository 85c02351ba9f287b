import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ClientView } from '../../../../domain/schemas/clients';
import type { ProductView } from '../../../../domain/schemas/catalogue';
import type { PaymentTermView } from '../../../../domain/schemas/payment-terms';
import type {
  DeliveryOrderView,
  InvoiceOrderView,
  SaleOrderView,
  deliveryOrderBody,
  saleOrderBody,
  saleOrderSummary,
} from '../../../../domain/schemas/sale-orders';
import type { WarehouseView } from '../../../../domain/schemas/warehouses';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';

/** Queries of these screens start with [business, 'sale_orders'] (decision 0069). */
const key = (business: string, ...rest: string[]) => [business, 'sale_orders', ...rest];
const enc = encodeURIComponent;

/** GET sale_orders: newest first (SAR totals, Riyadh dates). */
export function useSaleOrders(business: string) {
  return useQuery({
    queryKey: key(business),
    queryFn: () => api<z.infer<typeof saleOrderSummary>[]>(`/${business}/sale_orders`),
  });
}

/** GET sale_orders/{uuid}: lines with ordered/delivered/invoiced pieces, notes, invoices. */
export function useSaleOrder(business: string, uuid: string) {
  return useQuery({
    queryKey: key(business, uuid),
    queryFn: () => api<SaleOrderView>(`/${business}/sale_orders/${enc(uuid)}`),
    enabled: uuid !== '',
  });
}

/**
 * The pickers of the order form: clients (GET clients), payment terms (GET payment_terms) and
 * the published products (GET products; prices SAR, VAT-inclusive as the order takes them).
 */
export function useSaleOrderPickers(business: string) {
  const clients = useQuery({
    queryKey: key(business, 'pick', 'clients'),
    queryFn: () => api<ClientView[]>(`/${business}/clients`),
  });
  const terms = useQuery({
    queryKey: key(business, 'pick', 'terms'),
    queryFn: () => api<PaymentTermView[]>(`/${business}/payment_terms`),
  });
  const products = useQuery({
    queryKey: key(business, 'pick', 'products'),
    queryFn: async () =>
      (await api<ProductView[]>(`/${business}/products`)).filter((p) => p.published),
  });
  return { clients, terms, products };
}

/** GET ware_houses: the delivery dialog's warehouse select. */
export function useWarehouses(business: string) {
  return useQuery({
    queryKey: [business, 'warehouses'],
    queryFn: () => api<WarehouseView[]>(`/${business}/ware_houses`),
  });
}

function useRefreshing<V, R>(business: string, fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key(business) }),
        client.invalidateQueries({ queryKey: [business, 'stock'] }),
        client.invalidateQueries({ queryKey: [business, 'invoices'] }),
      ]),
  });
}

type OrderBody = z.input<typeof saleOrderBody>;

/** POST sale_orders (uuid null) or PUT sale_orders/{uuid} (a draft). @throws ApiError with fields. */
export function useSaveSaleOrder(business: string) {
  return useRefreshing(business, ({ uuid, body }: { uuid: string | null; body: OrderBody }) =>
    uuid === null
      ? api<SaleOrderView>(`/${business}/sale_orders`, { method: 'POST', body })
      : api<SaleOrderView>(`/${business}/sale_orders/${enc(uuid)}`, { method: 'PUT', body }),
  );
}

/** POST sale_orders/{uuid}/confirm | cancel. @throws ApiError 409 sale_order_bad_state. */
export function useSaleOrderAction(business: string) {
  return useRefreshing(
    business,
    ({ uuid, action }: { uuid: string; action: 'confirm' | 'cancel' }) =>
      api<SaleOrderView>(`/${business}/sale_orders/${enc(uuid)}/${action}`, { method: 'POST' }),
  );
}

/**
 * POST delivery_orders: pieces out of a warehouse with an optional PNG signature data URL.
 * @throws ApiError 409 over_delivery / insufficient_stock, 422 with fields.
 */
export function useDeliver(business: string) {
  return useRefreshing(business, (body: z.input<typeof deliveryOrderBody>) =>
    api<DeliveryOrderView>(`/${business}/delivery_orders`, { method: 'POST', body }),
  );
}

/** POST invoice_orders for one order: one tax invoice of everything delivered, not invoiced. */
export function useInvoiceDelivered(business: string) {
  return useRefreshing(business, (saleOrderId: string) =>
    api<InvoiceOrderView>(`/${business}/invoice_orders`, {
      method: 'POST',
      body: { sale_order_id: saleOrderId },
    }),
  );
}

/**
 * GET sale_orders/{uuid}/pdf or delivery_orders/{uuid}/pdf with the bearer token, opened in a new
 * tab (saved as a download when the browser blocks the tab). @throws ApiError.
 */
export async function openPdf(
  business: string,
  kind: 'sale_orders' | 'delivery_orders',
  uuid: string,
  fileName: string,
): Promise<void> {
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await api<Blob>(`/${business}/${kind}/${enc(uuid)}/pdf`, { raw: true });
  } catch (err) {
    tab?.close();
    throw err;
  }
  if (!tab) return saveBlob(blob, fileName);
  tab.location.href = URL.createObjectURL(blob);
}

/** A delivery note's signature (GET delivery_orders/{uuid}/signature.png) as an object URL. */
export function useSignatureUrl(business: string, uuid: string) {
  const query = useQuery({
    queryKey: key(business, 'signature', uuid),
    queryFn: () =>
      api<Blob>(`/${business}/delivery_orders/${enc(uuid)}/signature.png`, { raw: true }),
    staleTime: Infinity,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const u = URL.createObjectURL(query.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [query.data]);
  return url;
}
