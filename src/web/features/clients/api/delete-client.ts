import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * DELETE /api/v1/{business}/clients/{UUID} → {success}.
 * @throws ApiError 409 `client_in_use` while the client has orders or invoices.
 */
export function deleteClient(business: string, uuid: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/${business}/clients/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
  });
}

/** Deletes a client (its UUID as the mutation variable) and refreshes the client lists. */
export function useDeleteClient(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => deleteClient(business, uuid),
    onSuccess: (_answer, uuid) => {
      queryClient.removeQueries({ queryKey: qk.client(business, uuid) });
      return queryClient.invalidateQueries({ queryKey: qk.clients(business) });
    },
  });
}
