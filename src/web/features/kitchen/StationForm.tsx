import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { PaperWidthMm } from '../../../domain/printer';
import type { KitchenStationBody, KitchenStationView } from '../../../domain/schemas/kitchen';
import { showSaveError } from '../../lib/save-error';
import { PrinterFields } from '../../components/PrinterFields';
import { TargetPickers } from '../../components/TargetPickers';
import { useSaveKitchenStation } from './api';
import { k } from './text';

interface Values {
  name: string;
  printerAddress: string;
  paperWidthMm: PaperWidthMm;
  productIds: string[];
  categoryIds: string[];
}

/** Form paths where the server's field errors are shown; others go to a notice. */
const FIELDS = ['name', 'printerAddress', 'paperWidthMm', 'productIds', 'categoryIds'];

function initialValues(s?: KitchenStationView): Values {
  return {
    name: s?.name ?? '',
    printerAddress: s?.printerAddress ?? '',
    paperWidthMm: s?.paperWidthMm === 58 ? 58 : 80,
    productIds: (s?.productIds ?? []).map(String),
    categoryIds: (s?.categoryIds ?? []).map(String),
  };
}

/**
 * The form's values as the wire body (decision 0057): the name trimmed, no printer as null, the
 * paper width in mm, product and category ids as numbers.
 */
export function toKitchenStationBody(v: Values): KitchenStationBody {
  return {
    name: v.name.trim(),
    printerAddress: v.printerAddress.trim() || null,
    paperWidthMm: v.paperWidthMm,
    productIds: v.productIds.map(Number),
    categoryIds: v.categoryIds.map(Number),
  };
}

/**
 * A kitchen station's form in a modal (new when `station` is absent): name, its ticket printer
 * (address and paper width) and what it cooks (categories and products). The server's Arabic field
 * errors (`fields`) are shown on their fields, anything else in a notice.
 */
export function StationForm(props: {
  business: string;
  station?: KitchenStationView;
  onClose: () => void;
}) {
  const { business, station, onClose } = props;
  const form = useForm<Values>({ initialValues: initialValues(station) });
  const save = useSaveKitchenStation(business, station?.id);

  function submit(values: Values) {
    save.mutate(toKitchenStationBody(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: k.saved });
        onClose();
      },
      onError: (err) => showSaveError(err, form, FIELDS),
    });
  }

  return (
    <Modal opened onClose={onClose} title={station ? k.editTitle : k.newTitle} size="xl" dir="rtl">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={k.name}
            required
            size="md"
            maxLength={40}
            {...form.getInputProps('name')}
            data-testid="station-name"
          />
          <PrinterFields
            inputProps={(path) => form.getInputProps(path)}
            paperWidthMm={form.getValues().paperWidthMm}
            onPaperWidth={(mm) => form.setFieldValue('paperWidthMm', mm)}
            title={k.printerTitle}
            hint={k.printerHint}
          />
          <TargetPickers
            business={business}
            labels={{ categories: k.categories, products: k.products }}
            categoryProps={form.getInputProps('categoryIds')}
            productProps={form.getInputProps('productIds')}
            testIdPrefix="station"
          />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose}>
              {k.cancel}
            </Button>
            <Button type="submit" size="md" loading={save.isPending} data-testid="station-submit">
              {k.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
