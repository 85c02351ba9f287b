import { useQuery } from '@tanstack/react-query';
import type { ProductView } from '../../../../domain/schemas/catalogue';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/{business}/products/{UUID}: one product. @throws ApiError 404 when unknown. */
export function getProduct(business: string, uuid: string): Promise<ProductView> {
  return api<ProductView>(`/${business}/products/${encodeURIComponent(uuid)}`);
}

export function useProduct(business: string, uuid: string) {
  return useQuery({
    queryKey: qk.product(business, uuid),
    queryFn: () => getProduct(business, uuid),
  });
}
