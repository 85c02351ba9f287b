import { Stack } from '@mantine/core';
import { useBusinessKey } from '../../app';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useItemQuantities } from './api/reports';
import {
  BarTable,
  PeriodToggle,
  ReportActions,
  ReportCard,
  usePeriod,
  ValueChart,
} from './ReportParts';
import './reports.css';

/**
 * /{business}/invoicesline: quantity sold per item name, descending, with the
 * this-month / all toggle (GET invoicelinemonth / invoiceline); a chart of the top 15.
 */
export function InvoicesLinePage() {
  const business = useBusinessKey();
  const [period, setPeriod] = usePeriod();
  const items = useItemQuantities(business, period);
  return (
    <Stack gap="md">
      <PageHeader title={t.reports.itemsTitle} back={`/${business}/reports`} />
      <PeriodToggle value={period} onChange={setPeriod} />
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
          <Stack>
            <ValueChart
              data={items.data
                .slice(0, 15)
                .map((r) => ({ item: r.ItemName, quantity: r.InvoicedQuantity }))}
              label="item"
              value="quantity"
              name={t.reports.columns.quantity}
              sar={false}
            />
            <BarTable
              testId="items-table"
              head={[t.reports.columns.item, t.reports.columns.quantity]}
              rows={items.data.map((r) => ({
                key: r.ItemName,
                label: r.ItemName,
                value: r.InvoicedQuantity,
                text: <Num>{r.InvoicedQuantity}</Num>,
              }))}
            />
          </Stack>
        )}
      </ReportCard>
    </Stack>
  );
}
