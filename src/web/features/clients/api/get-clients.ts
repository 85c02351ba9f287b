import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientView } from '../../../../domain/schemas/clients';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * GET /api/v1/{business}/clients?q=: the business's clients; `q` (when not blank) searches name,
 * VAT number, phones and contact person on the server.
 */
export function getClients(business: string, q: string): Promise<ClientView[]> {
  const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return api<ClientView[]>(`/${business}/clients${query}`);
}

/** The clients matching `q`; the previous list stays on screen while a new search loads. */
export function useClients(business: string, q: string) {
  return useQuery({
    queryKey: qk.clientList(business, q.trim()),
    queryFn: () => getClients(business, q),
    placeholderData: keepPreviousData,
  });
}
