import { Alert, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { currentQuarterIssueDates } from '../../../domain/report-period';
import type { IssueDateRange } from '../../../domain/reports';
import type { GrossProfitAnswer } from '../../../domain/schemas/report-insights';
import { useBusinessKey, useCan } from '../../app';
import { DataTable } from '../../components/DataTable';
import { DateField } from '../../components/DateField';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { rangeQuery, useCashiers, useGrossProfit, useHours } from './api/insights';
import { BarTable, ReportActions, ReportCard, Sar } from './ReportParts';
import './reports.css';

const x = t.reports.insights;

/** The period picker of the reports (decision 0051): two inclusive Riyadh dates and the rule. */
export function PeriodFields(props: {
  value: IssueDateRange;
  onChange: (r: IssueDateRange) => void;
}) {
  const [draft, setDraft] = useState(props.value);
  const endBeforeStart = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  return (
    <Card withBorder radius="md" padding="md" className="no-print">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.from && draft.to && draft.from <= draft.to) props.onChange(draft);
        }}
      >
        <Group align="end" wrap="wrap">
          <DateField
            label={t.reports.vat.from}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
            data-testid="period-from"
          />
          <DateField
            label={t.reports.vat.to}
            value={draft.to}
            error={endBeforeStart ? t.reports.endBeforeStart : undefined}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
            data-testid="period-to"
          />
          <Button type="submit" data-testid="period-show">
            {t.reports.vat.show}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="xs" data-testid="period-rule">
          {t.reports.periodRule}
        </Text>
      </form>
    </Card>
  );
}

const pct = (v: number | null) => (v === null ? '—' : <Num>{`${v}٪`}</Num>);
const money = (v: number | null) =>
  v === null ? (
    <Text span c="dimmed">
      {x.noCost}
    </Text>
  ) : (
    <Sar value={v} />
  );

function GrossProfitTables({ data }: { data: GrossProfitAnswer }) {
  const head = [
    x.product,
    x.category,
    { label: t.reports.columns.quantity, ta: 'end' as const },
    { label: x.net, ta: 'end' as const },
    { label: x.cost, ta: 'end' as const },
    { label: x.profit, ta: 'end' as const },
    { label: x.margin, ta: 'end' as const },
  ];
  return (
    <Stack gap="sm">
      {data.totals.uncostedSharePercent > 0 && (
        <Alert color="yellow" data-testid="uncosted-share">
          {x.uncosted(String(data.totals.uncostedSharePercent))}
        </Alert>
      )}
      <DataTable wrapper="scroll" minWidth={720} columns={head} striped data-testid="gross-profit">
        {data.products.map((p) => (
          <Table.Tr key={`${p.productId}-${p.ItemName}`}>
            <Table.Td>{p.ItemName}</Table.Td>
            <Table.Td>{p.category ?? x.noCategory}</Table.Td>
            <Table.Td ta="end">
              <Num>{p.quantity}</Num>
            </Table.Td>
            <Table.Td ta="end">
              <Sar value={p.net} />
            </Table.Td>
            <Table.Td ta="end">{money(p.cost)}</Table.Td>
            <Table.Td ta="end">{money(p.profit)}</Table.Td>
            <Table.Td ta="end">{pct(p.marginPercent)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td colSpan={3}>{x.total}</Table.Td>
          <Table.Td ta="end">
            <Sar value={data.totals.costedNet} />
          </Table.Td>
          <Table.Td ta="end">
            <Sar value={data.totals.cost} />
          </Table.Td>
          <Table.Td ta="end">
            <Sar value={data.totals.profit} />
          </Table.Td>
          <Table.Td ta="end">{pct(data.totals.marginPercent)}</Table.Td>
        </Table.Tr>
      </DataTable>
      <Text fw={700}>{x.byCategory}</Text>
      <DataTable wrapper="scroll" minWidth={560} columns={[x.category, ...head.slice(3)]} striped>
        {data.categories.map((c) => (
          <Table.Tr key={c.category ?? ''}>
            <Table.Td>{c.category ?? x.noCategory}</Table.Td>
            <Table.Td ta="end">
              <Sar value={c.net} />
            </Table.Td>
            <Table.Td ta="end">{money(c.cost)}</Table.Td>
            <Table.Td ta="end">{money(c.profit)}</Table.Td>
            <Table.Td ta="end">{pct(c.marginPercent)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Stack>
  );
}

/**
 * /{business}/insights (decision 0051): over one period (two inclusive Riyadh dates, the current
 * quarter by default) the gross profit by product and category (for who may read purchases), the
 * sales per cashier and per Riyadh hour of day, each with print, Excel and CSV.
 */
export function InsightsPage() {
  const business = useBusinessKey();
  const canSeeCost = useCan('purchases.read');
  const [range, setRange] = useState(() => currentQuarterIssueDates(Date.now()));
  const profit = useGrossProfit(business, range, canSeeCost);
  const cashiers = useCashiers(business, range);
  const hours = useHours(business, range);
  const q = rangeQuery(range);
  return (
    <Stack gap="md">
      <PageHeader title={x.title} back={`/${business}/reports`} />
      <PeriodFields value={range} onChange={setRange} />
      {canSeeCost && (
        <ReportCard
          title={x.grossProfit}
          actions={<ReportActions business={business} report="grossprofit" query={q} />}
        >
          {profit.isError ? (
            <LoadError error={profit.error} onRetry={() => profit.refetch()} />
          ) : profit.isPending ? (
            <Loading />
          ) : profit.data.products.length === 0 ? (
            <Empty>{t.reports.empty}</Empty>
          ) : (
            <GrossProfitTables data={profit.data} />
          )}
        </ReportCard>
      )}
      <ReportCard
        title={x.cashiers}
        actions={<ReportActions business={business} report="cashiers" query={q} />}
      >
        {cashiers.isError ? (
          <LoadError error={cashiers.error} onRetry={() => cashiers.refetch()} />
        ) : cashiers.isPending ? (
          <Loading />
        ) : cashiers.data.rows.length === 0 ? (
          <Empty>{t.reports.empty}</Empty>
        ) : (
          <BarTable
            testId="sales-by-cashier"
            head={[x.cashier, t.reports.columns.total]}
            rows={cashiers.data.rows.map((r) => ({
              key: String(r.userId),
              label: `${r.employeeName} (${r.count})`,
              value: r.TaxInclusiveAmount,
              text: <Sar value={r.TaxInclusiveAmount} />,
            }))}
          />
        )}
      </ReportCard>
      <ReportCard
        title={x.hours}
        actions={<ReportActions business={business} report="hours" query={q} />}
      >
        {hours.isError ? (
          <LoadError error={hours.error} onRetry={() => hours.refetch()} />
        ) : hours.isPending ? (
          <Loading />
        ) : (
          <BarTable
            testId="sales-by-hour"
            head={[x.hour, t.reports.columns.total]}
            rows={hours.data.rows.map((r) => ({
              key: String(r.hour),
              label: <Num>{`${String(r.hour).padStart(2, '0')}:00`}</Num>,
              value: r.TaxInclusiveAmount,
              text: <Sar value={r.TaxInclusiveAmount} />,
            }))}
          />
        )}
      </ReportCard>
    </Stack>
  );
}
