import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { printerAddressField } from '../../../domain/schemas/businesses';
import { tillBody, type TillView } from '../../../domain/schemas/shifts';
import { zodResolver } from '../../lib/form';
import { t } from '../../locales/ar';

/** The form's check: the till's name, and its printer judged like the business's printer field. */
const tillForm = z.object({ name: tillBody.shape.name, printerAddress: printerAddressField });

/** The till form's values: the printer address as typed ('' = the business's printer). */
export interface TillValues {
  name: string;
  printerAddress: string;
}

/**
 * The dialog that creates a till (`till` null) or renames it and sets its printer (decision 0055).
 * `onSave` gets the values as the body of POST/PUT tills ('' printer → null).
 */
export function TillForm(props: {
  till: TillView | null;
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (body: { name: string; printerAddress: string | null }) => void;
}) {
  const text = t.shifts.tills;
  const form = useForm<TillValues>({
    initialValues: {
      name: props.till?.name ?? '',
      printerAddress: props.till?.printerAddress ?? '',
    },
    validate: zodResolver(tillForm),
  });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.till ? text.editTitle : text.add}
      centered
    >
      <form
        onSubmit={form.onSubmit((v) =>
          props.onSave({ name: v.name.trim(), printerAddress: v.printerAddress.trim() || null }),
        )}
        data-testid="till-form"
      >
        <Stack>
          <TextInput
            label={text.name}
            maxLength={60}
            data-autofocus
            data-testid="till-name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={text.printer}
            description={text.printerHint}
            placeholder="192.168.1.50:9100"
            dir="ltr"
            autoComplete="off"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="till-printer"
            {...form.getInputProps('printerAddress')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t.common.cancel}
            </Button>
            <Button type="submit" loading={props.saving} data-testid="till-save">
              {text.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
