import { Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { remainingToDeliver } from '../../../domain/sale-orders';
import type { SaleOrderView } from '../../../domain/schemas/sale-orders';
import { SignaturePadField } from '../../components/SignaturePadField';
import { ApiError } from '../../lib/api';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useDeliver, useWarehouses } from './api/sale-orders';

const s = t.saleOrders;

/**
 * Server field paths name the index among the lines sent (only those above 0 are sent); this
 * turns them back into the dialog's own line indexes so each message shows under its field.
 */
function remapFields(err: unknown, sent: number[]): unknown {
  if (!(err instanceof ApiError)) return err;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(err.fields)) {
    const m = /^lines\.(\d+)\.(\w+)$/.exec(path);
    const own = m ? sent[Number(m[1])] : undefined;
    fields[own === undefined ? path : `lines.${own}.${m![2]}`] = message;
  }
  return new ApiError(err.status, err.code, err.message, fields, err.extra, err.details);
}

/**
 * The delivery dialog of a confirmed or partly delivered order (decision 0069): warehouse (the
 * default one preselected), per open line the pieces (the remainder by default, 0 … remainder),
 * a note and the receiver's drawn signature (PNG data URL); POST delivery_orders. 409
 * over_delivery shows under the line, insufficient_stock as the server's Arabic message; a
 * `stockWarning` answer (negative stock allowed with a warning) is shown after saving.
 */
export function DeliveryDialog(props: {
  business: string;
  order: SaleOrderView;
  opened: boolean;
  onClose: () => void;
}) {
  const deliver = useDeliver(props.business);
  const warehouses = useWarehouses(props.business);
  const open = props.order.lines
    .map((l) => ({ ...l, remaining: remainingToDeliver({ ordered: l.quantity, ...l }) }))
    .filter((l) => l.remaining > 0);
  const form = useForm({
    initialValues: {
      warehouse_id: null as string | null,
      note: '',
      signature: null as string | null,
      lines: open.map((l) => ({ line: l.uuid, quantity: l.remaining as number | '' })),
    },
  });
  const fallback = warehouses.data?.find((w) => w.isDefault)?.UUID ?? null;
  const submit = form.onSubmit((v) => {
    const sent = v.lines.flatMap((l, i) => (Number(l.quantity) > 0 ? [i] : []));
    if (sent.length === 0) return form.setFieldError('lines', s.nothingToDeliver);
    const warehouse = v.warehouse_id ?? fallback;
    deliver.mutate(
      {
        sale_order_id: props.order.uuid,
        ...(warehouse ? { warehouse_id: warehouse } : {}),
        note: v.note,
        ...(v.signature ? { signature: v.signature } : {}),
        lines: sent.map((i) => ({
          line: v.lines[i]!.line,
          quantity: Number(v.lines[i]!.quantity),
        })),
      },
      {
        onSuccess: (note) => {
          notifications.show({ color: 'teal', message: s.delivered_ok });
          if (note.stockWarning)
            notifications.show({ color: 'yellow', message: note.stockWarning, autoClose: false });
          props.onClose();
        },
        onError: (err) =>
          showSaveError(remapFields(err, sent), form, [
            'warehouse_id',
            'note',
            'signature',
            ...v.lines.map((_, i) => `lines.${i}.quantity`),
          ]),
      },
    );
  });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`${s.deliverTitle} — ${s.orderTitle} ${props.order.number}`}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate data-testid="delivery-form">
        <Stack>
          <Select
            label={s.warehouse}
            data={(warehouses.data ?? []).map((w) => ({ value: w.UUID, label: w.name }))}
            {...form.getInputProps('warehouse_id')}
            value={form.values.warehouse_id ?? fallback}
          />
          {open.map((l, i) => (
            <Group key={l.uuid} justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} truncate>
                  {l.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {s.remaining}: {l.remaining}
                </Text>
              </Stack>
              <NumberInput
                aria-label={`${s.pieces}: ${l.name}`}
                min={0}
                max={l.remaining}
                clampBehavior="strict"
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                size="md"
                w={130}
                {...form.getInputProps(`lines.${i}.quantity`)}
              />
            </Group>
          ))}
          {typeof form.errors.lines === 'string' && (
            <Text c="red" size="sm">
              {form.errors.lines}
            </Text>
          )}
          <Textarea label={s.note} autosize minRows={1} {...form.getInputProps('note')} />
          <SignaturePadField
            label={s.signature}
            description={s.signatureHint}
            clearLabel={s.clearSignature}
            testId="signature-pad"
            onChange={(url) => form.setFieldValue('signature', url)}
          />
          {typeof form.errors.signature === 'string' && (
            <Text c="red" size="sm">
              {form.errors.signature}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={props.onClose}>
              {t.common.cancel}
            </Button>
            <Button
              type="submit"
              size="md"
              loading={deliver.isPending}
              data-testid="delivery-submit"
            >
              {s.deliverSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
