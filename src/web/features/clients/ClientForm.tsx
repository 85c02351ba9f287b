import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import {
  BUYER_ID_SCHEMES,
  BUYER_ID_SCHEME_LABELS,
  buyerAddressFieldErrors,
} from '../../../domain/buyer';
import { CLIENT_DEFAULTS } from '../../../domain/clients';
import { clientBody, type ClientBody, type ClientView } from '../../../domain/schemas/clients';
import { FormCard } from '../../components/FormCard';
import { FormSection } from '../../components/FormSection';
import { zodResolver } from '../../lib/form';
import { PaymentTermSelect } from '../../components/PaymentTermSelect';
import { t } from '../../locales/ar';

const f = t.clients.form;
const validateBody = zodResolver(clientBody);

/**
 * The form's check: the server's `clientBody`, and — once a VAT number is entered, i.e. the client
 * will get standard tax invoices — the national address those need (src/domain/buyer.ts,
 * decision 0045). The server stores a client without it but refuses its standard invoice.
 */
function validateClient(values: ClientFormValues): Record<string, string> {
  const needsAddress = values.VAT.trim() !== '';
  return { ...(needsAddress ? buyerAddressFieldErrors(values) : {}), ...validateBody(values) };
}

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
  'schemeID',
  'PartyIdentification',
] as const satisfies readonly (keyof ClientFormValues)[];

/**
 * A new client: empty but for Country SA (src/domain/clients.ts); no city or region is filled in
 * for the user (decision 0045).
 */
export function emptyClientValues(): ClientFormValues {
  const values = Object.fromEntries(CLIENT_FIELDS.map((k) => [k, ''])) as Record<Field, string>;
  return { ...values, ...CLIENT_DEFAULTS, payment_term_id: null };
}

/** An existing client's fields for the edit form. */
export function clientValues(client: ClientView): ClientFormValues {
  const values = Object.fromEntries(CLIENT_FIELDS.map((k) => [k, client[k]])) as Record<
    Field,
    string
  >;
  return { ...values, payment_term_id: client.payment_term_id };
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
const REQUIRED: ReadonlySet<Field> = new Set<Field>(['RegistrationName', 'VAT']);
/** Required once a VAT number is entered (BR-KSA-63: a standard invoice's buyer address). */
const ADDRESS_REQUIRED: ReadonlySet<Field> = new Set<Field>([
  'StreetName',
  'BuildingNumber',
  'CitySubdivisionName',
  'CityName',
  'PostalZone',
]);
const NUMERIC: ReadonlySet<Field> = new Set<Field>([
  'VAT',
  'CRN',
  'BuildingNumber',
  'PostalZone',
  'PlotIdentification',
  'Phone',
  'PersonPhone',
]);

/**
 * The client form of the legacy app (clients/new, clientx/new and the edit screen): every field of
 * the legacy "Client", checked with `clientBody` before sending; `onSubmit` receives the parsed
 * body. With a VAT number the national address (street, building number, district, city, postal
 * code) is marked required and checked; `businessCity` (the business's own city) is offered as a
 * visible one-click suggestion for an empty city, never filled in by itself.
 */
export function ClientForm(props: {
  form: ClientFormState;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: ClientBody) => void;
  extra?: ReactNode;
  businessCity?: string;
  /** The business key: the payment term picker lists its terms. */
  business: string;
}) {
  const { form } = props;
  const needsAddress = form.values.VAT.trim() !== '';
  const city = props.businessCity?.trim() ?? '';
  const citySuggestion =
    city && form.values.CityName.trim() === '' ? (
      <Button
        variant="subtle"
        size="compact-xs"
        px={0}
        onClick={() => form.setFieldValue('CityName', city)}
        data-testid="client-city-suggestion"
      >
        {f.businessCity(city)}
      </Button>
    ) : undefined;
  const submit = form.onSubmit(
    (values) => props.onSubmit(clientBody.parse(values)),
    () => notifications.show({ color: 'red', message: f.fixErrors }),
  );
  const input = (field: Exclude<Field, 'schemeID'>, hint?: ReactNode) => (
    <TextInput
      key={field}
      label={f[field]}
      description={hint}
      required={REQUIRED.has(field) || (needsAddress && ADDRESS_REQUIRED.has(field))}
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
          <Select
            label={f.schemeID}
            description={f.schemeIDHint}
            size="md"
            clearable
            data={BUYER_ID_SCHEMES.map((s) => ({ value: s, label: BUYER_ID_SCHEME_LABELS[s] }))}
            data-testid="client-schemeID"
            {...form.getInputProps('schemeID')}
            value={form.values.schemeID || null}
            onChange={(v) => form.setFieldValue('schemeID', v ?? '')}
          />
          {input('PartyIdentification')}
          <PaymentTermSelect
            business={props.business}
            value={form.values.payment_term_id}
            onChange={(id) => form.setFieldValue('payment_term_id', id)}
            error={form.errors.payment_term_id}
            testId="client-payment_term_id"
          />
        </SimpleGrid>
        <FormSection title={f.sectionAddress} />
        {needsAddress && (
          <Text size="sm" c="dimmed" data-testid="client-address-hint">
            {f.addressNeeded}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {input('BuildingNumber', f.BuildingNumberHint)}
          {input('StreetName')}
          {input('CitySubdivisionName')}
          {input('CityName', citySuggestion)}
          {input('PostalZone', f.PostalZoneHint)}
          {input('PlotIdentification')}
          {input('AdditionalStreetName')}
          {input('CountrySubentity')}
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
