import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PAYMENT_MEANS_LABELS } from '../../domain/payment-means';
import type { ZReportView } from '../../domain/schemas/shift-reports';
import { riyadhDateTime } from '../lib/format';
import { t } from '../locales/ar';
import { Sar } from './Amount';
import { Num } from './Num';

/** One labelled figure of the report. */
function Figure(props: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={0} data-testid={props.testId}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700}>{props.children}</Text>
    </Stack>
  );
}

/**
 * A shift's X report (open shift) or Z report (closed) as the server sums it (decision 0055):
 * times in Riyadh, the sales by payment means, the VAT totals and the cash drawer's expected,
 * counted and over/short (short red, over green). Amounts SAR with two decimals.
 */
export function ZReportSummary({ report }: { report: ZReportView }) {
  const text = t.shifts.report;
  const diff = report.cash.overShort;
  return (
    <Card withBorder radius="md" padding="md" data-testid="z-report">
      <Stack gap="sm">
        <Title order={4}>{report.kind === 'Z' ? text.z(report.zNumber) : text.x}</Title>
        <Text size="sm" c="dimmed">
          {report.till.name} · {report.cashier.name} · <Num>{riyadhDateTime(report.openedAt)}</Num>
          {report.closedAt && (
            <>
              {' → '}
              <Num>{riyadhDateTime(report.closedAt)}</Num>
            </>
          )}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label={text.invoices}>
            <Num>{report.invoices.count}</Num>
          </Figure>
          <Figure label={text.gross}>
            <Sar value={report.gross} />
          </Figure>
          <Figure label={text.vat}>
            <Sar value={report.vatTotal} />
          </Figure>
          <Figure label={text.averageTicket}>
            <Sar value={report.averageTicket} />
          </Figure>
          {report.byMeans.map((m) => (
            <Figure key={m.code} label={`${PAYMENT_MEANS_LABELS[m.code]} (${m.count})`}>
              <Sar value={m.total} />
            </Figure>
          ))}
          <Figure label={text.expected} testId="z-expected">
            <Sar value={report.cash.expected} />
          </Figure>
          {report.cash.counted !== null && (
            <Figure label={text.counted} testId="z-counted">
              <Sar value={report.cash.counted} />
            </Figure>
          )}
          {diff !== null && (
            <Figure label={text.overShort} testId="z-over-short">
              <Text span fw={700} c={diff < 0 ? 'red' : diff > 0 ? 'teal' : undefined}>
                <Sar value={diff} />
              </Text>
            </Figure>
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
