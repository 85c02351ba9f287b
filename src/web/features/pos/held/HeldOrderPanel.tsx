import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsSplit, IconCheck, IconDoorExit, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { PaymentMeansCode } from '../../../../domain/payment-means';
import { Num } from '../../../components/Num';
import { heldTitle } from './labels';
import type { HeldSale } from './use-held-sale';

// The split dialog is fetched on its first opening.
const HeldSplitDialog = lazy(() => import('./HeldSplitDialog'));

/**
 * Held order mode (decision 0057), above the cart: the order's title, its sent lines read-only
 * (name, choices, quantity, ready mark) and «تقسيم الفاتورة», «إلغاء الطلب» (confirmed: POST
 * held-orders/{id}/cancel, only while nothing is paid) and «خروج من الطلب» (back to a normal sale).
 */
export default function HeldOrderPanel(props: {
  business: string;
  held: HeldSale;
  enabledMeans: readonly PaymentMeansCode[];
}) {
  const { held, business } = props;
  const order = held.order;
  const [confirm, setConfirm] = useState(false);
  const [split, setSplit] = useState(false);
  if (!order) return null;
  const unpaid = order.lines.filter((l) => l.invoiceNumber === null);
  const nothingPaid = unpaid.length === order.lines.length;
  function cancel() {
    held.closingHere(true);
    held.actions.cancel.mutate(order!.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: `أُلغي الطلب ${order!.number}` });
        held.leave();
      },
      onError: (err) => {
        held.closingHere(false);
        held.failed(err);
      },
    });
  }
  return (
    <Stack gap={6} className="held-panel" data-testid="held-panel">
      <Group justify="space-between" gap="xs">
        <Text fw={800} data-testid="held-title">
          {heldTitle(order)}
        </Text>
        {order.pastBusinessDay && <Badge color="orange">من يوم سابق</Badge>}
      </Group>
      <ul className="held-lines" data-testid="held-lines">
        {order.lines.map((l) => (
          <li key={l.id} data-paid={l.invoiceNumber !== null ? 'true' : undefined}>
            <span className="held-qty">
              <Num>{l.quantity}</Num>×
            </span>
            <span className="held-name">
              {/* The name lists its choices, as the invoice will. */}
              {l.name}
            </span>
            {l.readyAt !== null && (
              <IconCheck size={18} color="var(--mantine-color-teal-7)" aria-label="جاهز" />
            )}
          </li>
        ))}
      </ul>
      <Group gap={6} grow>
        <Button
          h={44}
          variant="light"
          leftSection={<IconArrowsSplit size={18} />}
          disabled={unpaid.length === 0}
          onClick={() => setSplit(true)}
          data-testid="held-split"
          aria-label="تقسيم الفاتورة"
          title="تقسيم الفاتورة"
          px={8}
        >
          تقسيم
        </Button>
        <Button
          h={44}
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={18} />}
          disabled={!nothingPaid}
          onClick={() => setConfirm(true)}
          data-testid="held-cancel"
          aria-label="إلغاء الطلب"
          title="إلغاء الطلب"
          px={8}
        >
          إلغاء
        </Button>
        <Button
          h={44}
          variant="default"
          leftSection={<IconDoorExit size={18} />}
          onClick={held.leave}
          data-testid="held-exit"
          aria-label="خروج من الطلب"
          title="خروج من الطلب"
          px={8}
        >
          خروج
        </Button>
      </Group>
      <Modal opened={confirm} onClose={() => setConfirm(false)} title="إلغاء الطلب؟" centered>
        <Text mb="lg">يُلغى {heldTitle(order)} ولا تصدر له فاتورة.</Text>
        <Group justify="flex-end">
          <Button h={44} variant="default" onClick={() => setConfirm(false)}>
            تراجع
          </Button>
          <Button
            h={44}
            color="red"
            loading={held.actions.cancel.isPending}
            onClick={() => {
              setConfirm(false);
              cancel();
            }}
            data-testid="held-cancel-confirm"
          >
            إلغاء الطلب
          </Button>
        </Group>
      </Modal>
      {split && (
        <Suspense fallback={null}>
          <HeldSplitDialog
            business={business}
            order={order}
            enabledMeans={props.enabledMeans}
            onClose={() => setSplit(false)}
            onDone={held.leave}
            submit={(body) => {
              held.closingHere(true);
              return held.actions.split.mutateAsync({ id: order.id, body });
            }}
            onError={(err) => {
              held.closingHere(false);
              held.failed(err);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
