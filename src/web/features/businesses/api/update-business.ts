import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../domain/business';
import type { UpdateBusinessBody } from '../../../../domain/schemas/businesses';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** PUT /api/v1/businesses/{key} (admin): names, VAT number, CR number, address. */
export function updateBusiness(
  key: string,
  body: UpdateBusinessBody,
): Promise<{ success: true; business: BusinessProfile }> {
  return api(`/businesses/${key}`, { method: 'PUT', body });
}

export function useUpdateBusiness(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBusinessBody) => updateBusiness(key, body),
    // qk.businesses is the prefix of qk.business(key): the list and the profile both refetch.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.businesses }),
  });
}
