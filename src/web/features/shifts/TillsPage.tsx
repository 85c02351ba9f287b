import { Anchor, Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TillView } from '../../../domain/schemas/shifts';
import { useBusinessKey } from '../../app';
import { ConfirmDialog } from '../../components/confirm';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { riyadhDateTime } from '../../lib/format';
import { t } from '../../locales/ar';
import { useSaveTill, useTills } from './api/shifts';
import { TillForm } from './TillForm';

/**
 * /{business}/tills (tills.manage, decision 0055): the business's tills with their open shift and
 * last Z number; create, rename and set a till's printer, archive after a confirmation (a till
 * with an open shift cannot be archived: the button says why) and restore; archived ones on demand.
 */
export function TillsPage() {
  const business = useBusinessKey();
  const text = t.shifts.tills;
  const [showArchived, setShowArchived] = useState(false);
  const tills = useTills(business, showArchived);
  const save = useSaveTill(business);
  // undefined: closed; null: a new till; a till: editing it.
  const [editing, setEditing] = useState<TillView | null | undefined>(undefined);
  const [archiving, setArchiving] = useState<TillView | null>(null);

  const send = (id: number | undefined, body: object, done: () => void) =>
    save.mutate(
      { ...(id === undefined ? {} : { id }), body },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: text.saved });
          done();
        },
        onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      },
    );

  return (
    <Stack gap="md">
      <PageHeader title={text.title} back={`/${business}`} />
      <Group justify="space-between">
        <Switch
          label={text.showArchived}
          checked={showArchived}
          onChange={(e) => setShowArchived(e.currentTarget.checked)}
          data-testid="tills-archived"
        />
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => setEditing(null)}
          data-testid="till-add"
        >
          {text.add}
        </Button>
      </Group>
      {tills.isError ? (
        <LoadError error={tills.error} onRetry={() => tills.refetch()} />
      ) : tills.isPending ? (
        <Loading />
      ) : tills.data.length === 0 ? (
        <Empty>{text.empty}</Empty>
      ) : (
        <DataTable
          columns={[
            text.name,
            { label: text.printer, visibleFrom: 'md' },
            text.openShift,
            text.lastZ,
            '',
          ]}
          data-testid="tills-table"
        >
          {tills.data.map((till) => (
            <Table.Tr key={till.id} data-testid={`till-${till.id}`}>
              <Table.Td>
                {till.name}{' '}
                {till.archived && (
                  <Badge color="gray" variant="light">
                    {text.archived}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td visibleFrom="md" dir="ltr">
                {till.printerAddress ?? '—'}
              </Table.Td>
              <Table.Td>
                {till.openShift ? (
                  <Anchor component={Link} to={`/${business}/shifts/${till.openShift.id}`}>
                    {till.openShift.cashier.name} ·{' '}
                    <Num>{riyadhDateTime(till.openShift.openedAt)}</Num>
                  </Anchor>
                ) : (
                  <Text span c="dimmed">
                    {text.none}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Num>{till.lastZNumber}</Num>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(till)}
                    data-testid={`till-edit-${till.id}`}
                  >
                    {text.rename}
                  </Button>
                  {till.archived ? (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => send(till.id, { archived: false }, () => {})}
                      data-testid={`till-restore-${till.id}`}
                    >
                      {text.restore}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={till.openShift !== null}
                      title={till.openShift ? text.hasOpenShift : undefined}
                      onClick={() => setArchiving(till)}
                      data-testid={`till-archive-${till.id}`}
                    >
                      {text.archive}
                    </Button>
                  )}
                </Group>
                {till.openShift && !till.archived && (
                  <Text size="xs" c="dimmed" data-testid={`till-why-${till.id}`}>
                    {text.hasOpenShift}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {editing !== undefined && (
        <TillForm
          opened
          till={editing}
          saving={save.isPending}
          onClose={() => setEditing(undefined)}
          onSave={(body) => send(editing?.id, body, () => setEditing(undefined))}
        />
      )}
      <ConfirmDialog
        opened={archiving !== null}
        title={text.archiveTitle}
        body={archiving ? text.archiveBody(archiving.name) : ''}
        confirmLabel={text.archive}
        loading={save.isPending}
        testId="till-archive-confirm"
        onCancel={() => setArchiving(null)}
        onConfirm={() =>
          archiving && send(archiving.id, { archived: true }, () => setArchiving(null))
        }
      />
    </Stack>
  );
}
