import { ActionIcon, Anchor, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { UserView } from '../../../domain/schemas/users';
import { useSession } from '../../app';
import { DataTable } from '../../components/DataTable';
import { ConfirmDelete } from '../../components/confirm';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useDeleteUser } from './api/delete-user';
import { useUsers } from './api/get-users';
import { showSaveError } from '../../lib/save-error';
import { MembershipBadges } from './MembershipBadges';
import { roleLabel } from './roles';

/**
 * /users (admin): id, username, VAT, role, businesses, e-mail, a view link and
 * delete per row.
 */
export function UsersListPage() {
  const q = useUsers();
  const session = useSession();
  const del = useDeleteUser();
  const [target, setTarget] = useState<UserView | null>(null);

  function confirmDelete() {
    if (!target) return;
    const { UUID, username } = target;
    del.mutate(UUID, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t.users.view.deleted(username) });
        setTarget(null);
      },
      onError: (err) => {
        showSaveError(err);
        setTarget(null);
      },
    });
  }

  const header = (
    <PageHeader title={t.users.list.title} back="/admin">
      <Button
        component={Link}
        to="/users/new"
        leftSection={<IconPlus size={18} />}
        data-testid="new-user"
      >
        {t.users.list.newUser}
      </Button>
    </PageHeader>
  );
  if (!q.isSuccess)
    return (
      <>
        {header}
        <NotLoaded query={q} />
      </>
    );

  return (
    <>
      {header}
      {q.data.length === 0 ? (
        <Empty>{t.users.list.empty}</Empty>
      ) : (
        <DataTable
          wrapper="scroll"
          minWidth={720}
          columns={[
            t.users.fields.id,
            t.users.fields.username,
            t.users.fields.vat,
            t.users.fields.role,
            t.users.memberships.column,
            { label: t.users.fields.email, visibleFrom: 'md' },
            { label: t.users.fields.actions, ta: 'end' },
          ]}
          striped
          highlightOnHover
          verticalSpacing="sm"
          data-testid="users-table"
          foot={
            <Table.Caption>
              {t.users.list.count} <Num>{q.data.length}</Num>
            </Table.Caption>
          }
        >
          {q.data.map((u) => {
            const self = u.UUID === session?.UUID;
            return (
              <Table.Tr key={u.UUID} data-testid={`user-row-${u.username}`}>
                <Table.Td>
                  <Num>{u.ID}</Num>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={`/users/view/${u.UUID}`} fw={600}>
                      <bdi>{u.username}</bdi>
                    </Anchor>
                    {self && (
                      <Badge size="sm" variant="light">
                        {t.users.list.you}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{u.VAT ? <Num>{u.VAT}</Num> : <Text c="dimmed">—</Text>}</Table.Td>
                <Table.Td>{roleLabel(u.role)}</Table.Td>
                <Table.Td maw={320}>
                  <MembershipBadges user={u} />
                </Table.Td>
                <Table.Td visibleFrom="md">
                  {u.email ? <Num>{u.email}</Num> : <Text c="dimmed">—</Text>}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Tooltip label={t.users.list.view}>
                      <ActionIcon
                        component={Link}
                        to={`/users/view/${u.UUID}`}
                        variant="light"
                        size="lg"
                        aria-label={`${t.users.list.view} ${u.username}`}
                      >
                        <IconEye size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={self ? t.users.view.deleteSelfHint : t.common.delete}>
                      <ActionIcon
                        color="red"
                        variant="light"
                        size="lg"
                        disabled={self}
                        onClick={() => setTarget(u)}
                        aria-label={`${t.common.delete} ${u.username}`}
                        data-testid={`delete-user-${u.username}`}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
      )}
      <ConfirmDelete
        opened={target !== null}
        what={target?.username ?? ''}
        loading={del.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
