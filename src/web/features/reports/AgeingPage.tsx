import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { riyadhDate } from '../../../domain/riyadh-time';
import type { AgeingView } from '../../../domain/schemas/payment-terms';
import { isCalendarDate } from '../../../domain/zoned-day';
import { useBusinessKey } from '../../app';
import { DataTable } from '../../components/DataTable';
import { DateField } from '../../components/DateField';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { useAgeing, useDownloadAgeing, type AgeingKind } from './api/ageing';
import './reports.css';

const BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over90', 'total'] as const;
type Amounts = Pick<AgeingView['totals'], (typeof BUCKETS)[number]>;

/** The amount cells of one row (SAR, two decimals; the total in bold). */
function AmountCells({ row }: { row: Amounts }) {
  return BUCKETS.map((b) => (
    <Table.Td key={b} ta="end" fw={b === 'total' ? 700 : undefined} c={row[b] ? undefined : 'dimmed'}>
      <Num>{formatSarNumber(row[b])}</Num>
    </Table.Td>
  ));
}

/** The ageing table: a row per client or supplier, then the totals row (decision 0068). */
export function AgeingTable({ view, kind }: { view: AgeingView; kind: AgeingKind }) {
  return (
    <DataTable
      wrapper="scroll"
      minWidth={760}
      striped
      verticalSpacing="xs"
      data-testid="ageing-table"
      columns={[
        t.ageing[kind].party,
        ...BUCKETS.map((b) => ({ label: t.ageing.columns[b], ta: 'end' as const })),
      ]}
      foot={
        <Table.Tfoot>
          <Table.Tr data-testid="ageing-totals">
            <Table.Th>{t.ageing.totals}</Table.Th>
            {BUCKETS.map((b) => (
              <Table.Th key={b} ta="end">
                <Num>{formatSarNumber(view.totals[b])}</Num>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      }
    >
      {view.rows.map((r) => (
        <Table.Tr key={r.key}>
          <Table.Td c={r.name.trim() ? undefined : 'dimmed'}>{r.name.trim() || t.ageing.noName}</Table.Td>
          <AmountCells row={r} />
        </Table.Tr>
      ))}
    </DataTable>
  );
}

function ExportButtons({ kind, asOf }: { kind: AgeingKind; asOf: string }) {
  const download = useDownloadAgeing(useBusinessKey(), kind);
  const run = (format: 'xlsx' | 'csv') =>
    download.mutate(
      { asOf, format },
      { onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }) },
    );
  const busy = (format: 'xlsx' | 'csv') =>
    download.isPending && download.variables?.format === format;
  return (
    <Group gap="xs">
      <Button
        variant="light"
        color="green"
        size="xs"
        leftSection={<IconFileSpreadsheet size={16} />}
        loading={busy('xlsx')}
        onClick={() => run('xlsx')}
        data-testid="ageing-xlsx"
      >
        {t.reports.excel}
      </Button>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconFileText size={16} />}
        loading={busy('csv')}
        onClick={() => run('csv')}
        data-testid="ageing-csv"
      >
        {t.reports.csv}
      </Button>
    </Group>
  );
}

/**
 * /{business}/ageing/receivables and /ageing/payables (decision 0068): what is still owed by
 * each client (or to each supplier) as of a Riyadh date (default today in Riyadh), in the
 * current, 1–30, 31–60, 61–90 and over-90-days-late columns with the total and a totals row,
 * SAR as the server sums them; Excel and CSV of the same date through the export routes.
 */
export function AgeingPage({ kind }: { kind: AgeingKind }) {
  const business = useBusinessKey();
  const [asOf, setAsOf] = useState(() => riyadhDate(Date.now()));
  const valid = isCalendarDate(asOf);
  const report = useAgeing(business, kind, asOf, valid);
  const strings = t.ageing[kind];

  return (
    <Stack gap="md">
      <PageHeader title={strings.title} back={`/${business}/reports`} />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="end" wrap="wrap" gap="sm">
          <DateField
            label={t.ageing.asOf}
            description={t.ageing.asOfHint}
            value={asOf}
            onChange={(e) => setAsOf(e.currentTarget.value)}
            data-testid="ageing-as-of"
            w={220}
          />
          {valid && <ExportButtons kind={kind} asOf={asOf} />}
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {strings.hint}
        </Text>
      </Card>
      {!valid ? null : report.isError ? (
        <LoadError error={report.error} onRetry={() => report.refetch()} />
      ) : report.isPending ? (
        <Loading />
      ) : report.data.rows.length === 0 ? (
        <Card withBorder radius="md">
          <Empty>{strings.empty}</Empty>
        </Card>
      ) : (
        <AgeingTable view={report.data} kind={kind} />
      )}
    </Stack>
  );
}
