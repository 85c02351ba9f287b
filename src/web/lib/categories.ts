import { useQuery } from '@tanstack/react-query';
import type { CategoryView } from '../../domain/schemas/catalogue';
import { api } from './api';
import { qk } from './query-keys';

/**
 * GET /api/v1/{business}/categories: every category of the business with its product count, as
 * the catalogue list, the product form and the POS tabs show them.
 * @throws ApiError when the server refuses (e.g. 403, 404 for an unknown business).
 */
export function getCategories(business: string): Promise<CategoryView[]> {
  return api<CategoryView[]>(`/${business}/categories`);
}

/** The categories of `business` (getCategories), cached under qk.categories(business). */
export function useCategories(business: string) {
  return useQuery({ queryKey: qk.categories(business), queryFn: () => getCategories(business) });
}
