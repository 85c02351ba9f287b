import { Card, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { riyadhDate } from '../../../domain/riyadh-time';
import { useBusinessKey } from '../../app';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useVatReturn } from './api/reports';
import { AmountCard } from '../../components/Amount';
import { ReportActions, ReportCard, ValueChart } from './ReportParts';
import { VatBoxesTable } from './VatBoxesTable';
import './reports.css';

/** The Riyadh year and quarter (1–4) of the instant `now` (UTC ms). */
export function riyadhQuarterOf(now: number): { year: number; quarter: number } {
  const [y, m] = riyadhDate(now).split('-').map(Number) as [number, number];
  return { year: y, quarter: Math.floor((m - 1) / 3) + 1 };
}

/**
 * /{business}/vatreturn: a year and quarter (default the current Riyadh quarter);
 * output VAT from the stored invoices, input VAT from purchases, net payable (output − input,
 * labelled a refund when negative), the counts behind each, a chart, print, Excel and CSV.
 */
export function VatReturnPage() {
  const business = useBusinessKey();
  const [{ year, quarter }, setPeriod] = useState(() => riyadhQuarterOf(Date.now()));
  const report = useVatReturn(business, year, quarter);
  const vt = t.reports.vatReturn;

  return (
    <Stack gap="md">
      <PageHeader title={vt.title} back={`/${business}/reports`} />
      <Card withBorder radius="md" padding="md" className="no-print">
        <Group align="end" wrap="wrap">
          <NumberInput
            label={vt.year}
            value={year}
            min={2000}
            max={2100}
            allowDecimal={false}
            w={120}
            onChange={(v) => {
              const n = Number(v);
              if (Number.isInteger(n) && n >= 2000 && n <= 2100) setPeriod({ year: n, quarter });
            }}
            data-testid="vatreturn-year"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {vt.quarter}
            </Text>
            <SegmentedControl
              value={String(quarter)}
              onChange={(q) => setPeriod({ year, quarter: Number(q) })}
              data={vt.quarters.map((label, i) => ({ value: String(i + 1), label }))}
              data-testid="vatreturn-quarter"
            />
          </Stack>
        </Group>
      </Card>
      {report.isError ? (
        <LoadError error={report.error} onRetry={() => report.refetch()} />
      ) : report.isPending ? (
        <Loading />
      ) : (
        <ReportCard
          title={
            <>
              {vt.quarters[quarter - 1]} <Num>{year}</Num> · <Num>{report.data.startdate}</Num> –{' '}
              <Num>{report.data.enddate}</Num>
            </>
          }
          actions={
            <ReportActions
              business={business}
              report="vatreturn"
              query={`year=${year}&quarter=${quarter}`}
            />
          }
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <AmountCard
                label={vt.output}
                value={report.data.output.TaxAmount}
                note={vt.invoices(report.data.output.count)}
                testId="vatreturn-output"
              />
              <AmountCard
                label={vt.input}
                value={report.data.input.TaxAmount}
                note={vt.purchases(report.data.input.count)}
                testId="vatreturn-input"
              />
              <AmountCard
                label={report.data.net < 0 ? vt.refund : vt.net}
                value={report.data.net}
                note={`${vt.output} − ${vt.input}`}
                tone={report.data.net < 0 ? 'green' : 'red'}
                testId="vatreturn-net"
              />
            </SimpleGrid>
            <ValueChart
              data={[
                { label: vt.output, value: report.data.output.TaxAmount },
                { label: vt.input, value: report.data.input.TaxAmount },
              ]}
              label="label"
              value="value"
              name={vt.chart}
            />
            <VatBoxesTable boxes={report.data.boxes} testId="vatreturn-boxes" />
          </Stack>
        </ReportCard>
      )}
    </Stack>
  );
}
