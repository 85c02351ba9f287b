import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SupplierPaymentBody,
  SupplierPaymentsAnswer,
} from '../../../../domain/schemas/payment-terms';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

const paymentsKey = (business: string, uuid: string) =>
  [...qk.purchases(business), 'payments', uuid] as const;

/**
 * GET {business}/purchases/{UUID}/payments (decision 0068): the supplier payments of a purchase
 * with its total, paid and still owed (SAR) and its due date (Riyadh).
 */
export function useSupplierPayments(business: string, uuid: string) {
  return useQuery({
    queryKey: paymentsKey(business, uuid),
    queryFn: () =>
      api<SupplierPaymentsAnswer>(`/${business}/purchases/${encodeURIComponent(uuid)}/payments`),
  });
}

/**
 * POST {business}/purchases/{UUID}/payments `{amount (SAR), PaymentMeansCode, note}`; refreshes
 * the payments, the purchases and the reports (payables ageing) on success.
 * @throws ApiError 409 supplier_payment_exceeds_owed / purchase_already_paid, 400 with `fields`.
 */
export function usePaySupplier(business: string, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierPaymentBody) =>
      api<SupplierPaymentsAnswer>(`/${business}/purchases/${encodeURIComponent(uuid)}/payments`, {
        method: 'POST',
        body,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(paymentsKey(business, uuid), answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: qk.purchases(business) }),
        queryClient.invalidateQueries({ queryKey: qk.report(business) }),
      ]);
    },
  });
}
