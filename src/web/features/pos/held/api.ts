import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  HeldOrderBody,
  HeldOrderPayBody,
  HeldOrderSplitBody,
  HeldOrderView,
  heldOrderPaidAnswer,
  heldOrderSentAnswer,
  kitchenTicketsAnswer,
} from '../../../../domain/schemas/kitchen';
import { api, ApiError } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

// Types only from the wire contract: the POS loads no zod at run time (decision 0016).
export type HeldOrderSent = z.infer<typeof heldOrderSentAnswer>;
export type HeldOrderPaid = z.infer<typeof heldOrderPaidAnswer>;
export type KitchenTickets = z.infer<typeof kitchenTicketsAnswer>;
export type HeldLineBody = HeldOrderBody['lines'][number];

/** Query key of a business's held orders (the open list and each order). */
export const heldOrdersKey = (business: string) => qk.heldOrders(business);
const heldOrderKey = (business: string, id: number) =>
  [...heldOrdersKey(business), 'order', id] as const;

/**
 * GET held-orders: the business's open held orders (decision 0057), reloaded on each notice of the
 * kitchen's event stream (useKitchenEvents, in HeldOrdersButton), every 15 s and when the window
 * regains focus, so a second till's orders and the kitchen's «جاهز» show up.
 * `enabled` false (a trading business) fetches nothing.
 */
export function useHeldOrders(business: string, enabled = true) {
  return useQuery({
    queryKey: [...heldOrdersKey(business), 'open'],
    queryFn: () => api<{ orders: HeldOrderView[] }>(`/${business}/held-orders`),
    enabled,
    refetchInterval: 15_000,
    refetchOnWindowFocus: true,
  });
}

/** GET held-orders/{id}: the held order open at the POS (null id: none). */
export function useHeldOrder(business: string, id: number | null) {
  return useQuery({
    queryKey: heldOrderKey(business, id ?? 0),
    queryFn: () => api<{ order: HeldOrderView }>(`/${business}/held-orders/${id}`),
    enabled: id !== null,
    refetchInterval: 15_000,
    refetchOnWindowFocus: true,
  });
}

/** True when the server refused because the order was paid or cancelled meanwhile (409). */
export function isClosed(err: unknown): boolean {
  return err instanceof ApiError && err.code === 'held_order_closed';
}

/**
 * The held order's writes (decision 0057), each refreshing the list and the order:
 * `send` POST held-orders (201 {order, round, tickets}); `add` POST held-orders/{id}/lines;
 * `pay` POST held-orders/{id}/pay (201 {order, invoices}); `split` POST held-orders/{id}/split;
 * `cancel` POST held-orders/{id}/cancel; `reprint` POST held-orders/{id}/tickets?round=n.
 * Amounts on the wire are SAR. Errors are ApiError (Arabic message): held_order_closed (409),
 * restaurant_only, payment_parts_mismatch, cash_tendered_short, shift_required and the
 * validation codes of the contract.
 */
export function useHeldOrderActions(business: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: heldOrdersKey(business) });
  const base = `/${business}/held-orders`;
  const post = <T>(path: string, body: unknown) =>
    api<T>(`${base}${path}`, { method: 'POST', body });
  const done = { onSettled: refresh };
  const send = useMutation({
    mutationFn: (body: HeldOrderBody) => post<HeldOrderSent>('', body),
    ...done,
  });
  const add = useMutation({
    mutationFn: (v: { id: number; lines: HeldLineBody[] }) =>
      post<HeldOrderSent>(`/${v.id}/lines`, { lines: v.lines }),
    ...done,
  });
  const pay = useMutation({
    mutationFn: (v: { id: number; body: HeldOrderPayBody }) =>
      post<HeldOrderPaid>(`/${v.id}/pay`, v.body),
    onSettled: () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: qk.invoices(business) });
    },
  });
  const split = useMutation({
    mutationFn: (v: { id: number; body: HeldOrderSplitBody }) =>
      post<HeldOrderPaid>(`/${v.id}/split`, v.body),
    onSettled: () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: qk.invoices(business) });
    },
  });
  const cancel = useMutation({
    mutationFn: (id: number) => post<{ order: HeldOrderView }>(`/${id}/cancel`, {}),
    ...done,
  });
  const reprint = (id: number, round: number) =>
    post<KitchenTickets>(`/${id}/tickets?round=${round}`, {});
  return { send, add, pay, split, cancel, reprint, refresh };
}
