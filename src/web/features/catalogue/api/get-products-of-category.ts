import { useQuery } from '@tanstack/react-query';
import type { ProductView } from '../../../../domain/schemas/catalogue';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/{business}/products/category/{UUID}: the products of one category. */
export function getProductsOfCategory(
  business: string,
  categoryUuid: string,
): Promise<ProductView[]> {
  return api<ProductView[]>(`/${business}/products/category/${encodeURIComponent(categoryUuid)}`);
}

export function useProductsOfCategory(business: string, categoryUuid: string) {
  return useQuery({
    queryKey: qk.productsOfCategory(business, categoryUuid),
    queryFn: () => getProductsOfCategory(business, categoryUuid),
  });
}
