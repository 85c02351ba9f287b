import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  clientAddressBody,
  type ClientAddressView,
} from '../../../domain/schemas/client-addresses';
import { zodResolver } from '../../lib/form';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useSaveClientAddress } from './api/addresses';

const a = t.terms.addresses;
const TEXT_FIELDS = [
  'label',
  'street_name',
  'building_number',
  'city_subdivision_name',
  'city_name',
  'postal_zone',
  'country',
  'contact_person',
  'phone',
] as const;
const LTR = new Set<string>(['building_number', 'postal_zone', 'country', 'phone']);

/**
 * The add / edit dialog of a client's address (decision 0068): label, national address parts,
 * contact and phone, and "make it the default"; checked with the server's `clientAddressBody`,
 * the server's Arabic field errors shown on the fields.
 */
export function AddressModal(props: {
  business: string;
  client: string;
  address: ClientAddressView | null;
  onClose: () => void;
}) {
  const { address } = props;
  const save = useSaveClientAddress(props.business, props.client);
  const form = useForm({
    initialValues: {
      ...Object.fromEntries(TEXT_FIELDS.map((k) => [k, address?.[k] ?? ''])),
      country: address?.country ?? 'SA',
      is_default: address?.is_default ?? false,
    } as Record<(typeof TEXT_FIELDS)[number], string> & { is_default: boolean },
    validate: zodResolver(clientAddressBody),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { uuid: address?.UUID, body: clientAddressBody.parse(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: a.saved });
          props.onClose();
        },
        onError: (err) => showSaveError(err, form, TEXT_FIELDS),
      },
    ),
  );
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={address ? a.editTitle : a.addTitle}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="address-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {TEXT_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={a[field]}
                description={field === 'label' ? a.labelHint : undefined}
                required={field === 'label'}
                dir={LTR.has(field) ? 'ltr' : undefined}
                data-autofocus={field === 'label' || undefined}
                data-testid={`address-${field}`}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <Checkbox
            label={a.isDefault}
            disabled={address?.is_default === true}
            data-testid="address-is_default"
            {...form.getInputProps('is_default', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={props.onClose}>
              {t.common.cancel}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="address-submit">
              {t.common.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
