import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessForUser } from '../../../../domain/business';
import type { CreateBusinessBody } from '../../../../domain/schemas/businesses';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * POST /api/v1/businesses (admin): key, kind and profile → 201 with the new
 * business. 400 with `fields` (key refused or reserved, VAT, CR, address); 409
 * business_key_taken with `fields.key`.
 */
export function createBusiness(body: CreateBusinessBody): Promise<BusinessForUser> {
  return api<BusinessForUser>('/businesses', { method: 'POST', body });
}

export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: (business) => {
      queryClient.setQueryData(qk.business(business.key), business);
      // Not awaited: the screen moves on at once; the lists and /users/me (needsBusinessSetup)
      // refresh behind it.
      void queryClient.invalidateQueries({ queryKey: qk.businesses });
      void queryClient.invalidateQueries({ queryKey: qk.me });
    },
  });
}
