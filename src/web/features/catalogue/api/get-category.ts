import { useQuery } from '@tanstack/react-query';
import type { CategoryView } from '../../../../domain/schemas/catalogue';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/{business}/categories/{UUID}: one category. @throws ApiError 404 when unknown. */
export function getCategory(business: string, uuid: string): Promise<CategoryView> {
  return api<CategoryView>(`/${business}/categories/${encodeURIComponent(uuid)}`);
}

export function useCategory(business: string, uuid: string) {
  return useQuery({
    queryKey: qk.category(business, uuid),
    queryFn: () => getCategory(business, uuid),
  });
}
