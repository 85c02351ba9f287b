import { useQuery } from '@tanstack/react-query';
import type { CategoryView } from '../../../../domain/schemas/catalogue';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/{business}/categories: every category with its product count. */
export function getCategories(business: string): Promise<CategoryView[]> {
  return api<CategoryView[]>(`/${business}/categories`);
}

export function useCategories(business: string) {
  return useQuery({ queryKey: qk.categories(business), queryFn: () => getCategories(business) });
}
