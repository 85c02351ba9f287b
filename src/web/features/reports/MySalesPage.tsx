import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { PAYMENT_MEANS_LABELS, isPaymentMeansCode } from '../../../domain/payment-means';
import { useBusinessKey } from '../../app';
import { AmountCard } from '../../components/Amount';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useMySales } from './api/insights';

/**
 * The reports of a cashier (decision 0051: seesOwnSalesOnly): their own sales of today (Riyadh) —
 * count, total and the total per payment means — never the business's figures.
 */
export function MySalesPage() {
  const business = useBusinessKey();
  const mine = useMySales(business);
  return (
    <Stack gap="md">
      <PageHeader title={t.reports.mine.title} back={`/${business}`} />
      <Text c="dimmed">{t.reports.mine.hint}</Text>
      {mine.isError ? (
        <LoadError error={mine.error} onRetry={() => mine.refetch()} />
      ) : mine.isPending ? (
        <Loading />
      ) : (
        <>
          <Text fw={600}>
            <Num>{mine.data.date}</Num>
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="my-sales">
            <AmountCard
              label={t.reports.mine.total}
              value={mine.data.TaxInclusiveAmount}
              testId="my-sales-total"
            />
            <Card withBorder radius="md" padding="sm" data-testid="my-sales-count">
              <Text size="sm" c="dimmed" fw={600}>
                {t.reports.mine.count}
              </Text>
              <Text size="xl" fw={800}>
                <Num>{mine.data.count}</Num>
              </Text>
            </Card>
            {Object.entries(mine.data.byPaymentMeans).map(([code, total]) => (
              <AmountCard
                key={code}
                label={isPaymentMeansCode(code) ? PAYMENT_MEANS_LABELS[code] : code}
                value={total}
                testId={`my-sales-${code}`}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
