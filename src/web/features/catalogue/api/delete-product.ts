import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * DELETE /api/v1/{business}/products/{UUID} → {success, …}.
 * @throws ApiError 409 `product_in_use` when the product appears on invoices.
 */
export function deleteProduct(business: string, uuid: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/${business}/products/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
  });
}

/** Deletes a product; drops its cached copy, refreshes the product lists and the counts. */
export function useDeleteProduct(business: string, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProduct(business, uuid),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: qk.product(business, uuid), exact: true });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: qk.products(business) }),
        queryClient.invalidateQueries({ queryKey: qk.categories(business) }),
      ]);
    },
  });
}
