import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { seesOwnSalesOnly } from '../../../domain/reports';
import type { SalesByDayRow } from '../../../domain/schemas/reports';
import { useBusinessKey, useCan, useRole } from '../../app';
import { MySalesPage } from './MySalesPage';
import { SalesByModifierCard } from './SalesByModifierCard';
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
 * /{business}/reports: sales per issue date, newest first and sortable by date, total or count
 * (decision 0051), with a bar per row and the this-month / all toggle; the months without sales
 * as zero; the monthly totals (GET totalmonth) and the product ranking
 * with the same toggle. Every figure is summed by the server.
 */
export function ReportsPage() {
  // A cashier's reports are their own sales of today (decision 0051).
  return seesOwnSalesOnly(useRole()) ? <MySalesPage /> : <BusinessReports />;
}

type SortKey = keyof typeof t.reports.sort;

/** The sales-per-day rows sorted by `key`: newest date first, or the largest figure first. */
export function sortSalesByDay(rows: readonly SalesByDayRow[], key: SortKey): SalesByDayRow[] {
  const by = {
    date: (a: SalesByDayRow, b: SalesByDayRow) => b.IssueDate.localeCompare(a.IssueDate),
    total: (a: SalesByDayRow, b: SalesByDayRow) => b.TaxInclusiveAmount - a.TaxInclusiveAmount,
    count: (a: SalesByDayRow, b: SalesByDayRow) => b.count - a.count,
  }[key];
  return [...rows].sort((a, b) => by(a, b) || b.IssueDate.localeCompare(a.IssueDate));
}

function BusinessReports() {
  const business = useBusinessKey();
  const [sortKey, setSortKey] = useState<SortKey>('date');
  const canReadPurchases = useCan('purchases.read');
  const canReadReports = useCan('reports.read');
  const [period, setPeriod] = usePeriod();
  const sales = useSalesByDay(business, period);
  const months = useTotalMonth(business);
  const items = useItemQuantities(business, period);

  return (
    <Stack gap="md">
      <PageHeader title={t.reports.title} back={`/${business}`}>
        <Group gap="xs">
          <Button component={Link} to={`/${business}/insights`} variant="light">
            {t.reports.links.insights}
          </Button>
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
          {canReadReports && (
            <Button component={Link} to={`/${business}/ageing/receivables`} variant="light">
              {t.ageing.receivables.link}
            </Button>
          )}
          {canReadPurchases && (
            <Button component={Link} to={`/${business}/ageing/payables`} variant="light">
              {t.ageing.payables.link}
            </Button>
          )}
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
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t.reports.sortBy}
              </Text>
              <SegmentedControl
                size="xs"
                value={sortKey}
                onChange={(v) => setSortKey(v as SortKey)}
                data={(Object.keys(t.reports.sort) as SortKey[]).map((k) => ({
                  value: k,
                  label: t.reports.sort[k],
                }))}
                data-testid="sales-sort"
              />
            </Group>
            <BarTable
              testId="sales-by-day"
              head={[t.reports.columns.date, t.reports.columns.total]}
              rows={sortSalesByDay(sales.data, sortKey).map((r) => ({
                key: r.IssueDate,
                label: (
                  <>
                    <Num>{r.IssueDate}</Num>{' '}
                    <Text span size="sm" c="dimmed">
                      (<Num>{r.count}</Num>)
                    </Text>
                  </>
                ),
                value: r.TaxInclusiveAmount,
                text: <Sar value={r.TaxInclusiveAmount} />,
              }))}
            />
          </Stack>
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
      <SalesByModifierCard period={period} />
    </Stack>
  );
}
