import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { supplierPaymentBody } from '../../../domain/schemas/payment-terms';
import { Num } from '../../components/Num';
import { ApiError, errorMessage } from '../../lib/api';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { usePaySupplier } from './api/payments';

const k = t.supplierPayments;
const MEANS = ['10', '42', '48'] as const;
type Means = (typeof MEANS)[number];

/**
 * "دفع للمورد" (decision 0068): a payment voucher against purchase number `purchaseId` — the amount
 * in SAR defaulting to what is still owed (a part is allowed), cash (10), bank transfer (42) or
 * card (48), an optional note; checked with the route's `supplierPaymentBody`, posted to POST
 * purchases/{UUID}/payments. The server's refusals (409 more than owed, already paid; 400 fields)
 * show in Arabic on the field they concern.
 */
export function PaySupplierDialog(props: {
  business: string;
  purchase: { UUID: string; ID: number };
  outstanding: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={k.dialogTitle(props.purchase.ID)} centered>
      {props.opened && <PayForm {...props} />}
    </Modal>
  );
}

function PayForm(props: {
  business: string;
  purchase: { UUID: string };
  outstanding: number;
  onClose: () => void;
}) {
  const { outstanding } = props;
  const [means, setMeans] = useState<Means>('10');
  const [amount, setAmount] = useState<number | string>(outstanding);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const pay = usePaySupplier(props.business, props.purchase.UUID);

  function submit() {
    const value = typeof amount === 'number' ? amount : Number(amount);
    if (amount === '' || !Number.isFinite(value) || value <= 0 || value > outstanding) {
      setErrors({ amount: k.amountInvalid(formatSarNumber(outstanding)) });
      return;
    }
    const parsed = supplierPaymentBody.safeParse({ amount: value, PaymentMeansCode: means, note });
    if (!parsed.success) {
      const byField: Record<string, string> = {};
      for (const issue of parsed.error.issues) byField[String(issue.path[0])] ??= issue.message;
      setErrors({ amount: byField.amount, note: byField.note });
      return;
    }
    pay.mutate(parsed.data, {
      onSuccess: (answer) => {
        const last = answer.payments[answer.payments.length - 1];
        notifications.show({ color: 'teal', message: last ? k.done(last.Number) : k.fullyPaid });
        props.onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError && (err.fields.note || err.fields.amount))
          setErrors({ amount: err.fields.amount, note: err.fields.note });
        else setErrors({ amount: errorMessage(err) });
      },
    });
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Text>{k.outstanding}</Text>
        <Text fw={700} data-testid="pay-outstanding">
          <Num>{formatSarNumber(outstanding)}</Num> {t.common.sar}
        </Text>
      </Group>
      <NumberInput
        label={k.amount}
        description={k.amountHint}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setErrors({});
        }}
        min={0}
        clampBehavior="none"
        decimalScale={2}
        allowNegative={false}
        hideControls
        inputMode="decimal"
        rightSection={<Text size="sm">{t.common.sar}</Text>}
        rightSectionWidth={48}
        error={errors.amount}
        data-testid="pay-amount"
      />
      <SegmentedControl
        fullWidth
        value={means}
        onChange={(v) => setMeans(MEANS.find((m) => m === v) ?? '10')}
        data={MEANS.map((m) => ({ value: m, label: k.means[m] ?? m }))}
        data-testid="pay-means"
      />
      <Textarea
        label={k.note}
        value={note}
        onChange={(e) => {
          setNote(e.currentTarget.value);
          setErrors({});
        }}
        autosize
        minRows={2}
        maxLength={300}
        error={errors.note}
        data-testid="pay-note"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t.common.cancel}
        </Button>
        <Button loading={pay.isPending} onClick={submit} data-testid="pay-submit">
          {k.submit}
        </Button>
      </Group>
    </Stack>
  );
}
