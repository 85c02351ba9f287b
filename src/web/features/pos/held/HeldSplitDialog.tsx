import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { halalasToSar, sarToHalalas, type Halalas } from '../../../../domain/money';
import {
  PAYMENT_MEANS_LABELS,
  POS_PAYMENT_ORDER,
  type PaymentMeansCode,
} from '../../../../domain/payment-means';
import type { HeldOrderSplitBody, HeldOrderView } from '../../../../domain/schemas/kitchen';
import { Num } from '../../../components/Num';
import { formatSarNumber } from '../../../lib/format';
import { defaultPaymentMeans } from '../sale';
import type { HeldOrderPaid } from './api';
import { heldTitle } from './labels';
import { SplitReceipts } from './SplitReceipts';

const sar = (h: Halalas) => formatSarNumber(halalasToSar(h));
const COUNTS = [2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Touch buttons 1..n (or the given values) as a row of ≥ 44 px choices. */
function Choices(props: {
  values: number[];
  value: number;
  onChange: (v: number) => void;
  testId: string;
}) {
  return (
    <Group gap={6}>
      {props.values.map((v) => (
        <Button
          key={v}
          h={44}
          miw={44}
          px={10}
          variant={v === props.value ? 'filled' : 'default'}
          onClick={() => props.onChange(v)}
          data-testid={`${props.testId}-${v}`}
        >
          <Num>{v}</Num>
        </Button>
      ))}
    </Group>
  );
}

/**
 * Splitting a held order's bill (decision 0057): by line (each unpaid line assigned to guest
 * 1..n) or in equal parts (n = 2..10), each part with its payment means; POST held-orders/{id}/split
 * through `submit`, then the list of invoices with their print buttons. Amounts shown in SAR.
 */
export default function HeldSplitDialog(props: {
  business: string;
  order: HeldOrderView;
  enabledMeans: readonly PaymentMeansCode[];
  onClose: () => void;
  /** After the invoices were shown and the dialog closed: leave held order mode. */
  onDone: () => void;
  submit: (body: HeldOrderSplitBody) => Promise<HeldOrderPaid>;
  onError: (err: unknown) => void;
}) {
  const { order } = props;
  const unpaid = order.lines.filter((l) => l.invoiceNumber === null);
  const [mode, setMode] = useState<'equal' | 'lines'>('equal');
  const [n, setN] = useState(2);
  const [guestOf, setGuestOf] = useState<Record<number, number>>({});
  const start = defaultPaymentMeans(props.enabledMeans);
  const [means, setMeans] = useState<PaymentMeansCode[]>(() => COUNTS.map(() => start));
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState<HeldOrderPaid | null>(null);
  const codes = POS_PAYMENT_ORDER.filter((c) => props.enabledMeans.includes(c));
  const parts = Array.from({ length: n }, (_, i) => i + 1);
  const guest = (lineId: number) => Math.min(guestOf[lineId] ?? 1, n);
  const lineTotal = (l: HeldOrderView['lines'][number]) => sarToHalalas(l.unitPrice) * l.quantity;
  const total = sarToHalalas(order.TaxInclusiveAmount);
  const partTotal = (p: number) =>
    mode === 'equal'
      ? Math.floor(total / n) + (p <= total % n ? 1 : 0)
      : unpaid.filter((l) => guest(l.id) === p).reduce((s, l) => s + lineTotal(l), 0);
  const emptyPart = mode === 'lines' && parts.some((p) => !unpaid.some((l) => guest(l.id) === p));

  async function onSubmit() {
    setBusy(true);
    try {
      const body: HeldOrderSplitBody = {
        mode,
        parts: parts.map((p) => ({
          PaymentMeansCode: means[p - 1] ?? start,
          ...(mode === 'lines'
            ? { lineIds: unpaid.filter((l) => guest(l.id) === p).map((l) => l.id) }
            : {}),
        })),
      };
      setPaid(await props.submit(body));
    } catch (err) {
      props.onError(err);
      props.onClose();
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    props.onClose();
    if (paid) props.onDone();
  };
  return (
    <Modal opened onClose={close} title={`تقسيم الفاتورة · ${heldTitle(order)}`} size="lg" centered>
      {paid ? (
        <Stack gap="md">
          <SplitReceipts business={props.business} paid={paid} />
          <Button h={56} onClick={close} data-testid="held-split-done">
            تم
          </Button>
        </Stack>
      ) : (
        <Stack gap="md" data-testid="held-split-dialog">
          <SegmentedControl
            fullWidth
            size="lg"
            value={mode}
            onChange={(v) => setMode(v === 'lines' ? 'lines' : 'equal')}
            data={[
              { value: 'equal', label: 'أجزاء متساوية' },
              { value: 'lines', label: 'حسب الأصناف' },
            ]}
          />
          <Text fw={700}>عدد الأجزاء</Text>
          <Choices values={COUNTS} value={n} onChange={setN} testId="held-split-n" />
          {mode === 'lines' &&
            unpaid.map((l) => (
              <Stack key={l.id} gap={4}>
                <Text size="sm">
                  <Num>{l.quantity}</Num>× {l.name}
                </Text>
                <Choices
                  values={parts}
                  value={guest(l.id)}
                  onChange={(g) => setGuestOf((m) => ({ ...m, [l.id]: g }))}
                  testId={`held-split-line-${l.id}`}
                />
              </Stack>
            ))}
          {parts.map((p) => (
            <Group key={p} justify="space-between" wrap="wrap" gap={6}>
              <Text fw={700}>
                ضيف <Num>{p}</Num>: <Num>{sar(partTotal(p))}</Num>
              </Text>
              <SegmentedControl
                size="md"
                value={means[p - 1] ?? start}
                onChange={(v) =>
                  setMeans((m) => m.map((c, i) => (i === p - 1 ? (v as PaymentMeansCode) : c)))
                }
                data={codes.map((c) => ({ value: c, label: PAYMENT_MEANS_LABELS[c] }))}
                data-testid={`held-split-means-${p}`}
              />
            </Group>
          ))}
          {emptyPart && (
            <Text c="red" fw={700}>
              لكل ضيف صنف واحد على الأقل
            </Text>
          )}
          <Button
            h={60}
            size="xl"
            color="teal.7"
            loading={busy}
            disabled={emptyPart || unpaid.length === 0}
            onClick={() => void onSubmit()}
            data-testid="held-split-confirm"
          >
            إصدار الفواتير
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
