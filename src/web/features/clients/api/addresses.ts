import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientAddressBody,
  ClientAddressView,
} from '../../../../domain/schemas/client-addresses';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

const base = (business: string, client: string) =>
  `/${business}/clients/${encodeURIComponent(client)}/addresses`;
const key = (business: string, client: string) => [...qk.client(business, client), 'addresses'];

/** GET clients/{UUID}/addresses: the client's addresses, the default first (decision 0068). */
export function useClientAddresses(business: string, client: string) {
  return useQuery({
    queryKey: key(business, client),
    queryFn: () => api<ClientAddressView[]>(base(business, client)),
  });
}

/**
 * POST clients/{UUID}/addresses (no `uuid`) or PUT …/{ADDRESS}; refreshes the list (the
 * default may have moved). @throws ApiError 400 field errors, 404.
 */
export function useSaveClientAddress(business: string, client: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid?: string; body: ClientAddressBody }) =>
      api<ClientAddressView>(
        uuid ? `${base(business, client)}/${encodeURIComponent(uuid)}` : base(business, client),
        { method: uuid ? 'PUT' : 'POST', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(business, client) }),
  });
}

/** DELETE clients/{UUID}/addresses/{ADDRESS}; refreshes the list (the default may have moved). */
export function useDeleteClientAddress(business: string, client: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api<{ success: true }>(`${base(business, client)}/${encodeURIComponent(uuid)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(business, client) }),
  });
}
