import { Button, Group, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { SaleOrderView } from '../../../domain/schemas/sale-orders';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useSaleOrderPickers, useSaveSaleOrder } from './api/sale-orders';
import {
  emptySaleLine,
  lineFieldPaths,
  SaleOrderLines,
  type SaleLineInput,
} from './SaleOrderLines';

const s = t.saleOrders;
const HEAD_FIELDS = ['customer_id', 'payment_id', 'reference_number', 'date', 'note', 'lines'];

function initial(order: SaleOrderView | null) {
  return {
    customer_id: order?.customer_id ?? '',
    payment_id: order?.payment_id ?? '',
    reference_number: order?.reference_number ?? '',
    date: order?.date ?? '',
    note: order?.note ?? '',
    lines: order
      ? order.lines.map((l): SaleLineInput => ({
          prod_id: l.prod_id,
          quantity: l.quantity,
          unit_price: l.unit_price,
          discount: l.discount,
          description: l.description,
        }))
      : [{ ...emptySaleLine }],
  };
}

/**
 * The sale order form (decision 0069): a new draft (`order` null) or a draft's edit — client,
 * payment term (the client's own by default), reference, Riyadh date, lines. The client's default
 * address is taken by the server; the due date and the totals are the server's answer, shown on
 * the order's screen after saving. The server's Arabic `fields` show under their fields.
 */
export function SaleOrderForm({
  business,
  order,
}: {
  business: string;
  order: SaleOrderView | null;
}) {
  const { clients, terms, products } = useSaleOrderPickers(business);
  const save = useSaveSaleOrder(business);
  const navigate = useNavigate();
  const form = useForm({ initialValues: initial(order) });
  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        uuid: order?.uuid ?? null,
        body: {
          customer_id: v.customer_id,
          payment_id: v.payment_id || null,
          reference_number: v.reference_number,
          date: v.date || undefined,
          note: v.note,
          lines: v.lines.map((l) => ({
            prod_id: l.prod_id,
            quantity: Number(l.quantity),
            unit_price: l.unit_price === '' ? undefined : Number(l.unit_price),
            discount: Number(l.discount || 0),
            description: l.description,
          })),
        },
      },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: s.saved });
          void navigate(`/${business}/sale_orders/${saved.uuid}`);
        },
        onError: (err) =>
          showSaveError(err, form, [...HEAD_FIELDS, ...lineFieldPaths(v.lines.length)]),
      },
    ),
  );
  const pickClient = (uuid: string | null) => {
    form.setFieldValue('customer_id', uuid ?? '');
    const own = clients.data?.find((c) => c.UUID === uuid)?.payment_term_id;
    const term = terms.data?.find((p) => p.ID === own);
    if (term) form.setFieldValue('payment_id', term.UUID);
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <form onSubmit={submit} noValidate data-testid="so-form">
        <Stack>
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label={s.client}
              data={(clients.data ?? []).map((c) => ({ value: c.UUID, label: c.RegistrationName }))}
              searchable
              required
              miw={220}
              {...form.getInputProps('customer_id')}
              onChange={pickClient}
            />
            <Select
              label={s.paymentTerm}
              data={(terms.data ?? []).map((p) => ({ value: p.UUID, label: p.name }))}
              placeholder={s.cash}
              clearable
              miw={180}
              description={s.dueDateHint}
              {...form.getInputProps('payment_id')}
            />
          </Group>
          <Group grow wrap="wrap" align="flex-start">
            <TextInput label={s.reference} miw={160} {...form.getInputProps('reference_number')} />
            <TextInput label={s.date} type="date" miw={160} {...form.getInputProps('date')} />
            {order && (
              <Stack gap={2} miw={160}>
                <Text size="sm" fw={500}>
                  {s.dueDate}
                </Text>
                <Text>{order.due_date ?? '—'}</Text>
              </Stack>
            )}
          </Group>
          <SaleOrderLines
            form={form}
            products={(products.data ?? []).map((p) => ({ value: p.UUID, label: p.name }))}
          />
          {typeof form.errors.lines === 'string' && (
            <Text c="red" size="sm">
              {form.errors.lines}
            </Text>
          )}
          <Textarea label={s.note} autosize minRows={1} {...form.getInputProps('note')} />
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={18} />}
              onClick={() => form.insertListItem('lines', { ...emptySaleLine })}
            >
              {s.addLine}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={save.isPending}
              data-testid="so-save"
            >
              {s.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
