import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import type { ProductInput } from './create-product';

/** PUT /api/v1/{business}/products/{UUID} → {success, …}. @throws ApiError (400 with fields, 404). */
export function updateProduct(
  business: string,
  uuid: string,
  body: ProductInput,
): Promise<{ success: true }> {
  return api<{ success: true }>(`/${business}/products/${encodeURIComponent(uuid)}`, {
    method: 'PUT',
    body,
  });
}

/**
 * Updates a product; refreshes every product list (it may have moved category) and the categories'
 * product counts.
 */
export function useUpdateProduct(business: string, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) => updateProduct(business, uuid, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qk.products(business) }),
        queryClient.invalidateQueries({ queryKey: qk.categories(business) }),
      ]),
  });
}
