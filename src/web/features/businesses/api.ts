import { useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../domain/business';
import { api } from '../../lib/api';
import { qk } from '../../lib/query-keys';

export type BusinessWithTiles = BusinessProfile & { tiles: string[] };

/** GET /api/v1/businesses: the businesses the user may open, with their tiles. */
export function useBusinesses() {
  return useQuery({
    queryKey: qk.businesses,
    queryFn: () => api<BusinessWithTiles[]>('/businesses'),
  });
}

/** GET /api/v1/businesses/{key}: one business profile with the user's tiles. */
export function useBusiness(key: string) {
  return useQuery({
    queryKey: qk.business(key),
    queryFn: () => api<BusinessWithTiles>(`/businesses/${key}`),
  });
}
