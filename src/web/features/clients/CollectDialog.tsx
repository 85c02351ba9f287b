import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  COLLECTION_MEANS,
  PAYMENT_MEANS_LABELS,
  type CollectionMeans,
} from '../../../domain/payment-means';
import type { z } from 'zod';
import type { clientInvoice } from '../../../domain/schemas/collection';
import { Num } from '../../components/Num';
import { errorMessage } from '../../lib/api';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { useCollectPayment } from './api/statement';

const k = t.clients.collect;
export type ClientInvoice = z.infer<typeof clientInvoice>;

/**
 * Collecting a credit (24) invoice (legacy app: "change to cash"): cash (10) or
 * card/mada (48), the amount defaulting to what is outstanding (SAR); a part is allowed. Posts
 * POST invoices/{UUID}/payments; the statement refreshes on success.
 */
export function CollectDialog(props: {
  business: string;
  invoice: ClientInvoice | null;
  onClose: () => void;
}) {
  const { invoice } = props;
  return (
    <Modal
      opened={invoice !== null}
      onClose={props.onClose}
      title={invoice ? k.title(invoice.ID) : ''}
      centered
    >
      {invoice && (
        <CollectForm
          key={invoice.UUID}
          business={props.business}
          invoice={invoice}
          onClose={props.onClose}
        />
      )}
    </Modal>
  );
}

function CollectForm(props: { business: string; invoice: ClientInvoice; onClose: () => void }) {
  const { invoice } = props;
  const outstanding = invoice.OutstandingAmount;
  const [means, setMeans] = useState<CollectionMeans>(COLLECTION_MEANS[0]);
  const [amount, setAmount] = useState<number | string>(outstanding);
  const [error, setError] = useState<string>();
  const collect = useCollectPayment(props.business);

  function submit() {
    const value = typeof amount === 'number' ? amount : Number(amount);
    if (!Number.isFinite(value) || value <= 0 || value > outstanding) {
      setError(k.amountInvalid(formatSarNumber(outstanding)));
      return;
    }
    collect.mutate(
      { invoiceUuid: invoice.UUID, body: { PaymentMeansCode: means, Amount: value } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: k.done });
          props.onClose();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Text>{k.outstanding}</Text>
        <Text fw={700}>
          <Num>{formatSarNumber(outstanding)}</Num> {t.common.sar}
        </Text>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {k.means}
        </Text>
        <SegmentedControl
          fullWidth
          value={means}
          onChange={(v) => setMeans(COLLECTION_MEANS.find((m) => m === v) ?? COLLECTION_MEANS[0])}
          data={COLLECTION_MEANS.map((m) => ({ value: m, label: PAYMENT_MEANS_LABELS[m] }))}
          data-testid="collect-means"
        />
      </Stack>
      <NumberInput
        label={k.amount}
        description={k.amountHint}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setError(undefined);
        }}
        min={0}
        clampBehavior="none"
        decimalScale={2}
        allowNegative={false}
        hideControls
        inputMode="decimal"
        rightSection={<Text size="sm">{t.common.sar}</Text>}
        error={error}
        data-testid="collect-amount"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t.common.cancel}
        </Button>
        <Button loading={collect.isPending} onClick={submit} data-testid="collect-submit">
          {k.submit}
        </Button>
      </Group>
    </Stack>
  );
}
