import { useQuery } from '@tanstack/react-query';
import type { ProductView } from '../../../../domain/schemas/catalogue';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/{business}/productp: the published products the POS sells (prices in SAR). */
export function getPublishedProducts(business: string): Promise<ProductView[]> {
  return api<ProductView[]>(`/${business}/productp`);
}

export function usePublishedProducts(business: string) {
  return useQuery({
    queryKey: qk.productsPublished(business),
    queryFn: () => getPublishedProducts(business),
  });
}
