import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { StockRowView } from '../../../domain/schemas/purchases';
import { useBusinessKey, useCan } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { api } from '../../lib/api';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useTransfer, useTransfers, useWarehouses } from './api/warehouses';

const s = t.warehouses.transfers;

/** The transfer form: from, to, products and pieces, a note; refusals in the server's Arabic. */
function TransferForm({ business }: { business: string }) {
  const houses = useWarehouses(business);
  const products = useQuery({
    queryKey: [business, 'stock', 'all'],
    queryFn: () => api<StockRowView[]>(`/${business}/stock`),
  });
  const send = useTransfer(business);
  const form = useForm({
    initialValues: {
      from: '',
      to: '',
      note: '',
      lines: [{ product: '', quantity: 1 as number | '' }],
    },
  });
  const houseOptions = (houses.data ?? []).map((w) => ({ value: w.UUID, label: w.name }));
  const productOptions = (products.data ?? []).map((p) => ({ value: p.UUID, label: p.name }));
  const submit = form.onSubmit((values) =>
    send.mutate(
      { ...values, lines: values.lines.map((l) => ({ ...l, quantity: Number(l.quantity) })) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: s.done });
          form.reset();
        },
        onError: (err) => showSaveError(err, form, ['from', 'to', 'note']),
      },
    ),
  );
  return (
    <Paper withBorder radius="lg" p="md">
      <form onSubmit={submit} noValidate data-testid="transfer-form">
        <Stack>
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label={s.from}
              data={houseOptions}
              required
              miw={200}
              {...form.getInputProps('from')}
            />
            <Select
              label={s.to}
              data={houseOptions}
              required
              miw={200}
              {...form.getInputProps('to')}
            />
          </Group>
          {form.values.lines.map((_, i) => (
            <Group key={i} wrap="nowrap" align="flex-end">
              <Select
                label={s.product}
                data={productOptions}
                searchable
                style={{ flex: 3 }}
                {...form.getInputProps(`lines.${i}.product`)}
              />
              <NumberInput
                label={s.quantity}
                min={1}
                allowDecimal={false}
                inputMode="numeric"
                style={{ flex: 1 }}
                {...form.getInputProps(`lines.${i}.quantity`)}
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
              onClick={() => form.insertListItem('lines', { product: '', quantity: 1 })}
            >
              {s.addLine}
            </Button>
            <Button
              type="submit"
              leftSection={<IconArrowsExchange size={18} />}
              loading={send.isPending}
              data-testid="transfer-submit"
            >
              {s.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * /{business}/stock_transfers: the transfer form (POST stock_transfers: two ledger rows per
 * product, decision 0067) and the latest transfers.
 */
export function TransfersPage() {
  const business = useBusinessKey();
  const writer = useCan('catalogue.write');
  const list = useTransfers(business);
  return (
    <Stack>
      <PageHeader title={s.title} back={`/${business}/ware_houses`} />
      {writer && <TransferForm business={business} />}
      {!list.isSuccess ? (
        <NotLoaded query={list} />
      ) : list.data.length === 0 ? (
        <Empty>{s.empty}</Empty>
      ) : (
        <DataTable minWidth={520} columns={[s.from, s.to, s.product, s.quantity]} striped>
          {list.data.flatMap((tr) =>
            tr.lines.map((l) => (
              <Table.Tr key={`${tr.UUID}-${l.product}`}>
                <Table.Td>{tr.from.name}</Table.Td>
                <Table.Td>{tr.to.name}</Table.Td>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td>
                  <Num>{l.quantity}</Num>
                </Table.Td>
              </Table.Tr>
            )),
          )}
        </DataTable>
      )}
    </Stack>
  );
}
