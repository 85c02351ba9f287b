import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * POST /api/v1/{business}/invoices/{UUID}/zatca/retry (an administrator; decision 0036): sends a
 * rejected document to ZATCA again, or a pending one now.
 * @throws ApiError (409 zatca_not_retryable, 403 …).
 */
export function retryZatca(business: string, uuid: string): Promise<unknown> {
  return api(`/${business}/invoices/${encodeURIComponent(uuid)}/zatca/retry`, { method: 'POST' });
}

/** The «إعادة الإرسال الآن» mutation; refreshes the invoice and the lists. */
export function useRetryZatca(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => retryZatca(business, uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.invoices(business) }),
  });
}
