import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '../../../../domain/schemas/catalogue';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

export interface Created {
  success: true;
  newid: number;
  UUID: string;
}

/** POST /api/v1/{business}/categories → 201 {success, newid, UUID}. @throws ApiError (400 with fields). */
export function createCategory(business: string, body: CategoryBody): Promise<Created> {
  return api<Created>(`/${business}/categories`, { method: 'POST', body });
}

/** Creates a category and refreshes the category grid. */
export function useCreateCategory(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryBody) => createCategory(business, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.categories(business) }),
  });
}
