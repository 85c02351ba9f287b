import { Center, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { memo, useEffect, useRef } from 'react';
import { halalasToSar } from '../../../domain/money';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import './cart-lines.css';
import { lineKey, type PricedLine, type SaleAction } from './sale';
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
    onEdit,
  }: {
    line: PricedLine;
    dispatch: (a: SaleAction) => void;
    onEdit?: (line: PricedLine) => void;
  }) {
    const id = lineKey(line.product.ID, line.choices?.modifiers);
    const ref = useRef<HTMLDivElement>(null);
    const press = useRef(0);
    // In the next frame, before it is painted: scrolling asks the browser for a layout, which
    // inside the tap's own task would keep the line out of the DOM for a frame more on a slow
    // tablet (decision 0048).
    useEffect(() => {
      const frame = requestAnimationFrame(() =>
        ref.current?.scrollIntoView?.({ block: 'nearest' }),
      );
      return () => cancelAnimationFrame(frame);
    }, [line.quantity]);
    return (
      <div
        ref={ref}
        className="pos-line"
        data-testid={`pos-line-${id}`}
        // A long press opens the choices sheet of a line that has groups (decision 0056).
        onPointerDown={
          onEdit
            ? () => {
                window.clearTimeout(press.current);
                press.current = window.setTimeout(() => onEdit(line), 600);
              }
            : undefined
        }
        onPointerUp={onEdit ? () => window.clearTimeout(press.current) : undefined}
        onPointerLeave={onEdit ? () => window.clearTimeout(press.current) : undefined}
      >
        <span key={line.quantity} className="pos-line-flash" aria-hidden />
        <CartLineBody line={line} dispatch={dispatch} id={id} onEdit={onEdit} />
      </div>
    );
  },
  (a, b) =>
    a.dispatch === b.dispatch &&
    a.onEdit === b.onEdit &&
    a.line.choices === b.line.choices &&
    a.line.product === b.line.product &&
    a.line.quantity === b.line.quantity &&
    a.line.amounts.gross === b.line.amounts.gross &&
    a.line.amounts.unitPrice === b.line.amounts.unitPrice,
);

/**
 * A line's content in plain elements styled by pos.css, like the tiles: a tap mounts one of these,
 * and Mantine's components cost several times more to mount on a slow tablet (decision 0048).
 */
function CartLineBody({
  line,
  dispatch,
  id,
  onEdit,
}: {
  line: PricedLine;
  dispatch: (a: SaleAction) => void;
  id: string;
  onEdit?: (line: PricedLine) => void;
}) {
  const ref = { productId: line.product.ID, modifiers: line.choices?.modifiers };
  return (
    <>
      <div className="pos-line-text">
        <div className="pos-line-name" data-testid={`pos-line-${id}-name`}>
          {line.product.name}
          {line.product.vatCategory && line.product.vatCategory !== 'S' && (
            <span className="pos-line-vat" data-testid={`pos-line-${id}-vat`}>
              {VAT_CATEGORIES[line.product.vatCategory].labelAr}
            </span>
          )}
        </div>
        {line.choices && (
          <div className="pos-line-choices" data-testid={`pos-line-${id}-choices`}>
            {line.choices.label}
          </div>
        )}
        {onEdit && (
          <button
            type="button"
            className="pos-line-edit"
            onClick={() => onEdit(line)}
            data-testid={`pos-line-${id}-edit`}
          >
            خيارات
          </button>
        )}
        <div className="pos-line-amounts">
          <span className="pos-line-amount" data-testid={`pos-line-${id}-amount`}>
            <Num>{sar(line.amounts.gross)}</Num>
          </span>
          {line.quantity > 1 && (
            <span className="pos-line-unit">
              <Num>{`${sar(line.amounts.unitPrice)} × ${line.quantity}`}</Num>
            </span>
          )}
        </div>
      </div>
      <div className="pos-line-stepper">
        <button
          type="button"
          className="pos-line-button"
          onClick={() => dispatch({ type: 'increment', ...ref })}
          aria-label={t.pos.increase}
          data-testid={`pos-line-${id}-plus`}
        >
          <IconPlus size={22} />
        </button>
        <span
          className="pos-line-qty"
          aria-label={t.pos.quantity}
          data-testid={`pos-line-${id}-qty`}
        >
          <Num>{line.quantity}</Num>
        </span>
        <button
          type="button"
          className="pos-line-button"
          disabled={line.quantity <= 1}
          onClick={() => dispatch({ type: 'decrement', ...ref })}
          aria-label={t.pos.decrease}
          data-testid={`pos-line-${id}-minus`}
        >
          <IconMinus size={22} />
        </button>
      </div>
      <button
        type="button"
        className="pos-line-button"
        data-danger
        onClick={() => dispatch({ type: 'remove', ...ref })}
        aria-label={t.pos.remove}
        data-testid={`pos-line-${id}-remove`}
      >
        <IconTrash size={22} />
      </button>
    </>
  );
}

/** The cart's lines, newest at the bottom; an empty cart says how to start. */
export function CartLines({
  lines,
  dispatch,
  editable,
}: {
  lines: PricedLine[];
  dispatch: (a: SaleAction) => void;
  /** A restaurant's lines: opens the choices sheet of a line whose product has groups. */
  editable?: { has: (line: PricedLine) => boolean; onEdit: (line: PricedLine) => void };
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
        <CartLineRow
          key={lineKey(l.product.ID, l.choices?.modifiers)}
          line={l}
          dispatch={dispatch}
          onEdit={editable?.has(l) ? editable.onEdit : undefined}
        />
      ))}
    </Stack>
  );
}
