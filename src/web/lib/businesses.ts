import { useQuery } from '@tanstack/react-query';
import type { BusinessForUser } from '../../domain/business';
import { api } from './api';
import { qk } from './query-keys';

/**
 * GET /api/v1/businesses: the businesses the user opens (their memberships; an administrator
 * every one), with their role and tiles in each. Active ones only, unless `archived` (then the
 * archived ones too, `?archived=1`).
 */
export function getBusinesses(opts: { archived?: boolean } = {}): Promise<BusinessForUser[]> {
  return api<BusinessForUser[]>(opts.archived ? '/businesses?archived=1' : '/businesses');
}

/** The businesses the user opens (see getBusinesses); shared by the chooser, guards and admin screens. */
export function useBusinesses(opts: { archived?: boolean } = {}) {
  const archived = opts.archived ?? false;
  return useQuery({
    queryKey: archived ? qk.businessesWithArchived : qk.businesses,
    queryFn: () => getBusinesses({ archived }),
  });
}

/** GET /api/v1/businesses/{key}: one business (archived or not) with the user's role and tiles there. */
export function useBusiness(key: string, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: qk.business(key),
    queryFn: () => api<BusinessForUser>(`/businesses/${encodeURIComponent(key)}`),
    enabled: opts.enabled ?? true,
  });
}
