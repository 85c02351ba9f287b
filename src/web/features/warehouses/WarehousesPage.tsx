import { ActionIcon, Badge, Button, Group, Stack, Table, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowsExchange,
  IconClipboardList,
  IconEdit,
  IconPackage,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { WarehouseView } from '../../../domain/schemas/warehouses';
import { useBusinessKey, useCan } from '../../app';
import { ConfirmDelete } from '../../components/confirm';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useDeleteWarehouse, useWarehouses } from './api/warehouses';
import { WarehouseForm } from './WarehouseForm';

const s = t.warehouses;

/**
 * /{business}/ware_houses: the warehouses (the default first) with their pieces on hand; add and
 * edit in a dialog, delete after a confirmation (the server refuses the last one and one with
 * stock, in Arabic); links to each one's stock, to counts and to transfers (decision 0067).
 */
export function WarehousesPage() {
  const business = useBusinessKey();
  const query = useWarehouses(business);
  const writer = useCan('catalogue.write');
  const remove = useDeleteWarehouse(business);
  const [editing, setEditing] = useState<WarehouseView | 'new' | null>(null);
  const [target, setTarget] = useState<WarehouseView | null>(null);
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
      <PageHeader title={s.title} back={`/${business}`}>
        <Button
          component={Link}
          to={`/${business}/stock_counts`}
          variant="light"
          leftSection={<IconClipboardList size={18} />}
        >
          {s.counts.title}
        </Button>
        <Button
          component={Link}
          to={`/${business}/stock_transfers`}
          variant="light"
          leftSection={<IconArrowsExchange size={18} />}
        >
          {s.transfers.title}
        </Button>
        {writer && (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setEditing('new')}
            data-testid="warehouse-add"
          >
            {s.add}
          </Button>
        )}
      </PageHeader>
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : query.data.length === 0 ? (
        <Empty>{s.empty}</Empty>
      ) : (
        <DataTable
          minWidth={560}
          columns={[s.columns.name, s.columns.address, s.columns.onHand, s.columns.actions]}
          striped
          verticalSpacing="sm"
          data-testid="warehouse-table"
        >
          {query.data.map((w) => (
            <Table.Tr key={w.UUID} data-testid="warehouse-row">
              <Table.Td fw={600}>
                {w.name}{' '}
                {w.isDefault && (
                  <Tooltip label={s.defaultHint}>
                    <Badge variant="light">{s.isDefault}</Badge>
                  </Tooltip>
                )}
              </Table.Td>
              <Table.Td>{w.address}</Table.Td>
              <Table.Td>
                <Num>{w.onHand}</Num>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={s.stock}>
                    <ActionIcon
                      component={Link}
                      to={`/${business}/ware_houses/${w.UUID}/stock`}
                      variant="subtle"
                      size="lg"
                      aria-label={`${s.stock}: ${w.name}`}
                    >
                      <IconPackage size={20} />
                    </ActionIcon>
                  </Tooltip>
                  {writer && (
                    <>
                      <Tooltip label={s.editTitle}>
                        <ActionIcon
                          variant="subtle"
                          size="lg"
                          aria-label={`${s.editTitle}: ${w.name}`}
                          onClick={() => setEditing(w)}
                        >
                          <IconEdit size={20} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t.common.delete}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={`${t.common.delete}: ${w.name}`}
                          onClick={() => setTarget(w)}
                          data-testid="warehouse-delete"
                        >
                          <IconTrash size={20} />
                        </ActionIcon>
                      </Tooltip>
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {editing && (
        <WarehouseForm
          key={editing === 'new' ? 'new' : editing.UUID}
          business={business}
          warehouse={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        opened={target !== null}
        what={target?.name ?? ''}
        loading={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
