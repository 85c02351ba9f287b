import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { supplierBody, type SupplierView } from '../../../domain/schemas/purchases';
import { useBusinessKey, useCan } from '../../app';
import { DataTable } from '../../components/DataTable';
import { ConfirmDelete } from '../../components/confirm';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { zodResolver } from '../../lib/form';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useCreateSupplier, useDeleteSupplier, useSuppliers } from './api/suppliers';
import { SupplierEdit } from './SupplierEdit';

const s = t.purchases.suppliers;
const FIELDS = ['name', 'address', 'vatid'] as const;

/** The add-supplier form: name, address, VAT number, checked with the server's schema. */
function AddSupplier({ business }: { business: string }) {
  const save = useCreateSupplier(business);
  const form = useForm({
    initialValues: { name: '', address: '', vatid: '' },
    validate: zodResolver(supplierBody),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(supplierBody.parse(values), {
      onSuccess: (answer) => {
        notifications.show({ color: 'teal', message: answer.message });
        form.reset();
      },
      onError: (err) => showSaveError(err, form, FIELDS),
    }),
  );
  return (
    <Paper withBorder radius="lg" p="md">
      <form onSubmit={submit} noValidate data-testid="supplier-form">
        <Title order={4} mb="sm">
          {s.addTitle}
        </Title>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={s.name}
            required
            style={{ flex: '2 1 220px' }}
            data-testid="supplier-name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={s.address}
            style={{ flex: '2 1 220px' }}
            data-testid="supplier-address"
            {...form.getInputProps('address')}
          />
          <TextInput
            label={s.vatid}
            description={s.vatidHint}
            inputMode="numeric"
            dir="ltr"
            style={{ flex: '1 1 180px' }}
            data-testid="supplier-vatid"
            {...form.getInputProps('vatid')}
          />
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button
            type="submit"
            leftSection={<IconPlus size={18} />}
            loading={save.isPending}
            data-testid="supplier-submit"
          >
            {s.add}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/**
 * /{business}/purchases/suppliers: the suppliers — name, VAT number,
 * address — with the add form, edit in a dialog (PUT suppliers/{UUID}) and delete after
 * confirmation (409 supplier_in_use shows the server's Arabic reason; legacy app: "server message
 * shown by alert for suppliers").
 */
export function SuppliersPage() {
  const business = useBusinessKey();
  const query = useSuppliers(business);
  const writer = useCan('purchases.write');
  const remove = useDeleteSupplier(business);
  const [target, setTarget] = useState<SupplierView | null>(null);
  // The name stays in the dialog while it fades out after the target is cleared.
  const [lastName, setLastName] = useState('');
  const [editing, setEditing] = useState<SupplierView | null>(null);
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.UUID, {
      onSuccess: (answer) => notifications.show({ color: 'teal', message: answer.message }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      onSettled: () => setTarget(null),
    });
  };

  return (
    <Stack>
      <PageHeader title={s.title} back={`/${business}/purchases`} />
      {writer && <AddSupplier business={business} />}
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : query.data.length === 0 ? (
        <Empty>{`${s.empty} — ${s.emptyHint}`}</Empty>
      ) : (
        <DataTable
          minWidth={600}
          columns={[
            s.columns.name,
            s.columns.vatid,
            s.columns.address,
            writer && s.columns.actions,
          ]}
          striped
          highlightOnHover
          verticalSpacing="sm"
          data-testid="supplier-table"
        >
          {query.data.map((supplier) => (
            <Table.Tr key={supplier.UUID} data-testid="supplier-row">
              <Table.Td fw={600}>{supplier.name}</Table.Td>
              <Table.Td>
                <Num>{supplier.vatid}</Num>
              </Table.Td>
              <Table.Td>{supplier.address}</Table.Td>
              {writer && (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Tooltip label={s.edit}>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={`${s.edit}: ${supplier.name}`}
                      onClick={() => setEditing(supplier)}
                      data-testid="supplier-edit"
                    >
                      <IconEdit size={20} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t.common.delete}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`${t.common.delete}: ${supplier.name}`}
                      onClick={() => {
                        setTarget(supplier);
                        setLastName(supplier.name);
                      }}
                      data-testid="supplier-delete"
                    >
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {editing && (
        <SupplierEdit business={business} supplier={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        opened={target !== null}
        what={target?.name ?? lastName}
        loading={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
