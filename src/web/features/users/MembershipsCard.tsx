import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { defaultMemberRole, MEMBER_ROLES, type MemberRole } from '../../../domain/memberships';
import { normalizeRole } from '../../../domain/permissions';
import type { MembershipView, UserView } from '../../../domain/schemas/users';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { NotLoaded } from '../../components/QueryState';
import { useBusinesses } from '../../lib/businesses';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useUpdateUser } from './api/update-user';
import { roleLabel } from './roles';

const MEMBER_ROLE_OPTIONS = MEMBER_ROLES.map((r) => ({ value: r, label: roleLabel(r) }));
const text = t.users.memberships;

/** The same memberships (business and role), whatever their order. */
function sameMemberships(a: readonly MembershipView[], b: readonly MembershipView[]): boolean {
  const flat = (list: readonly MembershipView[]) =>
    list
      .map((m) => `${m.key}:${m.role}`)
      .sort()
      .join(',');
  return flat(a) === flat(b);
}

/**
 * A user's businesses and their role in each: add a business, change the role,
 * remove one, then save — PUT /users/{UUID} with `businesses`, which replaces them all. Removing a
 * business takes effect at once: the user's next request there is refused (403). An
 * administrator opens every business and has no memberships.
 */
export function MembershipsCard({ user }: { user: UserView }) {
  if (normalizeRole(user.role) === 'admin')
    return (
      <Paper withBorder radius="lg" p="lg" data-testid="memberships-card">
        <Stack gap="xs">
          <Title order={4}>{text.title}</Title>
          <Text c="dimmed">{text.admin}</Text>
        </Stack>
      </Paper>
    );
  return <MembershipsEditor key={JSON.stringify(user.businesses)} user={user} />;
}

function MembershipsEditor({ user }: { user: UserView }) {
  const all = useBusinesses({ archived: true });
  const update = useUpdateUser(user.UUID);
  const [list, setList] = useState<MembershipView[]>(user.businesses);
  const dirty = !sameMemberships(list, user.businesses);

  const options = (all.data ?? [])
    .filter((b) => !list.some((m) => m.key === b.key))
    .map((b) => ({
      value: b.key,
      label: `${b.nameAr} (${b.key})${b.active ? '' : ` — ${text.archived}`}`,
    }));

  function add(key: string | null) {
    const b = all.data?.find((x) => x.key === key);
    if (b) setList([...list, { key: b.key, nameAr: b.nameAr, role: defaultMemberRole(user.role) }]);
  }
  function setRole(key: string, role: MemberRole) {
    setList(list.map((m) => (m.key === key ? { ...m, role } : m)));
  }
  function save() {
    update.mutate(
      { businesses: list.map(({ key, role }) => ({ key, role })) },
      {
        onSuccess: (res) =>
          notifications.show({
            color: res.user.businesses.length ? 'teal' : 'orange',
            message: res.user.businesses.length ? text.saved : text.savedNone(user.username),
          }),
        onError: (err) => showSaveError(err),
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="memberships-card">
      <Stack>
        <Stack gap={4}>
          <Title order={4}>{text.title}</Title>
          <Text size="sm" c="dimmed">
            {text.hint}
          </Text>
        </Stack>
        {user.businesses.length === 0 && !dirty && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle />}
            data-testid="memberships-none"
          >
            {text.none}
          </Alert>
        )}
        {list.length > 0 && (
          <DataTable
            wrapper="scroll"
            minWidth={420}
            columns={[text.business, { label: text.role, w: 180 }, { w: 56 }]}
            verticalSpacing="xs"
            data-testid="memberships-table"
          >
            {list.map((m) => (
              <Table.Tr key={m.key} data-testid={`membership-${m.key}`}>
                <Table.Td>
                  <Text fw={600}>{m.nameAr}</Text>
                  <Text size="sm" c="dimmed">
                    <Num>{m.key}</Num>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    data={MEMBER_ROLE_OPTIONS}
                    value={m.role}
                    allowDeselect={false}
                    aria-label={`${text.role} — ${m.nameAr}`}
                    onChange={(v) => v && setRole(m.key, v as MemberRole)}
                    data-testid={`membership-role-${m.key}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Tooltip label={text.remove}>
                    <ActionIcon
                      color="red"
                      variant="light"
                      size="lg"
                      aria-label={`${text.remove} ${m.nameAr}`}
                      onClick={() => setList(list.filter((x) => x.key !== m.key))}
                      data-testid={`membership-remove-${m.key}`}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
        {all.isSuccess ? (
          <Select
            label={text.add}
            placeholder={options.length ? text.addPlaceholder : text.addNone}
            data={options}
            value={null}
            onChange={add}
            searchable
            disabled={options.length === 0}
            nothingFoundMessage={text.addNothing}
            data-testid="membership-add"
          />
        ) : (
          <NotLoaded query={all} />
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!dirty || update.isPending}
            onClick={() => setList(user.businesses)}
          >
            {text.reset}
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={18} />}
            disabled={!dirty}
            loading={update.isPending}
            onClick={save}
            data-testid="save-memberships"
          >
            {text.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
