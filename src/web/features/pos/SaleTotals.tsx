import { Divider, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { memo } from 'react';
import { halalasToSar } from '../../../domain/money';
import { DISCOUNT_PERCENTS, type InvoiceTotals } from '../../../domain/vat';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';

const sar = (h: number) => formatSarNumber(halalasToSar(h));

/**
 * Discount select 0..40 step 5 (percent of every line), changeable — and back to «بلا خصم» —
 * until the sale is saved; each change re-prices the lines (decision 0048). A native select opens
 * the tablet's own large picker. Memoized: a tap re-renders it only when the discount changed.
 */
export const DiscountSelect = memo(function DiscountSelect(props: {
  value: number;
  onChange: (percent: number) => void;
}) {
  return (
    <NativeSelect
      size="lg"
      w={172}
      aria-label={t.pos.discount}
      value={String(props.value)}
      onChange={(e) => props.onChange(Number(e.currentTarget.value))}
      data={DISCOUNT_PERCENTS.map((p) => ({ value: String(p), label: t.pos.discountOption(p) }))}
      leftSection={<IconDiscount size={18} />}
      title={t.pos.discount}
      data-testid="pos-discount"
    />
  );
});

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
