import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { VAT_CATEGORY_CODES } from '../../../domain/vat-categories';
import { DateField } from '../../components/DateField';
import { t } from '../../locales/ar';
import { showSaveError } from '../../lib/save-error';
import type { PurchaseOrderView } from '../../../domain/schemas/purchase-orders';
import { useCreateOrder, useOrderPickers, useUpdateOrder } from './api/purchase-orders';

const s = t.purchaseOrders;
const emptyLine = {
  product: '',
  quantity: 1 as number | '',
  unit_cost: 0 as number | '',
  vat_category: 'S',
};

/** A stored order as the form's values (editing a draft). */
function valuesOf(o: PurchaseOrderView) {
  return {
    supplier_id: o.supplier_id,
    ware_house_id: o.ware_house_id,
    expected_date: o.expected_date ?? '',
    note: o.note,
    lines: o.lines.map((l) => ({
      product: l.product,
      quantity: l.quantity as number | '',
      unit_cost: l.unit_cost as number | '',
      vat_category: l.vat_category,
    })),
  };
}

/**
 * The purchase order form: a new draft (POST, then its page opens) or, given `order`, that draft
 * edited (PUT; its sale order and address kept, its lines replaced; `onSaved` after). Supplier,
 * warehouse, expected date, lines of product, pieces, VAT-exclusive unit cost (SAR) and VAT
 * category; the server's Arabic under each field. A new order's warehouse starts as the
 * business's first one.
 */
export function OrderForm({
  business,
  order,
  onSaved,
}: {
  business: string;
  order?: PurchaseOrderView;
  onSaved?: () => void;
}) {
  const { suppliers, warehouses, products } = useOrderPickers(business);
  const create = useCreateOrder(business);
  const update = useUpdateOrder(business, order?.UUID ?? '');
  const save = order ? update : create;
  const navigate = useNavigate();
  const form = useForm({
    initialValues: order
      ? valuesOf(order)
      : {
          supplier_id: '',
          ware_house_id: '',
          expected_date: '',
          note: '',
          lines: [{ ...emptyLine }],
        },
  });
  // The business's first warehouse (its main one) until the user picks another.
  const firstWarehouse = warehouses.data?.[0]?.UUID;
  useEffect(() => {
    if (firstWarehouse && !form.getValues().ware_house_id)
      form.setFieldValue('ware_house_id', firstWarehouse);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form is stable
  }, [firstWarehouse]);
  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        ...v,
        ...(order && { sale_order_id: order.sale_order_id, address_id: order.address_id }),
        expected_date: v.expected_date || null,
        lines: v.lines.map((l) => ({
          product: l.product,
          quantity: Number(l.quantity),
          unit_cost: Number(l.unit_cost),
          vat_category: l.vat_category as 'S',
        })),
      },
      {
        onSuccess: (po) => {
          notifications.show({ color: 'teal', message: s.saved });
          if (onSaved) onSaved();
          else void navigate(`/${business}/purchase_orders/${po.UUID}`);
        },
        onError: (err) =>
          showSaveError(err, form, ['supplier_id', 'ware_house_id', 'expected_date']),
      },
    ),
  );
  const opts = <T extends { UUID: string; name: string }>(rows: T[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.UUID, label: r.name }));
  return (
    <Paper withBorder radius="lg" p="md">
      <form onSubmit={submit} noValidate data-testid="po-form">
        <Stack>
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label={s.supplier}
              data={opts(suppliers.data)}
              searchable
              required
              miw={200}
              {...form.getInputProps('supplier_id')}
            />
            <Select
              label={s.warehouse}
              data={opts(warehouses.data)}
              required
              miw={200}
              {...form.getInputProps('ware_house_id')}
            />
            <DateField label={s.expectedDate} miw={160} {...form.getInputProps('expected_date')} />
          </Group>
          {form.values.lines.map((_, i) => (
            <Group key={i} wrap="wrap" align="flex-end">
              <Select
                label={s.product}
                data={opts(products.data)}
                searchable
                style={{ flex: 3, minWidth: 180 }}
                {...form.getInputProps(`lines.${i}.product`)}
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
                label={s.unitCost}
                min={0}
                decimalScale={2}
                inputMode="decimal"
                w={160}
                {...form.getInputProps(`lines.${i}.unit_cost`)}
              />
              <Select
                label={s.vatCategory}
                data={[...VAT_CATEGORY_CODES]}
                w={90}
                {...form.getInputProps(`lines.${i}.vat_category`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`${t.common.delete}: ${s.product} ${i + 1}`}
                disabled={form.values.lines.length === 1}
                onClick={() => form.removeListItem('lines', i)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <TextInput label={s.note} {...form.getInputProps('note')} />
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={18} />}
              onClick={() => form.insertListItem('lines', { ...emptyLine })}
            >
              {s.addLine}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={save.isPending}
              data-testid="po-save"
            >
              {s.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
