import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * POST /api/v1/setup/sample-businesses (the first administrator of an empty Sanad, once): seeds
 * the sample businesses kebrit and mengusha → 201 `{ success, businesses: [keys] }`; 409
 * setup_done once a business exists, 403 not_first_admin. Decision 0049.
 */
export function chooseSampleBusinesses(): Promise<{ success: true; businesses: string[] }> {
  return api('/setup/sample-businesses', { method: 'POST' });
}

export function useChooseSampleBusinesses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseSampleBusinesses,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: qk.businesses });
      await queryClient.invalidateQueries({ queryKey: qk.me });
    },
  });
}
