import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentTermBody, PaymentTermView } from '../../domain/schemas/payment-terms';
import { api } from './api';

/** Query key of a business's payment terms. */
export const termsKey = (business: string) => [business, 'payment_terms'] as const;

/** GET /api/v1/{business}/payment_terms: the live terms in display order (decision 0068). */
export function usePaymentTerms(business: string) {
  return useQuery({
    queryKey: termsKey(business),
    queryFn: () => api<PaymentTermView[]>(`/${business}/payment_terms`),
  });
}

/**
 * POST payment_terms (no `uuid`) or PUT payment_terms/{UUID}; refreshes the list.
 * @throws ApiError 400 field errors, 409 payment_term_name_taken.
 */
export function useSavePaymentTerm(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid?: string; body: PaymentTermBody }) =>
      api<PaymentTermView>(
        uuid
          ? `/${business}/payment_terms/${encodeURIComponent(uuid)}`
          : `/${business}/payment_terms`,
        { method: uuid ? 'PUT' : 'POST', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsKey(business) }),
  });
}

/** DELETE payment_terms/{UUID} → `{ soft }` (hidden, not removed, while something names it). */
export function useDeletePaymentTerm(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api<{ message: string; soft: boolean }>(
        `/${business}/payment_terms/${encodeURIComponent(uuid)}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsKey(business) }),
  });
}
