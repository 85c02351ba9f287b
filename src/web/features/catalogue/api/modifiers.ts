import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModifierGroupBody, ModifierGroupView } from '../../../../domain/schemas/restaurant';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

const groupsKey = (business: string) => [business, 'products', 'modifiers'] as const;

/** GET /api/v1/{business}/modifiers → the live groups with their options (decision 0056). */
export function useModifierGroups(business: string) {
  return useQuery({
    queryKey: groupsKey(business),
    queryFn: async () =>
      (await api<{ groups: ModifierGroupView[] }>(`/${business}/modifiers`)).groups,
  });
}

/**
 * POST modifiers (no `id`) or PUT modifiers/{id}: the whole group, prices in SAR.
 * @throws ApiError 422 with `fields` (Arabic) on bad input, 422 restaurant_only elsewhere.
 */
export function useSaveModifierGroup(business: string, id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifierGroupBody) =>
      api<{ success: true; group: ModifierGroupView }>(
        id ? `/${business}/modifiers/${id}` : `/${business}/modifiers`,
        { method: id ? 'PUT' : 'POST', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.products(business) }),
  });
}

/** DELETE modifiers/{id}: archives the group (sales keep their choices). */
export function useArchiveModifierGroup(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ success: true }>(`/${business}/modifiers/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.products(business) }),
  });
}
