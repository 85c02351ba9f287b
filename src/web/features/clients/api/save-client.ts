import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientBody, ClientView } from '../../../../domain/schemas/clients';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

interface Created {
  success: true;
  newid: number;
  UUID: string;
  client: ClientView;
}

/**
 * POST /api/v1/{business}/clients → 201 {success, newid, UUID, client}.
 * @throws ApiError 400 with field errors, 409 client_vat_taken (on `VAT`).
 */
export function createClient(business: string, body: ClientBody): Promise<Created> {
  return api<Created>(`/${business}/clients`, { method: 'POST', body });
}

/**
 * PUT /api/v1/{business}/clients/{UUID} → {success, client}.
 * @throws ApiError 400 with field errors, 404, 409 client_vat_taken (on `VAT`).
 */
export function updateClient(
  business: string,
  uuid: string,
  body: ClientBody,
): Promise<{ success: true; client: ClientView }> {
  return api(`/${business}/clients/${encodeURIComponent(uuid)}`, { method: 'PUT', body });
}

/** Creates a client (no `uuid`) or updates one; refreshes the client lists and statements. */
export function useSaveClient(business: string, uuid?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientBody) =>
      uuid ? updateClient(business, uuid, body) : createClient(business, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.clients(business) }),
  });
}
