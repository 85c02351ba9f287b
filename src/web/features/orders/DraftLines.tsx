import { ActionIcon, NumberInput, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import type { PricedCart } from '../../../domain/pricing';
import { VAT_CATEGORIES } from '../../../domain/vat-categories';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import type { DraftLine } from './order-draft';

const f = t.orders.form;

/**
 * The order form's lines: product, editable VAT-inclusive unit price (a typed
 * price makes the line negotiated), quantity ≥ 1, the line total as priced, remove.
 */
export function DraftLines(props: {
  lines: readonly DraftLine[];
  cart: PricedCart | null;
  onChange: (i: number, change: Partial<DraftLine>) => void;
  onRemove: (i: number) => void;
}) {
  const { lines, cart } = props;
  return (
    <DataTable
      minWidth={640}
      scrollType="auto"
      columns={[f.product, f.unitPrice, f.quantity, f.lineTotal, {}]}
      verticalSpacing="xs"
      data-testid="order-lines"
    >
      {lines.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <Text c="dimmed" ta="center">
              {f.noLines}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
      {lines.map((line, i) => (
        <Table.Tr key={line.product.ID} data-testid="order-line">
          <Table.Td fw={600}>
            {line.product.name}
            {/* A product that is not standard rated says its VAT category (decision 0046). */}
            {line.product.vat && line.product.vat.category !== 'S' && (
              <Text span size="xs" c="teal.8" ms={6} data-testid="order-line-vat">
                {VAT_CATEGORIES[line.product.vat.category].labelAr}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <NumberInput
              aria-label={f.unitPrice}
              value={halalasToSar(line.unitPrice)}
              onChange={(v) =>
                typeof v === 'number' &&
                props.onChange(i, { unitPrice: sarToHalalas(v), negotiated: true })
              }
              min={0}
              decimalScale={2}
              fixedDecimalScale
              w={130}
            />
          </Table.Td>
          <Table.Td>
            <NumberInput
              aria-label={f.quantity}
              value={line.quantity}
              onChange={(v) =>
                typeof v === 'number' && v >= 1 && props.onChange(i, { quantity: Math.trunc(v) })
              }
              min={1}
              allowDecimal={false}
              w={90}
              data-testid="order-line-quantity"
            />
          </Table.Td>
          <Table.Td>
            <Num>{cart ? formatSarNumber(halalasToSar(cart.lines[i]!.total)) : '—'}</Num>
          </Table.Td>
          <Table.Td>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={f.remove}
              onClick={() => props.onRemove(i)}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
