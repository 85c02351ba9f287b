import { Badge, Drawer, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { halalasToSar, sarToHalalas } from '../../../../domain/money';
import type { HeldOrderView } from '../../../../domain/schemas/kitchen';
import { Num } from '../../../components/Num';
import { LoadError } from '../../../components/QueryState';
import { formatSarNumber } from '../../../lib/format';
import { ageText, heldTitle } from './labels';

/**
 * The open held orders (decision 0057): number, type, table, age, unpaid total (SAR), «جاهز»
 * once the kitchen marked every line, «من يوم سابق» when opened on an earlier Riyadh day. A side
 * drawer in landscape, from the bottom in portrait. Tapping an order opens it at the POS.
 */
export default function HeldOrdersDrawer(props: {
  opened: boolean;
  onClose: () => void;
  orders: HeldOrderView[] | null;
  error: unknown;
  onRetry: () => void;
  onOpen: (id: number) => void;
  /** When the list was fetched (UTC ms): ages are measured against it. */
  now: number;
}) {
  const portrait = useMediaQuery('(orientation: portrait)');
  const { orders } = props;
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position={portrait ? 'bottom' : 'left'}
      size={portrait ? '70%' : 420}
      title="الطلبات المعلقة"
      data-testid="held-drawer"
    >
      {props.error && !orders ? (
        <LoadError error={props.error} onRetry={props.onRetry} />
      ) : !orders ? (
        <Loader />
      ) : orders.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="held-empty">
          لا طلبات معلقة
        </Text>
      ) : (
        <Stack gap="xs">
          {orders.map((o) => (
            <UnstyledButton
              key={o.id}
              className="held-row"
              onClick={() => props.onOpen(o.id)}
              data-testid={`held-order-${o.id}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={800}>{heldTitle(o)}</Text>
                  <Text size="sm" c="dimmed">
                    {ageText(o.createdAt, props.now)}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Text fw={800}>
                    <Num>{formatSarNumber(halalasToSar(sarToHalalas(o.TaxInclusiveAmount)))}</Num>
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {o.ready && <Badge color="teal">جاهز</Badge>}
                    {o.pastBusinessDay && <Badge color="orange">من يوم سابق</Badge>}
                  </Group>
                </Stack>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
