import {
  Alert,
  Button,
  Card,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { normalizeRole, type Role } from '../../../domain/permissions';
import { updateUserBody, type UserView } from '../../../domain/schemas/users';
import { useSession } from '../../app';
import { ConfirmDelete } from '../../components/confirm';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { zodResolver } from '../../lib/form';
import { clearSession } from '../../lib/session';
import { t } from '../../locales/ar';
import { useDeleteUser } from './api/delete-user';
import { useUser } from './api/get-user';
import { useUpdateUser } from './api/update-user';
import { showSaveError } from '../../lib/save-error';
import { MembershipsCard } from './MembershipsCard';
import { ROLE_OPTIONS, roleLabel } from './roles';
import { UserFacts } from './UserFacts';

/**
 * /users/view/{UUID} (admin): the user, their businesses and role in each, change
 * role, reset password, delete (not oneself).
 */
export function UserViewPage() {
  const { UUID = '' } = useParams();
  const q = useUser(UUID);
  const session = useSession();
  const header = <PageHeader title={t.users.view.title} back="/users" />;
  if (!q.isSuccess)
    return (
      <>
        {header}
        <NotLoaded query={q} />
      </>
    );
  const self = q.data.UUID === session?.UUID;
  return (
    <>
      {header}
      <Stack maw={860}>
        <Card withBorder radius="lg" padding="lg">
          <UserFacts user={q.data} />
        </Card>
        <MembershipsCard user={q.data} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <RoleForm user={q.data} self={self} />
          <PasswordForm user={q.data} self={self} />
        </SimpleGrid>
        <DeleteSection user={q.data} self={self} />
      </Stack>
    </>
  );
}

function RoleForm({ user, self }: { user: UserView; self: boolean }) {
  const update = useUpdateUser(user.UUID);
  // A legacy spelling (manger, cashier) shows as its canonical role, which saving then stores.
  const form = useForm<{ role: string }>({
    initialValues: { role: normalizeRole(user.role) },
    validate: zodResolver(updateUserBody),
  });
  const unchanged = form.values.role === user.role;
  const submit = form.onSubmit((values) =>
    update.mutate(
      { role: values.role as Role },
      {
        onSuccess: (res) => {
          form.setValues({ role: normalizeRole(res.user.role) });
          form.resetDirty();
          notifications.show({
            color: 'teal',
            message: `${t.users.view.roleSaved}: ${roleLabel(res.user.role)}`,
          });
        },
        onError: (err) => showSaveError(err, form, ['role']),
      },
    ),
  );
  return (
    <FormCard onSubmit={submit} testId="role-form">
      <Stack>
        <Title order={4}>{t.users.view.roleTitle}</Title>
        <Select
          label={t.users.fields.role}
          data={ROLE_OPTIONS}
          allowDeselect={false}
          disabled={self}
          {...form.getInputProps('role')}
        />
        {self && (
          <Text size="sm" c="dimmed">
            {t.users.view.roleSelfHint}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={self || unchanged}
            loading={update.isPending}
            data-testid="save-role"
          >
            {t.users.view.roleSave}
          </Button>
        </Group>
      </Stack>
    </FormCard>
  );
}

function PasswordForm({ user, self }: { user: UserView; self: boolean }) {
  const navigate = useNavigate();
  const update = useUpdateUser(user.UUID);
  const form = useForm({ initialValues: { password: '' }, validate: zodResolver(updateUserBody) });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { password: values.password },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: self ? t.users.view.passwordSavedSelf : t.users.view.passwordSaved,
          });
          form.reset();
          // Our own sessions were just revoked: sign in again with the new password.
          if (self) {
            clearSession();
            navigate('/login', { replace: true });
          }
        },
        onError: (err) => showSaveError(err, form, ['password']),
      },
    ),
  );
  return (
    <FormCard onSubmit={submit} testId="password-form">
      <Stack>
        <Title order={4}>{t.users.view.passwordTitle}</Title>
        <PasswordInput
          label={t.users.view.newPassword}
          description={t.users.create.passwordHint}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <Alert variant="light" color="yellow" icon={<IconInfoCircle />} p="xs">
          <Text size="sm">{self ? t.users.view.passwordSelfHint : t.users.view.passwordHint}</Text>
        </Alert>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={update.isPending}
            leftSection={<IconKey size={18} />}
            data-testid="save-password"
          >
            {t.users.view.passwordSave}
          </Button>
        </Group>
      </Stack>
    </FormCard>
  );
}

function DeleteSection({ user, self }: { user: UserView; self: boolean }) {
  const navigate = useNavigate();
  const del = useDeleteUser();
  const [opened, setOpened] = useState(false);
  function confirm() {
    del.mutate(user.UUID, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t.users.view.deleted(user.username) });
        navigate('/users', { replace: true });
      },
      onError: (err) => {
        setOpened(false);
        showSaveError(err);
      },
    });
  }
  return (
    <Paper withBorder radius="lg" p="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={4}>
          <Title order={4} c="red.8">
            {t.users.view.deleteTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {self ? t.users.view.deleteSelfHint : t.users.view.deleteHint}
          </Text>
        </Stack>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={18} />}
          disabled={self}
          onClick={() => setOpened(true)}
          data-testid="delete-user"
        >
          {t.users.view.deleteButton}
        </Button>
      </Group>
      <ConfirmDelete
        opened={opened}
        what={user.username}
        loading={del.isPending}
        onCancel={() => setOpened(false)}
        onConfirm={confirm}
      />
    </Paper>
  );
}
