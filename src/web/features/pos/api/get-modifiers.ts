import { useQuery } from '@tanstack/react-query';
import type { ModifierGroupView } from '../../../../domain/schemas/restaurant';
import { api } from '../../../lib/api';

/**
 * GET /api/v1/{business}/modifiers: the restaurant's modifier groups (decision 0056), loaded once
 * with the catalogue and kept like it. Only for restaurants (`enabled`); a failure leaves the POS
 * selling without groups.
 */
/** The query key of the POS's copy of the modifier groups. */
export const posModifiersKey = (business: string) => [business, 'modifiers', 'pos'] as const;

export function usePosModifiers(business: string, enabled: boolean) {
  return useQuery({
    queryKey: posModifiersKey(business),
    queryFn: () => api<{ groups: ModifierGroupView[] }>(`/${business}/modifiers`),
    enabled,
    retry: 1,
    staleTime: 5 * 60_000,
  });
}
