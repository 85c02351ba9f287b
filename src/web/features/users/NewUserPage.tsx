import {
  Button,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { normalizeRole } from '../../../domain/permissions';
import { createUserBody, type CreateUserBody } from '../../../domain/schemas/users';
import { FormCard } from '../../components/FormCard';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { useBusinesses } from '../../lib/businesses';
import { zodResolver } from '../../lib/form';
import { t } from '../../locales/ar';
import { useCreateUser } from './api/create-user';
import { showSaveError } from '../../lib/save-error';
import { ROLE_OPTIONS } from './roles';

type Values = Required<Pick<CreateUserBody, 'username' | 'email' | 'password' | 'role'>> & {
  VAT: string;
  businesses: string[];
};
const FIELDS = ['username', 'email', 'password', 'role', 'VAT', 'businesses'] as const;

/**
 * /users/new (admin): username, e-mail, password, role and optionally the businesses they work in
 *; "{newid} أضيف بنجاح" then /users.
 */
export function NewUserPage() {
  const navigate = useNavigate();
  const create = useCreateUser();
  const form = useForm<Values>({
    initialValues: { username: '', email: '', password: '', role: 'user', VAT: '', businesses: [] },
    validate: zodResolver(createUserBody),
  });

  const all = useBusinesses({ archived: true });
  const admin = normalizeRole(form.values.role) === 'admin';
  // No business chosen: the legacy default of the role; an administrator opens all.
  const submit = form.onSubmit(({ businesses, ...values }) =>
    create.mutate(
      { ...values, businesses: businesses.length && !admin ? businesses : undefined },
      {
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
      },
    ),
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
            {!admin && (
              <MultiSelect
                label={t.users.memberships.choose}
                description={t.users.memberships.defaultHint}
                data={(all.data ?? []).map((b) => ({
                  value: b.key,
                  label: `${b.nameAr} (${b.key})`,
                }))}
                searchable
                clearable
                nothingFoundMessage={t.users.memberships.addNothing}
                data-testid="new-user-businesses"
                {...form.getInputProps('businesses')}
              />
            )}
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
