import { useQuery } from '@tanstack/react-query';
import type { ClientView } from '../../../../domain/schemas/clients';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/{business}/clients/{UUID}: one client. @throws ApiError 404 when unknown here. */
export function getClient(business: string, uuid: string): Promise<ClientView> {
  return api<ClientView>(`/${business}/clients/${encodeURIComponent(uuid)}`);
}

export function useClient(business: string, uuid: string) {
  return useQuery({
    queryKey: qk.client(business, uuid),
    queryFn: () => getClient(business, uuid),
  });
}
