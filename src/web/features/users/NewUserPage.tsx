import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { createUserBody, type CreateUserBody } from '../../../domain/schemas/users';
import { FormCard } from '../../components/FormCard';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { zodResolver } from '../../lib/form';
import { t } from '../../locales/ar';
import { useCreateUser } from './api/create-user';
import { showSaveError } from '../../lib/save-error';
import { ROLE_OPTIONS } from './roles';

type Values = Required<Pick<CreateUserBody, 'username' | 'email' | 'password' | 'role'>> & {
  VAT: string;
};
const FIELDS = ['username', 'email', 'password', 'role', 'VAT'] as const;

/** /users/new (admin): username, e-mail, password, role; "{newid} أضيف بنجاح" then /users (SPEC.md §4). */
export function NewUserPage() {
  const navigate = useNavigate();
  const create = useCreateUser();
  const form = useForm<Values>({
    initialValues: { username: '', email: '', password: '', role: 'user', VAT: '' },
    validate: zodResolver(createUserBody),
  });

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (res) => {
        notifications.show({
          color: 'teal',
          message: (
            <>
              <Num>{res.newid}</Num> {t.users.create.addedSuffix}
            </>
          ),
        });
        navigate('/users');
      },
      onError: (err) => showSaveError(err, form, FIELDS),
    }),
  );

  return (
    <>
      <PageHeader title={t.users.create.title} back="/users" />
      <FormCard onSubmit={submit} testId="new-user-form" maw={720}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t.users.fields.username}
              placeholder={t.users.create.usernamePlaceholder}
              required
              autoFocus
              autoComplete="off"
              dir="ltr"
              {...form.getInputProps('username')}
            />
            <Select
              label={t.users.fields.role}
              placeholder={t.users.create.rolePlaceholder}
              data={ROLE_OPTIONS}
              required
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
            <TextInput
              label={t.users.fields.email}
              placeholder={t.users.create.emailPlaceholder}
              type="email"
              autoComplete="off"
              dir="ltr"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t.users.fields.vat}
              placeholder={t.users.create.vatPlaceholder}
              inputMode="numeric"
              dir="ltr"
              {...form.getInputProps('VAT')}
            />
            <PasswordInput
              label={t.users.fields.password}
              description={t.users.create.passwordHint}
              required
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={create.isPending}
              leftSection={<IconUserPlus size={18} />}
              data-testid="create-user"
            >
              {t.users.create.submit}
            </Button>
          </Group>
        </Stack>
      </FormCard>
    </>
  );
}
