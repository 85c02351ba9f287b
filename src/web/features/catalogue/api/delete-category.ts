import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * DELETE /api/v1/{business}/categories/{UUID} → {success, …}.
 * @throws ApiError 409 `category_not_empty` while the category still has products.
 */
export function deleteCategory(business: string, uuid: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/${business}/categories/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
  });
}

/** Deletes a category; the cached copy is dropped and the grid refreshed. */
export function useDeleteCategory(business: string, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCategory(business, uuid),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: qk.category(business, uuid), exact: true });
      return queryClient.invalidateQueries({ queryKey: qk.categories(business) });
    },
  });
}
