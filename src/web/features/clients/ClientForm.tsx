import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { CLIENT_DEFAULTS } from '../../../domain/clients';
import { clientBody, type ClientBody, type ClientView } from '../../../domain/schemas/clients';
import { FormCard } from '../../components/FormCard';
import { FormSection } from '../../components/FormSection';
import { zodResolver } from '../../lib/form';
import { t } from '../../locales/ar';

const f = t.clients.form;
const validateClient = zodResolver(clientBody);

/** Every client field of the legacy app "Client" as the form holds it: text, '' when not given. */
export type ClientFormValues = Omit<ClientView, 'ID' | 'UUID'>;
export const CLIENT_FIELDS = [
  'RegistrationName',
  'VAT',
  'CRN',
  'StreetName',
  'AdditionalStreetName',
  'BuildingNumber',
  'PlotIdentification',
  'CityName',
  'PostalZone',
  'CountrySubentity',
  'CitySubdivisionName',
  'Country',
  'Phone',
  'Email',
  'ContactPerson',
  'PersonPhone',
] as const satisfies readonly (keyof ClientFormValues)[];

/** A new client: empty, with the spec's defaults (city, province, country; src/domain/clients.ts). */
export function emptyClientValues(): ClientFormValues {
  const values = Object.fromEntries(CLIENT_FIELDS.map((k) => [k, ''])) as ClientFormValues;
  return { ...values, ...CLIENT_DEFAULTS };
}

/** An existing client's fields for the edit form. */
export function clientValues(client: ClientView): ClientFormValues {
  return Object.fromEntries(CLIENT_FIELDS.map((k) => [k, client[k]])) as ClientFormValues;
}

/** The client form state, validated with the server's own `clientBody`. */
export function useClientForm(initial: ClientFormValues) {
  return useForm<ClientFormValues>({ initialValues: initial, validate: validateClient });
}
export type ClientFormState = ReturnType<typeof useClientForm>;

type Field = (typeof CLIENT_FIELDS)[number];
/** Fields typed in Latin digits or letters: left-to-right. */
const LTR: ReadonlySet<Field> = new Set<Field>([
  'VAT',
  'CRN',
  'BuildingNumber',
  'PostalZone',
  'Country',
  'Phone',
  'Email',
  'PersonPhone',
]);
const REQUIRED: ReadonlySet<Field> = new Set<Field>([
  'RegistrationName',
  'VAT',
  'CityName',
  'CountrySubentity',
]);
const NUMERIC: ReadonlySet<Field> = new Set<Field>([
  'VAT',
  'CRN',
  'BuildingNumber',
  'PostalZone',
  'Phone',
  'PersonPhone',
]);

/**
 * The client form of the legacy app (clients/new, clientx/new and the edit screen): every field of
 * the legacy "Client", checked with `clientBody` before sending; `onSubmit` receives the parsed
 * body.
 */
export function ClientForm(props: {
  form: ClientFormState;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: ClientBody) => void;
  extra?: ReactNode;
}) {
  const { form } = props;
  const submit = form.onSubmit(
    (values) => props.onSubmit(clientBody.parse(values)),
    () => notifications.show({ color: 'red', message: f.fixErrors }),
  );
  const input = (field: Field, hint?: string) => (
    <TextInput
      key={field}
      label={f[field]}
      description={hint}
      required={REQUIRED.has(field)}
      size="md"
      dir={LTR.has(field) ? 'ltr' : undefined}
      inputMode={NUMERIC.has(field) ? 'numeric' : field === 'Email' ? 'email' : undefined}
      data-testid={`client-${field}`}
      {...form.getInputProps(field)}
    />
  );

  return (
    <FormCard onSubmit={submit} testId="client-form" maw={960}>
      <Stack gap="md">
        <FormSection title={f.sectionMain} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input('RegistrationName')}
          {input('VAT', f.VATHint)}
          {input('CRN')}
        </SimpleGrid>
        <FormSection title={f.sectionAddress} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {input('CityName')}
          {input('CountrySubentity')}
          {input('CitySubdivisionName')}
          {input('StreetName')}
          {input('AdditionalStreetName')}
          {input('BuildingNumber')}
          {input('PlotIdentification')}
          {input('PostalZone')}
          {input('Country')}
        </SimpleGrid>
        <FormSection title={f.sectionContact} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input('Phone')}
          {input('Email')}
          {input('ContactPerson')}
          {input('PersonPhone')}
        </SimpleGrid>
        <Group justify="space-between" mt="sm">
          <Button type="submit" size="md" loading={props.submitting} data-testid="client-submit">
            {props.submitLabel}
          </Button>
          {props.extra}
        </Group>
      </Stack>
    </FormCard>
  );
}
