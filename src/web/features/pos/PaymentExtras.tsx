import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconArrowsSplit2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { halalasToSar, sarToHalalas, type Halalas } from '../../../domain/money';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import type { SaleAction } from './sale';
import { cashDue, changeDue, quickTendered, splitParts, type SaleExtras } from './sale-extras';

// The dialog is fetched on its first opening, not with the POS.
const SplitPaymentDialog = lazy(() => import('./SplitPaymentDialog'));

const sar = (h: Halalas) => formatSarNumber(halalasToSar(h));

/**
 * A restaurant's payment step (decision 0056): «دفع مجزأ» (cash + mada, offered when the means is
 * one of them and the business takes both) and, with cash due, the cash handed over with quick
 * amounts and the change.
 */
export function PaymentExtras(props: {
  extras: SaleExtras;
  means: PaymentMeansCode;
  enabled: readonly PaymentMeansCode[];
  total: Halalas;
  dispatch: (a: SaleAction) => void;
}) {
  const { extras, means, total, dispatch } = props;
  const [splitOpen, setSplitOpen] = useState(false);
  const split = splitParts(extras, means, total);
  const canSplit =
    (means === '10' || means === '48') &&
    props.enabled.includes('10') &&
    props.enabled.includes('48') &&
    total > 1;
  const due = cashDue(extras, means, total);
  const change = changeDue(extras.tendered, due);
  const short = extras.tendered !== null && extras.tendered < due;
  const splitButton = canSplit && (
    <Button
      h={48}
      px={8}
      variant={split ? 'filled' : 'light'}
      leftSection={split ? null : <IconArrowsSplit2 size={20} />}
      onClick={() => setSplitOpen(true)}
      data-testid="pos-split-open"
      style={{ flex: 1 }}
    >
      {split ? <Num>{`${sar(split.cash)} + ${sar(split.card)}`}</Num> : 'دفع مجزأ'}
    </Button>
  );
  return (
    <Stack gap={6} data-testid="pos-pay-extras">
      <Group gap={6} wrap="nowrap">
        {splitButton}
        {split && (
          <Button
            h={48}
            px={8}
            variant="subtle"
            color="red"
            onClick={() => dispatch({ type: 'split', cash: null })}
            data-testid="pos-split-cancel"
          >
            إلغاء التجزئة
          </Button>
        )}
        {due > 0 && (
          <NumberInput
            size="lg"
            min={0}
            decimalScale={2}
            hideControls
            inputMode="decimal"
            placeholder="المبلغ المستلم"
            aria-label="المبلغ المستلم"
            value={extras.tendered === null ? '' : halalasToSar(extras.tendered)}
            onChange={(v) =>
              dispatch({ type: 'tendered', value: v === '' ? null : sarToHalalas(Number(v)) })
            }
            data-testid="pos-tendered"
            style={{ flex: 1 }}
          />
        )}
      </Group>
      {due > 0 &&
        (extras.tendered === null ? (
          <Group gap={4} grow wrap="nowrap">
            {quickTendered(due).map((v, i) => (
              <Button
                key={v}
                h={44}
                px={2}
                variant="default"
                onClick={() => dispatch({ type: 'tendered', value: v })}
                data-testid={`pos-tendered-${i}`}
              >
                {i === 0 ? 'تماماً' : <Num>{formatSarNumber(halalasToSar(v))}</Num>}
              </Button>
            ))}
          </Group>
        ) : (
          <Group justify="space-between" mih={44} wrap="nowrap" data-testid="pos-change">
            <Text fw={800} size="lg" c={short ? 'red' : 'teal.8'}>
              {short ? 'المبلغ المستلم أقل من المطلوب' : 'الباقي'}
            </Text>
            <Group gap={6} wrap="nowrap">
              {change !== null && (
                <span style={{ fontWeight: 800, fontSize: 24 }} data-testid="pos-change-amount">
                  <Num>{sar(change)}</Num>
                </span>
              )}
              <Button
                h={44}
                variant="subtle"
                onClick={() => dispatch({ type: 'tendered', value: null })}
                data-testid="pos-tendered-clear"
              >
                مسح
              </Button>
            </Group>
          </Group>
        ))}
      {splitOpen && (
        <Suspense fallback={null}>
          <SplitPaymentDialog
            total={total}
            initialCash={split?.cash ?? null}
            onClose={() => setSplitOpen(false)}
            onConfirm={(cash) => {
              dispatch({ type: 'split', cash });
              setSplitOpen(false);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
