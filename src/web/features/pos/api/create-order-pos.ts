import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPosAnswer, OrderPosBody } from '../../../../domain/schemas/invoices';
import { api, ApiError } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { posModifiersKey } from './get-modifiers';

const MODIFIER_CODES = ['modifier_required', 'modifier_choices', 'unknown_modifier'];

/** The sale as sent: the orderpos body and, once this device chose one, its till. */
export type PosSaleBody = OrderPosBody & { tillId?: number };

/**
 * POST /api/v1/{business}/orderpos: the sale. The server prices every line from the catalogue and
 * creates the tax invoice; answers 201 `{invoid, invoimage, UUID, ID}` (invoimage: base64 PNG).
 * `key` is the cart's idempotency key (header `Idempotency-Key`): a repeat answers 200 with the
 * same invoice.
 * `tillId` (decision 0055) records the sale's till and that till's open shift.
 * @throws ApiError with codes empty_cart, duplicate_line, unknown_product, payment_means_not_enabled,
 *   totals_mismatch, idempotency_key_reused, shift_required (the business requires an open shift
 *   on the till; no number spent); for a restaurant (decision 0056) modifier_required,
 *   modifier_choices, unknown_modifier, payment_parts_mismatch, cash_tendered_short (Arabic
 *   message from the server).
 */
export function createOrderPos(
  business: string,
  body: PosSaleBody,
  key: string,
): Promise<OrderPosAnswer> {
  return api<OrderPosAnswer>(`/${business}/orderpos`, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': key },
  });
}

/** A sale changes every invoice list; a refused price check means the catalogue changed under us. */
export function useCreateOrderPos(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PosSaleBody; key: string }) =>
      createOrderPos(business, body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qk.invoices(business) }),
    onError: (err) => {
      if (
        err instanceof ApiError &&
        (err.code === 'totals_mismatch' || err.code === 'unknown_product')
      ) {
        void queryClient.invalidateQueries({ queryKey: qk.posCatalogue(business) });
      }
      // A restaurant's groups changed under us (decision 0056): fetch them again.
      if (err instanceof ApiError && MODIFIER_CODES.includes(err.code))
        void queryClient.invalidateQueries({ queryKey: posModifiersKey(business) });
    },
  });
}
