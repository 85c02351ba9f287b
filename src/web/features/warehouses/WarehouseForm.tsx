import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { WarehouseView } from '../../../domain/schemas/warehouses';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useSaveWarehouse } from './api/warehouses';

const s = t.warehouses;
const PARTS = ['zone', 'aisle', 'bay', 'bin'] as const;
type Location = Record<(typeof PARTS)[number], string>;

/**
 * The add/edit dialog of a warehouse: name, address and its locations (zone, aisle, bay, bin),
 * saved with POST or PUT ware_houses; field errors from the server go on their inputs.
 */
export function WarehouseForm(props: {
  business: string;
  warehouse: WarehouseView | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { business, warehouse } = props;
  const save = useSaveWarehouse(business);
  const form = useForm({
    initialValues: {
      name: warehouse?.name ?? '',
      address: warehouse?.address ?? '',
      locations: (warehouse?.locations ?? []) as Location[],
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { uuid: warehouse?.UUID, body: values },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: s.saved });
          props.onClose();
        },
        onError: (err) => showSaveError(err, form, ['name', 'address']),
      },
    ),
  );
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={warehouse ? s.editTitle : s.addTitle}
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="warehouse-form">
        <Stack>
          <TextInput
            label={s.name}
            required
            data-testid="warehouse-name"
            {...form.getInputProps('name')}
          />
          <TextInput label={s.address} {...form.getInputProps('address')} />
          <Text fw={600}>{s.locations}</Text>
          {form.values.locations.map((_, i) => (
            <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
              {PARTS.map((part) => (
                <TextInput
                  key={part}
                  label={s[part]}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`locations.${i}.${part}`)}
                />
              ))}
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`${t.common.delete}: ${s.locations} ${i + 1}`}
                onClick={() => form.removeListItem('locations', i)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={18} />}
              onClick={() =>
                form.insertListItem('locations', { zone: '', aisle: '', bay: '', bin: '' })
              }
            >
              {s.addLocation}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="warehouse-submit">
              {s.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
