import { Card, SimpleGrid, Text } from '@mantine/core';
import { halalasToSar } from '../../../domain/money';
import { PAYMENT_MEANS_LABELS, type PaymentMeansCode } from '../../../domain/payment-means';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { PAYMENT_COLORS } from '../../components/PaymentBadge';
import type { ListTotals, MeansTotal } from './payment-totals';

function TotalCard({
  label,
  total,
  color,
  testId,
  strong,
}: {
  label: string;
  total: MeansTotal;
  color: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      bg={strong ? 'teal.0' : undefined}
      style={{ borderInlineStart: `4px solid var(--mantine-color-${color}-6)` }}
      data-testid={testId}
    >
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size={strong ? '24px' : 'xl'} fw={800} c={strong ? 'teal.9' : undefined}>
        <Num>{formatSarNumber(halalasToSar(total.amount))}</Num>{' '}
        <Text span size="xs" c="dimmed">
          {t.common.sar}
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        {t.invoices.count(total.count)}
      </Text>
    </Card>
  );
}

/** One card per payment means of the business (in `codes` order) and the grand total. */
export function PaymentTotals({
  totals,
  codes,
}: {
  totals: ListTotals;
  codes: readonly PaymentMeansCode[];
}) {
  const zero: MeansTotal = { count: 0, amount: 0 };
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: codes.length + 1 }} spacing="sm">
      {codes.map((code) => (
        <TotalCard
          key={code}
          label={PAYMENT_MEANS_LABELS[code]}
          total={totals.byMeans.get(code) ?? zero}
          color={PAYMENT_COLORS[code]}
          testId={`invoices-total-${code}`}
        />
      ))}
      <TotalCard
        label={t.invoices.grandTotal}
        total={totals.grand}
        color="teal"
        testId="invoices-total-all"
        strong
      />
    </SimpleGrid>
  );
}
