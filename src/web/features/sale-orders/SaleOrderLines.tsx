import { ActionIcon, Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { t } from '../../locales/ar';

const s = t.saleOrders;

/** One line of the form: pieces, VAT-inclusive unit price in SAR ('' = the product's), discount %. */
export interface SaleLineInput {
  prod_id: string;
  quantity: number | '';
  unit_price: number | '';
  discount: number | '';
  description: string;
}

export const emptySaleLine: SaleLineInput = {
  prod_id: '',
  quantity: 1,
  unit_price: '',
  discount: 0,
  description: '',
};

/** The form paths of the lines, so the server's Arabic errors land under their fields. */
export function lineFieldPaths(count: number): string[] {
  const names = ['prod_id', 'quantity', 'unit_price', 'discount', 'description'];
  return Array.from({ length: count }, (_, i) => names.map((n) => `lines.${i}.${n}`)).flat();
}

/**
 * The lines of the sale order form (decision 0069): product, pieces, optional negotiated unit
 * price, discount and description; amounts are priced by the server on save.
 */
export function SaleOrderLines<V extends { lines: SaleLineInput[] }>(props: {
  form: UseFormReturnType<V>;
  products: { value: string; label: string }[];
}) {
  const { form } = props;
  return form.values.lines.map((_, i) => (
    <Group key={i} wrap="wrap" align="flex-start" data-testid="so-line">
      <Select
        label={s.product}
        data={props.products}
        searchable
        style={{ flex: 3, minWidth: 200 }}
        {...form.getInputProps(`lines.${i}.prod_id`)}
      />
      <NumberInput
        label={s.quantity}
        min={1}
        allowDecimal={false}
        inputMode="numeric"
        w={100}
        {...form.getInputProps(`lines.${i}.quantity`)}
      />
      <NumberInput
        label={s.unitPrice}
        placeholder={s.unitPriceHint}
        min={0}
        decimalScale={2}
        inputMode="decimal"
        w={190}
        {...form.getInputProps(`lines.${i}.unit_price`)}
      />
      <NumberInput
        label={s.discount}
        min={0}
        max={100}
        allowDecimal={false}
        inputMode="numeric"
        w={90}
        {...form.getInputProps(`lines.${i}.discount`)}
      />
      <TextInput
        label={s.description}
        style={{ flex: 2, minWidth: 160 }}
        {...form.getInputProps(`lines.${i}.description`)}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="xl"
        mt={24}
        aria-label={`${t.common.delete}: ${s.product} ${i + 1}`}
        disabled={form.values.lines.length === 1}
        onClick={() => form.removeListItem('lines', i)}
      >
        <IconTrash size={20} />
      </ActionIcon>
    </Group>
  ));
}
