import { ActionIcon, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { halalasToSar } from '../../../domain/money';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import type { PricedLine, SaleAction } from './sale';
import { VAT_CATEGORIES } from '../../../domain/vat-categories';

const sar = (h: number) => formatSarNumber(halalasToSar(h));

/** One cart line: name, unit price, quantity −/+ (never below 1), line amount, remove. */
function CartLineRow({ line, dispatch }: { line: PricedLine; dispatch: (a: SaleAction) => void }) {
  const id = line.product.ID;
  return (
    <Paper withBorder radius="md" p={6} ps="sm" data-testid={`pos-line-${id}`}>
      <Group gap={6} wrap="nowrap">
        <Stack gap={0} style={{ flex: 1, minInlineSize: 0 }}>
          <Text fw={700} lineClamp={2} lh={1.3}>
            {line.product.name}
            {line.product.vatCategory && line.product.vatCategory !== 'S' && (
              <Text span size="xs" c="teal.8" ms={6} data-testid={`pos-line-${id}-vat`}>
                {VAT_CATEGORIES[line.product.vatCategory].labelAr}
              </Text>
            )}
          </Text>
          <Group gap={8} wrap="nowrap">
            <Text fw={800} c="teal.9" data-testid={`pos-line-${id}-amount`}>
              <Num>{sar(line.amounts.gross)}</Num>
            </Text>
            {line.quantity > 1 && (
              <Text size="sm" c="dimmed">
                <Num>{`${sar(line.amounts.unitPrice)} × ${line.quantity}`}</Num>
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            size={44}
            radius="md"
            variant="light"
            onClick={() => dispatch({ type: 'increment', productId: id })}
            aria-label={t.pos.increase}
            data-testid={`pos-line-${id}-plus`}
          >
            <IconPlus size={22} />
          </ActionIcon>
          <Text
            fw={800}
            size="xl"
            miw={36}
            ta="center"
            aria-label={t.pos.quantity}
            data-testid={`pos-line-${id}-qty`}
          >
            <Num>{line.quantity}</Num>
          </Text>
          <ActionIcon
            size={44}
            radius="md"
            variant="light"
            disabled={line.quantity <= 1}
            onClick={() => dispatch({ type: 'decrement', productId: id })}
            aria-label={t.pos.decrease}
            data-testid={`pos-line-${id}-minus`}
          >
            <IconMinus size={22} />
          </ActionIcon>
        </Group>
        <ActionIcon
          size={44}
          radius="md"
          variant="subtle"
          color="red"
          onClick={() => dispatch({ type: 'remove', productId: id })}
          aria-label={t.pos.remove}
          data-testid={`pos-line-${id}-remove`}
        >
          <IconTrash size={22} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** The cart's lines, newest at the bottom; an empty cart says how to start. */
export function CartLines({
  lines,
  dispatch,
}: {
  lines: PricedLine[];
  dispatch: (a: SaleAction) => void;
}) {
  if (lines.length === 0) {
    return (
      <Center h="100%" mih={120} data-testid="pos-cart-empty">
        <Stack align="center" gap={4}>
          <IconShoppingCart size={44} stroke={1.2} color="var(--mantine-color-gray-5)" />
          <Text c="dimmed" ta="center">
            {t.pos.cartEmpty}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap={6}>
      {lines.map((l) => (
        <CartLineRow key={l.product.ID} line={l} dispatch={dispatch} />
      ))}
    </Stack>
  );
}
