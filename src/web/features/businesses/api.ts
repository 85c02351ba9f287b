import { useQuery } from '@tanstack/react-query';
import type { BusinessForUser } from '../../../domain/business';
import { api } from '../../lib/api';
import { qk } from '../../lib/query-keys';

export type BusinessWithTiles = BusinessForUser;

/** GET /api/v1/businesses: the active businesses the user opens, with their role and tiles. */
export function useBusinesses() {
  return useQuery({
    queryKey: qk.businesses,
    queryFn: () => api<BusinessForUser[]>('/businesses'),
  });
}

/** GET /api/v1/businesses/{key}: one business with the user's role and tiles there. */
export function useBusiness(key: string, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: qk.business(key),
    queryFn: () => api<BusinessForUser>(`/businesses/${encodeURIComponent(key)}`),
    enabled: opts.enabled ?? true,
  });
}
