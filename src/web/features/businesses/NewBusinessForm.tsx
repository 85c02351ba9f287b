import {
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingPlus } from '@tabler/icons-react';
import type { BusinessForUser } from '../../../domain/business';
import { BUSINESS_KINDS, type BusinessKind } from '../../../domain/business-kinds';
import { createBusinessBody } from '../../../domain/schemas/businesses';
import { FormCard } from '../../components/FormCard';
import { zodResolver } from '../../lib/form';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useCreateBusiness } from './api/create-business';
import { EMPTY_PROFILE, PROFILE_FIELDS, ProfileFields, type ProfileValues } from './ProfileFields';

/** `requireShift` (decision 0055) is sent beside the create body; ticked for a restaurant. */
type Values = ProfileValues & { key: string; kind: BusinessKind | ''; requireShift: boolean };
const FIELDS = ['key', 'kind', 'paymentMeans', 'requireShift', ...PROFILE_FIELDS] as const;

/**
 * A new business: its URL key, its kind (trading or restaurant) and its profile,
 * judged by the server's createBusinessBody before sending; the server's refusals (reserved key
 * 400, business_key_taken 409, …) show on their fields. Its payment means are all its kind
 * offers. `onCreated` gets the business as the server answered it.
 */
export function NewBusinessForm(props: {
  submitLabel: string;
  onCreated: (business: BusinessForUser) => void;
}) {
  const create = useCreateBusiness();
  const form = useForm<Values>({
    initialValues: { key: '', kind: '', requireShift: false, ...EMPTY_PROFILE },
    validate: zodResolver(createBusinessBody),
  });
  const text = t.businesses.create;

  const submit = form.onSubmit((values) =>
    create.mutate(
      { ...values, kind: values.kind as BusinessKind },
      {
        onSuccess: props.onCreated,
        onError: (err) => showSaveError(err, form, FIELDS),
      },
    ),
  );

  return (
    <FormCard onSubmit={submit} testId="new-business-form">
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={4}>{text.kindTitle}</Title>
          <Radio.Group
            {...form.getInputProps('kind')}
            // Choosing the kind sets requireShift to its default: on for a restaurant.
            onChange={(kind) => {
              form.setFieldValue('kind', kind as BusinessKind);
              form.setFieldValue('requireShift', kind === 'restaurant');
            }}
            data-testid="business-kind"
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {BUSINESS_KINDS.map((kind) => (
                <Radio.Card
                  key={kind}
                  value={kind}
                  radius="md"
                  p="md"
                  data-testid={`business-kind-${kind}`}
                  style={{
                    borderWidth: 2,
                    borderColor:
                      form.values.kind === kind ? 'var(--mantine-color-teal-6)' : undefined,
                  }}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={4} />
                    <Stack gap={2}>
                      <Text fw={700}>{t.businesses.kinds[kind]}</Text>
                      <Text size="sm" c="dimmed">
                        {t.businesses.kindHints[kind]}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <Checkbox
            label={t.shifts.profile.requireShift}
            description={t.shifts.profile.requireShiftHint}
            data-testid="require-shift"
            {...form.getInputProps('requireShift', { type: 'checkbox' })}
          />
          <TextInput
            label={text.key}
            description={text.keyHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            dir="ltr"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={32}
            maw={420}
            data-testid="business-key"
            {...form.getInputProps('key')}
            // Keys are lowercase: "My-Shop" typed becomes "my-shop" rather than an error.
            onChange={(e) => form.setFieldValue('key', e.currentTarget.value.toLowerCase())}
          />
        </Stack>
        <ProfileFields inputProps={(path) => form.getInputProps(path)} />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={create.isPending}
            leftSection={<IconBuildingPlus size={18} />}
            data-testid="create-business"
          >
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </FormCard>
  );
}
