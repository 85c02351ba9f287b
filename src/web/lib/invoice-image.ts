import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { qk } from './query-keys';

/** GET /api/v1/{business}/invoicetopng/{ID}: the invoice's 80 mm receipt as a base64 PNG. */
export function getInvoiceImage(business: string, id: number): Promise<{ img: string }> {
  return api<{ img: string }>(`/${business}/invoicetopng/${id}`);
}

const options = (business: string, id: number) => ({
  queryKey: qk.invoiceImage(business, id),
  queryFn: () => getInvoiceImage(business, id),
  // A receipt does not change once issued; keep it for the session.
  staleTime: Infinity,
});

/** The receipt of the selected invoice (nothing is fetched while `id` is null). */
export function useInvoiceImage(business: string, id: number | null) {
  return useQuery({ ...options(business, id ?? 0), enabled: id !== null });
}

/** Fetches (or reuses) a receipt outside render, e.g. to print a row. */
export function useFetchInvoiceImage(business: string) {
  const queryClient = useQueryClient();
  return (id: number) => queryClient.fetchQuery(options(business, id));
}
