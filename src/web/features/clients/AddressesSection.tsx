import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClientAddressView } from '../../../domain/schemas/client-addresses';
import { ConfirmDelete } from '../../components/confirm';
import { DataTable } from '../../components/DataTable';
import { Empty, NotLoaded } from '../../components/QueryState';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { AddressModal } from './AddressModal';
import { useClientAddresses, useDeleteClientAddress, useSaveClientAddress } from './api/addresses';

const a = t.terms.addresses;

/** "العناوين" on a client's page (decision 0068): list, add/edit, make default, delete. */
export function AddressesSection({ business, client }: { business: string; client: string }) {
  const q = useClientAddresses(business, client);
  const save = useSaveClientAddress(business, client);
  const remove = useDeleteClientAddress(business, client);
  const [editing, setEditing] = useState<ClientAddressView | 'new' | null>(null);
  const [target, setTarget] = useState<ClientAddressView | null>(null);
  const makeDefault = ({ UUID, ...fields }: ClientAddressView) =>
    save.mutate(
      { uuid: UUID, body: { ...fields, is_default: true } },
      { onError: (err) => showSaveError(err) },
    );
  const confirm = () =>
    target &&
    remove.mutate(target.UUID, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: a.deleted });
        setTarget(null);
      },
      onError: (err) => showSaveError(err),
    });
  const place = (x: ClientAddressView) =>
    [x.building_number, x.street_name, x.city_subdivision_name, x.city_name, x.postal_zone]
      .filter(Boolean)
      .join('، ');
  return (
    <Paper withBorder p="md" radius="md" maw={960} data-testid="client-addresses">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{a.title}</Title>
          <Button
            leftSection={<IconPlus size={18} />}
            variant="light"
            onClick={() => setEditing('new')}
            data-testid="address-add"
          >
            {a.add}
          </Button>
        </Group>
        {!q.isSuccess ? (
          <NotLoaded query={q} />
        ) : q.data.length === 0 ? (
          <Empty>{a.empty}</Empty>
        ) : (
          <DataTable wrapper="none" columns={[a.label, a.city_name, a.contact_person, '']}>
            {q.data.map((x) => (
              <Table.Tr key={x.UUID} data-testid="address-row">
                <Table.Td fw={600}>
                  {x.label}{' '}
                  {x.is_default && (
                    <Badge variant="light" data-testid="address-default">
                      {a.isDefault}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{place(x)}</Table.Td>
                <Table.Td>{[x.contact_person, x.phone].filter(Boolean).join(' — ')}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {!x.is_default && (
                    <Tooltip label={a.makeDefault}>
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={`${a.makeDefault}: ${x.label}`}
                        onClick={() => makeDefault(x)}
                        data-testid="address-make-default"
                      >
                        <IconStar size={20} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Tooltip label={t.common.edit}>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={`${t.common.edit}: ${x.label}`}
                      onClick={() => setEditing(x)}
                      data-testid="address-edit"
                    >
                      <IconEdit size={20} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t.common.delete}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`${t.common.delete}: ${x.label}`}
                      onClick={() => setTarget(x)}
                      data-testid="address-delete"
                    >
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Stack>
      {editing && (
        <AddressModal
          business={business}
          client={client}
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        opened={target !== null}
        what={target?.label ?? ''}
        loading={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </Paper>
  );
}
