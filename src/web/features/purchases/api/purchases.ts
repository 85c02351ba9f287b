import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PurchaseItemsInput,
  PurchaseItemView,
  PurchaseView,
  PurchasesVatAnswer,
} from '../../../../domain/schemas/purchases';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { saveBlob } from '../../../lib/save-blob';
import { stockKey } from './stock';

/** GET /api/v1/{business}/purchases: every purchase, newest first (SAR amounts, date in s). */
export function getPurchases(business: string): Promise<PurchaseView[]> {
  return api<PurchaseView[]>(`/${business}/purchases`);
}

export function usePurchases(business: string) {
  return useQuery({ queryKey: qk.purchases(business), queryFn: () => getPurchases(business) });
}

/**
 * DELETE /api/v1/{business}/purchases/{UUID} → {message}.
 * @throws ApiError 404 purchase_delete_failed (legacy app: "Error deleting purchase data.").
 */
export function deletePurchase(business: string, uuid: string): Promise<{ message: string }> {
  return api(`/${business}/purchases/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
}

/** Deletes a purchase and refreshes the purchases and the suppliers (which may become free). */
export function useDeletePurchase(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => deletePurchase(business, uuid),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qk.purchases(business) }),
        queryClient.invalidateQueries({ queryKey: qk.suppliers(business) }),
      ]),
  });
}

/** GET {business}/purchases/vat?start&end (Riyadh dates inclusive): totals and per supplier, SAR. */
export function usePurchasesVat(business: string, start: string, end: string) {
  return useQuery({
    queryKey: [...qk.purchases(business), 'vat', start, end],
    queryFn: () =>
      api<PurchasesVatAnswer>(
        `/${business}/purchases/vat?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`,
      ),
  });
}

/** The answer of POST purchases (201). */
export interface PurchaseCreated {
  message: string;
  ID: number;
  UUID: string;
  purchase: PurchaseView;
}

/**
 * POST /api/v1/{business}/purchases as multipart/form-data: `supplier` (UUID), `date` (Unix
 * seconds, text), `total` (SAR VAT-inclusive, text with two decimals) and the receipt in the
 * file field `image` (JPEG, PNG, WebP or PDF, ≤ 10 MB; decision 0029).
 * @throws ApiError 400 with Arabic field errors (supplier, date, total, image), 413/415 for a
 *   refused file.
 */
export function createPurchase(business: string, body: FormData): Promise<PurchaseCreated> {
  return api<PurchaseCreated>(`/${business}/purchases`, { method: 'POST', body });
}

/** Records a purchase and refreshes the purchases list. */
export function useCreatePurchase(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => createPurchase(business, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.purchases(business) }),
  });
}

/** GET /api/v1/{business}/purchases/{UUID}: one purchase (SAR, date in s). @throws ApiError 404. */
export function getPurchase(business: string, uuid: string): Promise<PurchaseView> {
  return api<PurchaseView>(`/${business}/purchases/${encodeURIComponent(uuid)}`);
}

export function usePurchase(business: string, uuid: string) {
  return useQuery({
    queryKey: [...qk.purchases(business), 'one', uuid],
    queryFn: () => getPurchase(business, uuid),
  });
}

/** GET /api/v1/{business}/purchases/items/{UUID}: the items of a purchase (Price SAR). */
export function getPurchaseItems(business: string, uuid: string): Promise<PurchaseItemView[]> {
  return api<PurchaseItemView[]>(`/${business}/purchases/items/${encodeURIComponent(uuid)}`);
}

export function usePurchaseItems(business: string, uuid: string) {
  return useQuery({
    queryKey: [...qk.purchases(business), 'items', uuid],
    queryFn: () => getPurchaseItems(business, uuid),
  });
}

/**
 * Downloads the period as Excel (GET reports/export?report=purchasesvat) and saves it.
 * @throws ApiError when the server refuses or the network fails.
 */
export async function downloadPurchasesVat(business: string, start: string, end: string) {
  const qs = new URLSearchParams({
    report: 'purchasesvat',
    format: 'xlsx',
    startdate: start,
    enddate: end,
  });
  const blob = await api<Blob>(`/${business}/reports/export?${qs.toString()}`, { raw: true });
  saveBlob(blob, `purchasesvat-${business}.xlsx`);
}

/**
 * POST /api/v1/{business}/purchases/items {items, invdate?, invUUID} → {message}: replaces the
 * purchase's items (Price SAR VAT-inclusive, InvoicedQuantity whole ≥ 1, ProductID optional).
 * @throws ApiError 400 with field errors such as `items.0.ItemName`, 404 for an unknown purchase.
 */
export function savePurchaseItems(
  business: string,
  body: PurchaseItemsInput,
): Promise<{ message: string }> {
  return api(`/${business}/purchases/items`, { method: 'POST', body });
}

/** Saves a purchase's items and refreshes the purchases (their item summary) and the stock. */
export function useSavePurchaseItems(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseItemsInput) => savePurchaseItems(business, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qk.purchases(business) }),
        queryClient.invalidateQueries({ queryKey: stockKey(business) }),
      ]),
  });
}
