import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  NearExpiryView,
  PurchaseOrderSummary,
  PurchaseOrderView,
  ReceiveOrderView,
  purchaseOrderBody,
  receiveOrderBody,
} from '../../../../domain/schemas/purchase-orders';
import type { StockRowView, SupplierView } from '../../../../domain/schemas/purchases';
import type { WarehouseView } from '../../../../domain/schemas/warehouses';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';

/** Queries of these screens start with [business, 'purchase_orders'] (decision 0070). */
const key = (business: string, ...rest: string[]) => [business, 'purchase_orders', ...rest];
const enc = encodeURIComponent;

/** GET purchase_orders: newest first. */
export function usePurchaseOrders(business: string) {
  return useQuery({
    queryKey: key(business),
    queryFn: () => api<PurchaseOrderSummary[]>(`/${business}/purchase_orders`),
  });
}

/** GET purchase_orders/{uuid}: lines with received and remaining pieces, receipts. */
export function usePurchaseOrder(business: string, uuid: string) {
  return useQuery({
    queryKey: key(business, uuid),
    queryFn: () => api<PurchaseOrderView>(`/${business}/purchase_orders/${enc(uuid)}`),
  });
}

/** The pickers of the order form: suppliers, warehouses, products (from GET stock). */
export function useOrderPickers(business: string) {
  const suppliers = useQuery({
    queryKey: [business, 'suppliers'],
    queryFn: () => api<SupplierView[]>(`/${business}/suppliers`),
  });
  const warehouses = useQuery({
    queryKey: [business, 'warehouses'],
    queryFn: () => api<WarehouseView[]>(`/${business}/ware_houses`),
  });
  const products = useQuery({
    queryKey: [business, 'stock', 'all'],
    queryFn: () => api<StockRowView[]>(`/${business}/stock`),
  });
  return { suppliers, warehouses, products };
}

function useRefreshing<V, R>(business: string, fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key(business) }),
        client.invalidateQueries({ queryKey: [business, 'stock'] }),
      ]),
  });
}

/** POST purchase_orders: a draft. @throws ApiError 400/404/422 with fields. */
export function useCreateOrder(business: string) {
  return useRefreshing(business, (body: z.input<typeof purchaseOrderBody>) =>
    api<PurchaseOrderView>(`/${business}/purchase_orders`, { method: 'POST', body }),
  );
}

/**
 * PUT purchase_orders/{uuid}: a draft's new header and lines (they replace the old ones).
 * @throws ApiError 409 purchase_order_not_editable once sent; 400/404/422 with fields.
 */
export function useUpdateOrder(business: string, uuid: string) {
  return useRefreshing(business, (body: z.input<typeof purchaseOrderBody>) =>
    api<PurchaseOrderView>(`/${business}/purchase_orders/${enc(uuid)}`, { method: 'PUT', body }),
  );
}

/**
 * Downloads GET purchase_orders/{uuid}/pdf (A4, Arabic; decision 0070) with the bearer token as
 * `purchase-order-{number}.pdf`. @throws ApiError when the server refuses.
 */
export async function downloadOrderPdf(business: string, uuid: string, number: number) {
  const blob = await api<Blob>(`/${business}/purchase_orders/${enc(uuid)}/pdf`, { raw: true });
  saveBlob(blob, `purchase-order-${number}.pdf`);
}

/** POST purchase_orders/{uuid}/send | cancel. @throws ApiError 409 purchase_order_bad_state. */
export function useOrderAction(business: string) {
  return useRefreshing(business, ({ uuid, action }: { uuid: string; action: 'send' | 'cancel' }) =>
    api<PurchaseOrderView>(`/${business}/purchase_orders/${enc(uuid)}/${action}`, {
      method: 'POST',
    }),
  );
}

/** POST receive_orders. @throws ApiError 409 over_receipt / serial_on_hand, 422 with fields. */
export function useReceive(business: string) {
  return useRefreshing(business, (body: z.input<typeof receiveOrderBody>) =>
    api<ReceiveOrderView>(`/${business}/receive_orders`, { method: 'POST', body }),
  );
}

/** GET stock/near_expiry?days=N: lots expiring within N days, expired ones flagged. */
export function useNearExpiry(business: string, days: number) {
  return useQuery({
    queryKey: [business, 'stock', 'near_expiry', String(days)],
    queryFn: () => api<NearExpiryView[]>(`/${business}/stock/near_expiry?days=${days}`),
  });
}
