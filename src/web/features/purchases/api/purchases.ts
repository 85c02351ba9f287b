import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseView, PurchasesVatAnswer } from '../../../../domain/schemas/purchases';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { saveBlob } from '../../../lib/save-blob';

/** GET /api/v1/{business}/purchases: every purchase, newest first (SAR amounts, date in s). */
export function getPurchases(business: string): Promise<PurchaseView[]> {
  return api<PurchaseView[]>(`/${business}/purchases`);
}

export function usePurchases(business: string) {
  return useQuery({ queryKey: qk.purchases(business), queryFn: () => getPurchases(business) });
}

/**
 * DELETE /api/v1/{business}/purchases/{UUID} → {message}.
 * @throws ApiError 404 purchase_delete_failed (SPEC.md §8 "Error deleting purchase data.").
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
