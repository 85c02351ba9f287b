import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Card, Group, Progress, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileText, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportPeriod } from '../../../domain/reports';
import type { ExportReport } from '../../../domain/schemas/reports';
import { errorMessage } from '../../lib/api';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { useDownloadReport } from './api/reports';
import { DataTable } from '../../components/DataTable';

/** The this-month / all toggle, kept in the URL (?p=all) so "back" returns to the same view. */
export function usePeriod(): [ReportPeriod, (p: ReportPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const period: ReportPeriod = params.get('p') === 'all' ? 'all' : 'month';
  return [period, (p) => setParams(p === 'all' ? { p: 'all' } : {}, { replace: true })];
}

export function PeriodToggle({
  value,
  onChange,
}: {
  value: ReportPeriod;
  onChange(p: ReportPeriod): void;
}) {
  return (
    <SegmentedControl
      size="md"
      radius="xl"
      value={value}
      onChange={(v) => onChange(v as ReportPeriod)}
      data={[
        { value: 'month', label: t.reports.period.month },
        { value: 'all', label: t.reports.period.all },
      ]}
      data-testid="report-period"
      className="no-print"
      style={{ alignSelf: 'flex-start' }}
    />
  );
}

/** Print, Excel and CSV buttons of one report (the export carries the screen's filters). */
export function ReportActions({
  business,
  report,
  query,
}: {
  business: string;
  report: ExportReport;
  query?: string;
}) {
  const download = useDownloadReport(business);
  const run = (format: 'xlsx' | 'csv') =>
    download.mutate(
      { report, format, query },
      { onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }) },
    );
  return (
    <Group gap="xs" className="no-print">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPrinter size={16} />}
        onClick={() => window.print()}
      >
        {t.reports.print}
      </Button>
      <Button
        variant="light"
        color="green"
        size="xs"
        leftSection={<IconFileSpreadsheet size={16} />}
        loading={download.isPending && download.variables?.format === 'xlsx'}
        onClick={() => run('xlsx')}
        data-testid={`export-${report}-xlsx`}
      >
        {t.reports.excel}
      </Button>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconFileText size={16} />}
        loading={download.isPending && download.variables?.format === 'csv'}
        onClick={() => run('csv')}
        data-testid={`export-${report}-csv`}
      >
        {t.reports.csv}
      </Button>
    </Group>
  );
}

/** A titled report card with its actions. */
export function ReportCard({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}

/**
 * A bar chart of label → value (@mantine/charts), for people who would rather look than read.
 * Mirrored for a right-to-left page: the first row's bar is on the right, as the first card and
 * the first table column are, and the value axis is on the right.
 */
export function ValueChart({
  data,
  label,
  value,
  name,
  sar = true,
}: {
  data: Array<Record<string, string | number>>;
  label: string;
  value: string;
  name: string;
  sar?: boolean;
}) {
  return (
    <BarChart
      h={240}
      data={data}
      dataKey={label}
      series={[{ name: value, label: name, color: 'teal.6' }]}
      valueFormatter={(v) => (sar ? formatSarNumber(v) : String(v))}
      tickLine="y"
      gridAxis="y"
      xAxisProps={{ reversed: true }}
      yAxisProps={{ orientation: 'right' }}
      className="report-chart"
    />
  );
}

/** A table of rows with a proportional bar per row (legacy app: "a bar per row"). */
export function BarTable({
  head,
  rows,
  testId,
}: {
  head: [string, string];
  rows: Array<{ key: string; label: ReactNode; value: number; text: ReactNode }>;
  testId: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <DataTable
      wrapper="scroll"
      minWidth={360}
      columns={[head[0], { label: head[1], ta: 'end' }, { label: t.reports.columns.bar, w: '40%' }]}
      verticalSpacing="xs"
      striped
      data-testid={testId}
    >
      {rows.map((r) => (
        <Table.Tr key={r.key}>
          <Table.Td>{r.label}</Table.Td>
          <Table.Td ta="end">
            <Text fw={600} span>
              {r.text}
            </Text>
          </Table.Td>
          <Table.Td>
            <Progress
              value={(r.value / max) * 100}
              aria-label={t.reports.columns.bar}
              color="teal"
              size="lg"
              radius="sm"
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

export { Sar } from '../../components/Amount';
