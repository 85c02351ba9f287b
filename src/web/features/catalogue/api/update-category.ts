import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '../../../../domain/schemas/catalogue';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** PUT /api/v1/{business}/categories/{UUID} → {success, …}. @throws ApiError (400 with fields, 404). */
export function updateCategory(
  business: string,
  uuid: string,
  body: CategoryBody,
): Promise<{ success: true }> {
  return api<{ success: true }>(`/${business}/categories/${encodeURIComponent(uuid)}`, {
    method: 'PUT',
    body,
  });
}

/**
 * Updates a category; refreshes the categories (list and this one) and the products, which carry
 * the category's names.
 */
export function useUpdateCategory(business: string, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryBody) => updateCategory(business, uuid, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qk.categories(business) }),
        queryClient.invalidateQueries({ queryKey: qk.products(business) }),
      ]),
  });
}
