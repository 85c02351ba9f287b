import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseView } from '../../../../domain/schemas/purchases';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

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
