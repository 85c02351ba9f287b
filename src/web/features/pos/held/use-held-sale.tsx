import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { sarToHalalas, type Halalas } from '../../../../domain/money';
import type { HeldOrderView } from '../../../../domain/schemas/kitchen';
import { ApiError, errorMessage } from '../../../lib/api';
import { newCartKey } from '../cart-storage';
import type { PricedLine, SaleState } from '../sale';
import { extrasBody } from '../sale-extras';
import type { SaleStore } from '../sale-store';
import { isClosed, useHeldOrder, useHeldOrderActions, type HeldOrderSent } from './api';

/** The cart's lines as held-order lines: product, whole quantity and chosen option ids. */
export function heldLines(lines: readonly PricedLine[]) {
  return lines.map((l) => ({
    ID: l.product.ID,
    InvoicedQuantity: l.quantity,
    ...(l.choices ? { Modifiers: [...l.choices.modifiers] } : {}),
  }));
}

/** A warning per kitchen ticket not printed, with «إعادة الطباعة» (POST …/tickets?round=n). */
function warnTickets(
  sent: HeldOrderSent,
  reprint: (id: number, round: number) => Promise<unknown>,
) {
  for (const ticket of sent.tickets.filter((t) => !t.printed)) {
    const id = `kitchen-ticket-${sent.order.id}-${sent.round}-${ticket.stationId ?? 0}`;
    notifications.show({
      id,
      color: 'orange',
      autoClose: false,
      title: ticket.stationName || 'بدون محطة',
      message: (
        <Stack gap={6} align="flex-start">
          <Text size="sm">{ticket.message}</Text>
          <Button
            size="sm"
            h={44}
            variant="light"
            color="orange"
            data-testid="held-reprint"
            onClick={() => {
              notifications.hide(id);
              reprint(sent.order.id, sent.round).then(
                () => notifications.show({ color: 'teal', message: 'أُعيدت الطباعة' }),
                (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
              );
            }}
          >
            إعادة الطباعة
          </Button>
        </Stack>
      ),
    });
  }
}

/**
 * A restaurant's held orders at the POS (decision 0057). `onSend` sends the cart to the kitchen:
 * a new held order (POST held-orders with the order type, table / delivery and till) or, in held
 * order mode, the additions (POST held-orders/{id}/lines); the cart then empties. `onPay` pays
 * every unpaid line of the open order (POST held-orders/{id}/pay) with the POS's payment means,
 * split and cash tendered; the invoice then shows as after a sale. `order` is the open held
 * order, `total` its unpaid total in halalas. A 409 held_order_closed leaves held order mode.
 */
export function useHeldSale(opts: {
  business: string;
  store: SaleStore;
  state: SaleState;
  lines: PricedLine[];
  tillId: number | undefined;
}) {
  const { business, store, state, lines, tillId } = opts;
  const actions = useHeldOrderActions(business);
  const openId = state.heldOrderId ?? null;
  const query = useHeldOrder(business, state.receipt ? null : openId);
  const order: HeldOrderView | null = query.data?.order ?? null;
  const busy = useRef(false);
  // Set while this till splits or cancels the order: its own close is not "closed elsewhere".
  const ownClose = useRef(false);

  const leave = (message: string) => {
    notifications.show({ color: 'orange', message });
    store.dispatch({ type: 'heldOrder', id: null });
    void actions.refresh();
  };
  const failed = (err: unknown) => {
    if (err instanceof ApiError && err.status === 401) return;
    if (isClosed(err)) leave(errorMessage(err));
    else notifications.show({ color: 'red', message: errorMessage(err), autoClose: 6000 });
  };
  // Paid or cancelled from another till (or gone): back to a normal sale.
  const gone = query.error instanceof ApiError && query.error.status === 404;
  const closed = order !== null && order.status !== 'open';
  useEffect(() => {
    if (!state.receipt && !ownClose.current && (gone || closed))
      leave('أُغلق هذا الطلب من جهاز آخر');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gone, closed]);

  function onSend() {
    if (busy.current || lines.length === 0) return;
    busy.current = true;
    const after = {
      onSuccess: (sent: HeldOrderSent) => {
        store.dispatch({ type: 'sent', key: newCartKey() });
        notifications.show({
          color: 'teal',
          message: `أُرسل الطلب ${sent.order.number} للمطبخ`,
          autoClose: 3000,
        });
        warnTickets(sent, actions.reprint);
      },
      onError: failed,
      onSettled: () => {
        busy.current = false;
      },
    };
    if (openId !== null) {
      actions.add.mutate({ id: openId, lines: heldLines(lines) }, after);
      return;
    }
    const e = extrasBody(state.extras, state.paymentMeans, 0);
    actions.send.mutate(
      {
        orderType: e.orderType ?? 'takeaway',
        ...(e.table ? { table: e.table } : {}),
        ...(e.delivery ? { delivery: e.delivery } : {}),
        ...(tillId ? { tillId } : {}),
        lines: heldLines(lines),
      },
      after,
    );
  }

  const total: Halalas = order ? sarToHalalas(order.TaxInclusiveAmount) : 0;
  function onPay() {
    if (busy.current || openId === null || !order) return;
    if (lines.length > 0) {
      notifications.show({ color: 'orange', message: 'أرسل الإضافات للمطبخ قبل الدفع' });
      return;
    }
    busy.current = true;
    const e = extrasBody(state.extras, state.paymentMeans, total);
    actions.pay.mutate(
      {
        id: openId,
        body: {
          PaymentMeansCode: state.paymentMeans,
          DiscountPercent: 0,
          ...(e.PaymentMeans ? { PaymentMeans: e.PaymentMeans } : {}),
          ...(e.cashTendered !== undefined ? { cashTendered: e.cashTendered } : {}),
          ...(tillId ? { tillId } : {}),
        },
      },
      {
        onSuccess: (paid) => {
          const inv = paid.invoices[0];
          if (!inv) return;
          store.dispatch({
            type: 'saved',
            receipt: { invoid: inv.invoid, ID: inv.invoid, UUID: inv.UUID, invoimage: '' },
          });
        },
        onError: failed,
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  }

  return {
    order,
    total,
    onSend,
    onPay,
    sending: actions.send.isPending || actions.add.isPending,
    paying: actions.pay.isPending,
    leave: () => {
      ownClose.current = false;
      store.dispatch({ type: 'heldOrder', id: null });
    },
    /** Marks the order as being closed here (split, cancel); false again on failure or leave. */
    closingHere: (on: boolean) => {
      ownClose.current = on;
    },
    failed,
    actions,
  };
}

export type HeldSale = ReturnType<typeof useHeldSale>;
