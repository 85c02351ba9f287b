import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderUpdateBody, OrderView } from '../../../../domain/schemas/orders';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** What PUT orders/{ID} takes: the order's number and the body (payment means, and lines while pending). */
export interface OrderUpdate {
  id: number;
  body: Partial<OrderUpdateBody> & Pick<OrderUpdateBody, 'PaymentMeansCode'>;
}

/**
 * PUT /api/v1/{business}/orders/{ID} → 200 the re-priced quotation: the payment
 * means alone (catalogue prices follow it, negotiated ones stay), or new lines and discount with
 * the amounts the screen shows. Refreshes the pending lists and that order.
 * @throws ApiError 409 order_not_pending (approved), 404, 422 totals_mismatch / unknown_product.
 */
export function useUpdateOrder(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: OrderUpdate) =>
      api<OrderView>(`/${business}/orders/${id}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.orders(business) }),
  });
}
