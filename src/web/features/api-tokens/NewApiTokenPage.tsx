import { Button, Checkbox, Group, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GRANTABLE_ACTIONS } from '../../../domain/api-tokens';
import type { Action } from '../../../domain/permissions';
import { createApiTokenBody } from '../../../domain/schemas/api-tokens';
import { DateField } from '../../components/DateField';
import { FormCard } from '../../components/FormCard';
import { PageHeader } from '../../components/PageHeader';
import { useBusinesses } from '../../lib/businesses';
import { zodResolver } from '../../lib/form';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useCreateApiToken } from './api/api-tokens';
import { SecretDialog } from './SecretDialog';

const tf = t.apiTokens.form;

interface Values {
  name: string;
  businesses: string[];
  permissions: Action[];
  expiresOn: string;
}
const FIELDS = ['name', 'businesses', 'permissions', 'expiresOn'] as const;

/** The body as the server reads it: no expiry when the date is left empty. */
function bodyOf({ expiresOn, ...rest }: Values) {
  return { ...rest, ...(expiresOn ? { expiresOn } : {}) };
}

/**
 * /admin/api-tokens/new (admin, decision 0058): a token's name, businesses, permissions (the
 * grantable ones, with their Arabic names) and optional expiry date (Riyadh); once created, the
 * secret is shown once in SecretDialog, then back to the list.
 */
export function NewApiTokenPage() {
  const navigate = useNavigate();
  const create = useCreateApiToken();
  const businesses = useBusinesses();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: '', businesses: [], permissions: [], expiresOn: '' },
    validate: (values) => zodResolver(createApiTokenBody)(bodyOf(values)),
  });

  const submit = form.onSubmit((values) =>
    create.mutate(bodyOf(values), {
      onSuccess: (res) => setSecret(res.secret),
      onError: (err) => showSaveError(err, form, FIELDS),
    }),
  );

  return (
    <Stack gap="md">
      <PageHeader title={tf.title} back="/admin/api-tokens" />
      <FormCard onSubmit={submit} testId="api-token-form" maw={820}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={tf.name}
              description={tf.nameHint}
              withAsterisk
              data-testid="api-token-name"
              {...form.getInputProps('name')}
            />
            <DateField
              label={tf.expiresOn}
              description={tf.expiresHint}
              data-testid="api-token-expires"
              {...form.getInputProps('expiresOn')}
            />
          </SimpleGrid>
          <MultiSelect
            label={tf.businesses}
            description={tf.businessesHint}
            withAsterisk
            data={(businesses.data ?? []).map((b) => ({ value: b.key, label: b.nameAr }))}
            data-testid="api-token-businesses"
            {...form.getInputProps('businesses')}
          />
          <Checkbox.Group
            label={tf.permissions}
            description={tf.permissionsHint}
            withAsterisk
            {...form.getInputProps('permissions')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {GRANTABLE_ACTIONS.map((a) => (
                <Checkbox
                  key={a}
                  value={a}
                  label={t.apiTokens.actions[a] ?? a}
                  py={12}
                  data-testid={`permission-${a}`}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconKey size={18} />}
              loading={create.isPending}
              mih={44}
              data-testid="create-api-token"
            >
              {tf.submit}
            </Button>
          </Group>
        </Stack>
      </FormCard>
      <SecretDialog
        secret={secret}
        onClose={() => {
          setSecret(null);
          void navigate('/admin/api-tokens');
        }}
      />
    </Stack>
  );
}
