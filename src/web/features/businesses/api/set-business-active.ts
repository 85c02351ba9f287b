import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessForUser } from '../../../../domain/business';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * DELETE /api/v1/businesses/{key} archives a business (`active: false`; nothing is deleted) and
 * POST /api/v1/businesses/{key}/restore brings it back (admin). Both idempotent.
 */
export function setBusinessActive(
  key: string,
  active: boolean,
): Promise<{ success: true; business: BusinessForUser }> {
  const path = `/businesses/${encodeURIComponent(key)}`;
  return active ? api(`${path}/restore`, { method: 'POST' }) : api(path, { method: 'DELETE' });
}

export function useSetBusinessActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, active }: { key: string; active: boolean }) =>
      setBusinessActive(key, active),
    onSuccess: (res) => {
      queryClient.setQueryData(qk.business(res.business.key), res.business);
      return queryClient.invalidateQueries({ queryKey: qk.businesses });
    },
  });
}
