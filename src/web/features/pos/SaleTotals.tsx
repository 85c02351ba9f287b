import { Divider, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDiscount, IconLock } from '@tabler/icons-react';
import { halalasToSar } from '../../../domain/money';
import { DISCOUNT_PERCENTS, type InvoiceTotals } from '../../../domain/vat';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';

const sar = (h: number) => formatSarNumber(halalasToSar(h));

/**
 * Discount select 0..40 step 5, locked once chosen until a new sale. A native select
 * opens the tablet's own large picker.
 */
export function DiscountSelect(props: {
  value: number;
  locked: boolean;
  onChange: (percent: number) => void;
}) {
  return (
    <NativeSelect
      size="lg"
      w={172}
      aria-label={t.pos.discount}
      value={String(props.value)}
      disabled={props.locked}
      onChange={(e) => props.onChange(Number(e.currentTarget.value))}
      data={DISCOUNT_PERCENTS.map((p) => ({ value: String(p), label: t.pos.discountOption(p) }))}
      leftSection={props.locked ? <IconLock size={18} /> : <IconDiscount size={18} />}
      title={props.locked ? t.pos.discountLocked : t.pos.discount}
      data-testid="pos-discount"
    />
  );
}

function Row({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: number;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text
        size={strong ? '28px' : 'md'}
        fw={strong ? 800 : 600}
        c={strong ? 'teal.9' : undefined}
        data-testid={testId}
      >
        <Num>{sar(value)}</Num>
        {strong && (
          <Text span size="sm" fw={600} c="dimmed" ms={4}>
            {t.common.sar}
          </Text>
        )}
      </Text>
    </Group>
  );
}

/** Before VAT / VAT 15 % / total (and the discount when one applies), from the domain VAT rules. */
export function SaleTotals({ totals }: { totals: InvoiceTotals }) {
  return (
    <Stack gap={2}>
      {totals.allowanceTotal > 0 && (
        <Row
          label={t.pos.discountAmount}
          value={totals.allowanceTotal}
          testId="pos-discount-amount"
        />
      )}
      <Row label={t.pos.beforeVat} value={totals.taxExclusive} testId="pos-before-vat" />
      <Row label={t.pos.vat} value={totals.tax} testId="pos-vat" />
      <Divider my={2} />
      <Row label={t.pos.total} value={totals.taxInclusive} testId="pos-total" strong />
    </Stack>
  );
}
