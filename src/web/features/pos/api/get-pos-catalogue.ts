import { useQuery } from '@tanstack/react-query';
import type { PosCatalogue } from '../../../../domain/schemas/catalogue';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * GET /api/v1/{business}/pos/products: the published products in the POS's compact shape (prices
 * in halalas). The server answers with an ETag and `Cache-Control: private, no-cache`, so the
 * browser revalidates its copy and an unchanged catalogue costs a 304 (decision 0016).
 */
export function getPosCatalogue(business: string): Promise<PosCatalogue> {
  return api<PosCatalogue>(`/${business}/pos/products`);
}

export function usePosCatalogue(business: string) {
  return useQuery({
    queryKey: qk.posCatalogue(business),
    queryFn: () => getPosCatalogue(business),
  });
}
