import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PAYMENT_MEANS_LABELS, type PaymentMeansCode } from '../../../domain/payment-means';
import type { OrderView } from '../../../domain/schemas/orders';
import { errorMessage } from '../../lib/api';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { useUpdateOrder } from './api/update-order';

const p = t.orders.payment;

/** Select options of the business's payment means, with their Arabic labels. */
function meansData(means: readonly PaymentMeansCode[]) {
  return means.map((code) => ({ value: code, label: PAYMENT_MEANS_LABELS[code] }));
}

/** The notification after a change: the new total (catalogue prices follow the means). */
function notifyChanged(order: OrderView) {
  notifications.show({
    color: 'teal',
    message: p.changed(order.OrderReferenceID, formatSarNumber(order.TaxInclusiveAmount)),
  });
}

/**
 * orderx's payment-change control: a select of the business's payment means on
 * the row; choosing one sends PUT orders/{ID} {PaymentMeansCode} and the list shows the re-priced
 * order. A refusal (e.g. 409 order_not_pending) is shown and the select keeps the stored means.
 */
export function PaymentControl(props: {
  business: string;
  order: OrderView;
  means: readonly PaymentMeansCode[];
  disabled?: boolean;
}) {
  const update = useUpdateOrder(props.business);
  const id = props.order.OrderReferenceID;
  return (
    <Select
      aria-label={p.label(id)}
      data={meansData(props.means)}
      value={props.order.PaymentMeansCode}
      allowDeselect={false}
      disabled={props.disabled || update.isPending}
      w={150}
      comboboxProps={{ withinPortal: true }}
      onChange={(code) => {
        if (!code || code === props.order.PaymentMeansCode) return;
        update.mutate(
          { id, body: { PaymentMeansCode: code as PaymentMeansCode } },
          {
            onSuccess: notifyChanged,
            onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
          },
        );
      }}
      data-testid="order-payment-control"
    />
  );
}

/**
 * The orders list's payment-change prompt ("changed through a prompt followed by an
 * update"): a dialog asking for the new means of `order`, then PUT orders/{ID} {PaymentMeansCode}.
 * Errors stay in the dialog.
 */
export function PaymentPrompt(props: {
  business: string;
  order: OrderView | null;
  means: readonly PaymentMeansCode[];
  onClose: () => void;
}) {
  const update = useUpdateOrder(props.business);
  const [picked, setPicked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const order = props.order;
  const value = picked ?? order?.PaymentMeansCode ?? null;
  const close = () => {
    setPicked(null);
    setProblem(null);
    props.onClose();
  };
  const save = () => {
    if (!order || !value) return;
    if (value === order.PaymentMeansCode) return close();
    update.mutate(
      { id: order.OrderReferenceID, body: { PaymentMeansCode: value as PaymentMeansCode } },
      {
        onSuccess: (changed) => {
          notifyChanged(changed);
          close();
        },
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  };
  return (
    <Modal opened={order !== null} onClose={close} title={p.promptTitle} centered>
      {order && (
        <>
          <Text mb="sm">
            {p.promptBody(order.OrderReferenceID, order.Customer.RegistrationName)}
          </Text>
          <Select
            label={t.orders.columns.payment}
            data={meansData(props.means)}
            value={value}
            onChange={setPicked}
            allowDeselect={false}
            data-testid="payment-prompt-select"
          />
          {problem && (
            <Text c="red" size="sm" mt="xs" data-testid="payment-prompt-problem">
              {problem}
            </Text>
          )}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              {t.common.cancel}
            </Button>
            <Button loading={update.isPending} onClick={save} data-testid="payment-prompt-save">
              {t.common.save}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
