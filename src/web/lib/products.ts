import { useQuery } from '@tanstack/react-query';
import type { ProductView } from '../../domain/schemas/catalogue';
import { api } from './api';
import { qk } from './query-keys';

/**
 * GET /api/v1/{business}/products: every product of the business, for the "applies to" pickers
 * (modifier groups, decision 0056; kitchen stations, decision 0057), cached under qk.products.
 * @throws ApiError when the server refuses (403, 404 for an unknown business).
 */
export function useAllProducts(business: string) {
  return useQuery({
    queryKey: [...qk.products(business), 'all'],
    queryFn: () => api<ProductView[]>(`/${business}/products`),
  });
}
