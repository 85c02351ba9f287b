import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { supplierBody, type SupplierView } from '../../../domain/schemas/purchases';
import { zodResolver } from '../../lib/form';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { PaymentTermSelect } from '../../components/PaymentTermSelect';
import { useUpdateSupplier } from './api/suppliers';

const s = t.purchases.suppliers;
const FIELDS = ['name', 'address', 'vatid', 'payment_term_id'] as const;

/**
 * The edit dialog of one supplier (`PUT suppliers/{UUID}`): name, address, VAT number and
 * payment term (decision 0068), checked with the server's schema; the server's Arabic field errors land on the fields,
 * its message shows on success (legacy app: "server message shown by alert for suppliers").
 */
export function SupplierEdit({
  business,
  supplier,
  onClose,
}: {
  business: string;
  supplier: SupplierView;
  onClose: () => void;
}) {
  const save = useUpdateSupplier(business);
  const form = useForm({
    initialValues: {
      name: supplier.name,
      address: supplier.address,
      vatid: supplier.vatid,
      payment_term_id: supplier.payment_term_id,
    },
    validate: zodResolver(supplierBody),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { uuid: supplier.UUID, body: supplierBody.parse(values) },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: answer.message });
          onClose();
        },
        onError: (err) => showSaveError(err, form, FIELDS),
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={s.editTitle(supplier.name)} centered>
      <form onSubmit={submit} noValidate data-testid="supplier-edit-form">
        <Stack gap="sm">
          <TextInput
            label={s.name}
            required
            data-autofocus
            data-testid="supplier-edit-name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={s.address}
            data-testid="supplier-edit-address"
            {...form.getInputProps('address')}
          />
          <TextInput
            label={s.vatid}
            description={s.vatidHint}
            inputMode="numeric"
            dir="ltr"
            data-testid="supplier-edit-vatid"
            {...form.getInputProps('vatid')}
          />
          <PaymentTermSelect
            business={business}
            value={form.values.payment_term_id}
            onChange={(id) => form.setFieldValue('payment_term_id', id)}
            error={form.errors.payment_term_id}
            testId="supplier-edit-payment_term_id"
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t.common.cancel}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={save.isPending}
              data-testid="supplier-edit-submit"
            >
              {t.common.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
