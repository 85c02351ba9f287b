import { Button, Group, Modal, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { PurchaseOrderView } from '../../../domain/schemas/purchase-orders';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useReceive } from './api/purchase-orders';

const s = t.purchaseOrders;

/**
 * The receive dialog of a sent order: per remaining line the pieces (the rest by default), lot,
 * expiry, serials (one a line), zone and bin; POST receive_orders into the order's warehouse.
 * Lines left at 0 are not sent; refusals (over-receipt, serials) show under their fields.
 */
export function ReceiveDialog(props: {
  business: string;
  order: PurchaseOrderView;
  opened: boolean;
  onClose: () => void;
}) {
  const receive = useReceive(props.business);
  const open = props.order.lines.filter((l) => l.remaining > 0);
  const form = useForm({
    initialValues: {
      note: '',
      products: open.map((l) => ({
        line: l.UUID,
        quantity: l.remaining as number | '',
        lot_number: '',
        expiry_date: '',
        serials: '',
        zone: '',
        bin: '',
      })),
    },
  });
  const submit = form.onSubmit((v) => {
    const products = v.products
      .filter((p) => Number(p.quantity) > 0)
      .map(({ serials, ...p }) => ({
        ...p,
        quantity: Number(p.quantity),
        expiry_date: p.expiry_date || null,
        serial_number: serials.split('\n').filter((x) => x.trim() !== ''),
      }));
    receive.mutate(
      {
        purchase_order: props.order.UUID,
        ware_house_id: props.order.ware_house_id,
        note: v.note,
        products,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: s.receiveDone });
          props.onClose();
        },
        onError: (err) => showSaveError(err, form, ['note']),
      },
    );
  });
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={s.receiveTitle} size="xl" centered>
      <form onSubmit={submit} noValidate data-testid="receive-form">
        <Stack>
          {open.map((l, i) => (
            <Stack key={l.UUID} gap={4}>
              <Text fw={600}>
                {l.name} — {s.remaining}: {l.remaining}
              </Text>
              <Group wrap="wrap" align="flex-start">
                <NumberInput
                  label={s.quantity}
                  min={0}
                  max={l.remaining}
                  allowDecimal={false}
                  inputMode="numeric"
                  w={100}
                  {...form.getInputProps(`products.${i}.quantity`)}
                />
                <TextInput
                  label={s.lot}
                  w={150}
                  {...form.getInputProps(`products.${i}.lot_number`)}
                />
                <TextInput
                  label={s.expiry}
                  type="date"
                  w={160}
                  {...form.getInputProps(`products.${i}.expiry_date`)}
                />
                <TextInput label={s.zone} w={90} {...form.getInputProps(`products.${i}.zone`)} />
                <TextInput label={s.bin} w={90} {...form.getInputProps(`products.${i}.bin`)} />
              </Group>
              <Textarea
                label={s.serials}
                autosize
                minRows={1}
                maxRows={4}
                {...form.getInputProps(`products.${i}.serials`)}
                error={form.errors[`products.${i}.serial_number`]}
              />
            </Stack>
          ))}
          <TextInput label={s.note} {...form.getInputProps('note')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t.common.cancel}
            </Button>
            <Button type="submit" loading={receive.isPending} data-testid="receive-submit">
              {s.receiveSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
