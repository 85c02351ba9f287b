import { ActionIcon, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { memo, useEffect, useRef } from 'react';
import { halalasToSar } from '../../../domain/money';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import type { PricedLine, SaleAction } from './sale';
import { VAT_CATEGORIES } from '../../../domain/vat-categories';

const sar = (h: number) => formatSarNumber(halalasToSar(h));

/**
 * One cart line: name, unit price, quantity −/+ (never below 1), line amount, remove. A line
 * added or whose quantity changed is marked for a moment (the flash remounts with the quantity)
 * and scrolled into view. Memoized on what it shows: a tap re-renders the tapped line only.
 */
const CartLineRow = memo(
  function CartLineRow({
    line,
    dispatch,
  }: {
    line: PricedLine;
    dispatch: (a: SaleAction) => void;
  }) {
    const id = line.product.ID;
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      ref.current?.scrollIntoView?.({ block: 'nearest' });
    }, [line.quantity]);
    return (
      <Paper
        ref={ref}
        withBorder
        radius="md"
        p={6}
        ps="sm"
        className="pos-line"
        data-testid={`pos-line-${id}`}
      >
        <span key={line.quantity} className="pos-line-flash" aria-hidden />
        <CartLineBody line={line} dispatch={dispatch} />
      </Paper>
    );
  },
  (a, b) =>
    a.dispatch === b.dispatch &&
    a.line.product === b.line.product &&
    a.line.quantity === b.line.quantity &&
    a.line.amounts.gross === b.line.amounts.gross &&
    a.line.amounts.unitPrice === b.line.amounts.unitPrice,
);

function CartLineBody({ line, dispatch }: { line: PricedLine; dispatch: (a: SaleAction) => void }) {
  const id = line.product.ID;
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <Stack gap={0} style={{ flex: 1, minInlineSize: 0 }}>
          <Text
            fw={700}
            lineClamp={2}
            className="pos-line-name"
            data-testid={`pos-line-${id}-name`}
          >
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
    </>
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
