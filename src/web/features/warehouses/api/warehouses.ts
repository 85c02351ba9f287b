import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockRowView } from '../../../../domain/schemas/purchases';
import type {
  CountSummary,
  CountView,
  TransferView,
  WarehouseView,
} from '../../../../domain/schemas/warehouses';
import type { z } from 'zod';
import type { transferBody, warehouseBody } from '../../../../domain/schemas/warehouses';
import { api } from '../../../lib/api';

type WarehouseInput = z.input<typeof warehouseBody>;
type TransferInput = z.input<typeof transferBody>;

/** Every query of these screens starts with [business, 'warehouses'] (and stock with 'stock'). */
const key = (business: string, ...rest: string[]) => [business, 'warehouses', ...rest];
const stockKey = (business: string) => [business, 'stock'];
const enc = encodeURIComponent;

/** GET ware_houses: the business's warehouses, the default first, with Σ pieces on hand. */
export function useWarehouses(business: string) {
  return useQuery({
    queryKey: key(business),
    queryFn: () => api<WarehouseView[]>(`/${business}/ware_houses`),
  });
}

/** GET stock?warehouse=UUID: each product's pieces in one warehouse (decision 0067). */
export function useWarehouseStock(business: string, warehouse: string) {
  return useQuery({
    queryKey: [...stockKey(business), 'warehouse', warehouse],
    queryFn: () => api<StockRowView[]>(`/${business}/stock?warehouse=${enc(warehouse)}`),
  });
}

function useRefreshing<V, R>(business: string, fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key(business) }),
        client.invalidateQueries({ queryKey: stockKey(business) }),
      ]),
  });
}

/** POST ware_houses (no uuid) or PUT ware_houses/{uuid}. @throws ApiError 400/409 with fields. */
export function useSaveWarehouse(business: string) {
  return useRefreshing(business, ({ uuid, body }: { uuid?: string; body: WarehouseInput }) =>
    uuid
      ? api<WarehouseView>(`/${business}/ware_houses/${enc(uuid)}`, { method: 'PUT', body })
      : api<WarehouseView>(`/${business}/ware_houses`, { method: 'POST', body }),
  );
}

/** DELETE ware_houses/{uuid}. @throws ApiError 409 warehouse_last / warehouse_has_stock. */
export function useDeleteWarehouse(business: string) {
  return useRefreshing(business, (uuid: string) =>
    api<{ message: string }>(`/${business}/ware_houses/${enc(uuid)}`, { method: 'DELETE' }),
  );
}

/** GET stock_counts: the count sheets, newest first. */
export function useCounts(business: string) {
  return useQuery({
    queryKey: key(business, 'counts'),
    queryFn: () => api<CountSummary[]>(`/${business}/stock_counts`),
  });
}

/** GET stock_counts/{uuid}: one sheet with its lines. */
export function useCount(business: string, uuid: string) {
  return useQuery({
    queryKey: key(business, 'counts', uuid),
    queryFn: () => api<CountView>(`/${business}/stock_counts/${enc(uuid)}`),
  });
}

/** POST stock_counts {warehouse, category?} → the new sheet. */
export function useStartCount(business: string) {
  return useRefreshing(business, (body: { warehouse: string; category?: string }) =>
    api<CountView>(`/${business}/stock_counts`, { method: 'POST', body }),
  );
}

/** PUT stock_counts/{uuid} {lines}: counted pieces. @throws ApiError 409 count_posted. */
export function useEnterCounted(business: string, uuid: string) {
  return useRefreshing(business, (lines: { product: string; counted: number; reason?: string }[]) =>
    api<CountView>(`/${business}/stock_counts/${enc(uuid)}`, { method: 'PUT', body: { lines } }),
  );
}

/** POST stock_counts/{uuid}/post {reason}: adjusts stock to the counted pieces. */
export function usePostCount(business: string, uuid: string) {
  return useRefreshing(business, (reason: string) =>
    api<CountView>(`/${business}/stock_counts/${enc(uuid)}/post`, {
      method: 'POST',
      body: { reason },
    }),
  );
}

/** GET stock_transfers: the latest transfers. */
export function useTransfers(business: string) {
  return useQuery({
    queryKey: key(business, 'transfers'),
    queryFn: () => api<TransferView[]>(`/${business}/stock_transfers`),
  });
}

/** POST stock_transfers. @throws ApiError 422 transfer_same_warehouse, 409 insufficient_stock. */
export function useTransfer(business: string) {
  return useRefreshing(business, (body: TransferInput) =>
    api<TransferView>(`/${business}/stock_transfers`, { method: 'POST', body }),
  );
}
