import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useBusinessKey, useCan } from '../../app';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useItemQuantities, useSalesByDay, useTotalMonth } from './api/reports';
import {
  BarTable,
  PeriodToggle,
  ReportActions,
  ReportCard,
  Sar,
  usePeriod,
  ValueChart,
} from './ReportParts';
import './reports.css';

/**
 * /{business}/reports: sales per issue date sorted by total descending with a bar per
 * row and the this-month / all toggle; the monthly totals (GET totalmonth) and the product ranking
 * with the same toggle. Every figure is summed by the server.
 */
export function ReportsPage() {
  const business = useBusinessKey();
  const canReadPurchases = useCan('purchases.read');
  const [period, setPeriod] = usePeriod();
  const sales = useSalesByDay(business, period);
  const months = useTotalMonth(business);
  const items = useItemQuantities(business, period);

  return (
    <Stack gap="md">
      <PageHeader title={t.reports.title} back={`/${business}`}>
        <Group gap="xs">
          <Button component={Link} to={`/${business}/invoicesline`} variant="light">
            {t.reports.links.items}
          </Button>
          <Button component={Link} to={`/${business}/invoicesvat`} variant="light">
            {t.reports.links.vat}
          </Button>
          {canReadPurchases && (
            <Button component={Link} to={`/${business}/vatreturn`} variant="light">
              {t.reports.links.vatReturn}
            </Button>
          )}
          <Button component={Link} to={`/${business}/till`} variant="light">
            {t.reports.links.till}
          </Button>
        </Group>
      </PageHeader>
      <PeriodToggle value={period} onChange={setPeriod} />

      <ReportCard
        title={t.reports.salesByDay}
        actions={<ReportActions business={business} report="sales" query={`period=${period}`} />}
      >
        {sales.isError ? (
          <LoadError error={sales.error} onRetry={() => sales.refetch()} />
        ) : sales.isPending ? (
          <Loading />
        ) : sales.data.length === 0 ? (
          <Empty>{t.reports.empty}</Empty>
        ) : (
          <BarTable
            testId="sales-by-day"
            head={[t.reports.columns.date, t.reports.columns.total]}
            rows={sales.data.map((r) => ({
              key: r.IssueDate,
              label: <Num>{r.IssueDate}</Num>,
              value: r.TaxInclusiveAmount,
              text: <Sar value={r.TaxInclusiveAmount} />,
            }))}
          />
        )}
      </ReportCard>

      <ReportCard
        title={t.reports.monthly}
        actions={<ReportActions business={business} report="totalmonth" />}
      >
        {months.isError ? (
          <LoadError error={months.error} onRetry={() => months.refetch()} />
        ) : months.isPending ? (
          <Loading />
        ) : Object.keys(months.data).length === 0 ? (
          <Empty>{t.reports.empty}</Empty>
        ) : (
          <ValueChart
            data={Object.entries(months.data).map(([month, total]) => ({ month, total }))}
            label="month"
            value="total"
            name={t.reports.columns.total}
          />
        )}
      </ReportCard>

      <ReportCard
        title={t.reports.items}
        actions={
          <ReportActions business={business} report="invoiceline" query={`period=${period}`} />
        }
      >
        {items.isError ? (
          <LoadError error={items.error} onRetry={() => items.refetch()} />
        ) : items.isPending ? (
          <Loading />
        ) : items.data.length === 0 ? (
          <Empty>{t.reports.empty}</Empty>
        ) : (
          <BarTable
            testId="items-ranking"
            head={[t.reports.columns.item, t.reports.columns.quantity]}
            rows={items.data.slice(0, 10).map((r) => ({
              key: r.ItemName,
              label: r.ItemName,
              value: r.InvoicedQuantity,
              text: <Num>{r.InvoicedQuantity}</Num>,
            }))}
          />
        )}
      </ReportCard>
    </Stack>
  );
}
