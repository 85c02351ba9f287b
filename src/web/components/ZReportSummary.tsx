import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DENOMINATIONS } from '../../domain/denominations';
import { halalasToSar } from '../../domain/money';
import { PAYMENT_MEANS_LABELS } from '../../domain/payment-means';
import type { ZReportView } from '../../domain/schemas/shift-reports';
import { VAT_CATEGORIES } from '../../domain/vat-categories';
import { riyadhDateTime } from '../lib/format';
import { t } from '../locales/ar';
import { Sar } from './Amount';
import { Num } from './Num';
import { OverShort } from './OverShort';

const z = t.zReport;

/** A titled block of label → value rows. */
function Block({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={5}>{title}</Title>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Stack>
  );
}

function Row({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="end" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

/** Money out of the drawer shown negative; zero stays 0.00 (never -0.00). */
const minus = (v: number) => (v === 0 ? 0 : -v);
const when = (at: string | null) => (at ? <Num>{riyadhDateTime(at)}</Num> : '—');
const countAndTotal = (c: { count: number; total: number }) => (
  <>
    <Num>{c.count}</Num> — <Sar value={c.total} />
  </>
);

/** The denominations of a count with their pieces and values (zero rows left out). */
function CountRows({ count }: { count: Partial<Record<string, number>> }) {
  const rows = DENOMINATIONS.filter((d) => (count[d.key] ?? 0) > 0);
  if (rows.length === 0) return <Row label={z.none}>—</Row>;
  return rows.map((d) => (
    <Row key={d.key} label={<Sar value={halalasToSar(d.halalas)} />}>
      <Num>{count[d.key]}</Num> — <Sar value={halalasToSar(d.halalas * count[d.key]!)} />
    </Row>
  ));
}

/**
 * A shift's X report (open, so far) or Z report (closed) as a readable summary (decision 0055):
 * times in Riyadh, amounts in SAR with two decimals, the over/short in red or green. Shared by the
 * POS's close and X report screens and the shift page.
 */
export function ZReportSummary({ report }: { report: ZReportView }) {
  const { cash, card } = report;
  return (
    <Stack gap="md" data-testid="zreport">
      <Group justify="space-between" wrap="wrap">
        <Title order={4} data-testid="zreport-title">
          {report.kind === 'X' ? z.x : z.z(report.zNumber)}
        </Title>
        {report.forced && <Badge color="orange">{z.forced}</Badge>}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        <Block title={report.business.nameAr}>
          <Row label={z.till}>{report.till.name}</Row>
          <Row label={z.cashier}>{report.cashier.name}</Row>
          <Row label={z.openedAt}>{when(report.openedAt)}</Row>
          <Row label={z.closedAt}>{when(report.closedAt)}</Row>
          <Row label={z.printedAt}>{when(report.printedAt)}</Row>
          {report.approvedBy && <Row label={z.approvedBy}>{report.approvedBy.name}</Row>}
          <Row label={z.invoices} testId="zreport-invoices">
            <Num>{report.invoices.count}</Num>
            {report.invoices.first !== null && report.invoices.last !== null && (
              <> ({z.invoiceRange(report.invoices.first, report.invoices.last)})</>
            )}
          </Row>
        </Block>
        <Block title={z.cashTitle} testId="zreport-cash">
          <Row label={z.openingFloat}>
            <Sar value={cash.openingFloat} />
          </Row>
          <Row label={z.cashSales}>
            <Sar value={cash.cashSales} />
          </Row>
          <Row label={z.cashRefunds}>
            <Sar value={minus(cash.cashRefunds)} />
          </Row>
          <Row label={z.cashCollections}>
            <Sar value={cash.cashCollections} />
          </Row>
          <Row label={z.cashIn}>
            <Sar value={cash.cashIn} />
          </Row>
          <Row label={z.cashOut}>
            <Sar value={minus(cash.cashOut)} />
          </Row>
          <Row label={z.expected} testId="zreport-expected">
            {cash.expected === null ? z.expectedAfterCount : <Sar value={cash.expected} />}
          </Row>
          <Row label={z.counted} testId="zreport-counted">
            {cash.counted === null ? z.notCounted : <Sar value={cash.counted} />}
          </Row>
          <Row label={z.overShort}>
            <OverShort value={cash.overShort} testId="zreport-over-short" />
          </Row>
        </Block>
        <Block title={z.byMeans}>
          {report.byMeans.map((m) => (
            <Row
              key={m.code}
              label={PAYMENT_MEANS_LABELS[m.code]}
              testId={`zreport-means-${m.code}`}
            >
              {countAndTotal(m)}
            </Row>
          ))}
          <Row label={z.creditNotes}>{countAndTotal(report.creditNotes)}</Row>
          <Row label={z.debitNotes}>{countAndTotal(report.debitNotes)}</Row>
          <Row label={z.discounts}>
            <Sar value={report.discounts} />
          </Row>
          <Row label={z.averageTicket}>
            <Sar value={report.averageTicket} />
          </Row>
        </Block>
        <Block title={z.cardTitle}>
          <Row label={z.cardSales}>
            <Sar value={card.sales} />
          </Row>
          <Row label={z.batchTotal}>
            {card.batchTotal === null ? '—' : <Sar value={card.batchTotal} />}
          </Row>
          <Row label={z.difference}>
            {card.difference === null ? '—' : <OverShort value={card.difference} />}
          </Row>
          <Row label={`${z.listed}: ${z.credit}`}>{countAndTotal(report.credit)}</Row>
          <Row label={`${z.listed}: ${z.apps}`}>{countAndTotal(report.apps)}</Row>
        </Block>
        <Block title={z.vat}>
          {report.vat.map((v) => (
            <Row key={`${v.category}-${v.percent}`} label={`${VAT_CATEGORIES[v.category].labelAr}`}>
              <Sar value={v.taxable} /> / <Sar value={v.vat} />
            </Row>
          ))}
          <Row label={z.net}>
            <Sar value={report.net} />
          </Row>
          <Row label={z.vatTotal}>
            <Sar value={report.vatTotal} />
          </Row>
          <Row label={z.gross} testId="zreport-gross">
            <Sar value={report.gross} />
          </Row>
        </Block>
        <Block title={z.byCategory}>
          {report.byCategory.length === 0 && <Row label={z.none}>—</Row>}
          {report.byCategory.map((c) => (
            <Row key={c.category ?? ''} label={c.category ?? z.noCategory}>
              <Num>{c.quantity}</Num> — <Sar value={c.total} />
            </Row>
          ))}
        </Block>
        <Block title={z.movements} testId="zreport-movements">
          {report.movements.length === 0 && <Row label={z.none}>—</Row>}
          {report.movements.map((m) => (
            <Row key={m.id} label={`${m.direction === 'in' ? z.cashIn : z.cashOut}: ${m.reason}`}>
              <Sar value={m.direction === 'in' ? m.amount : minus(m.amount)} />
            </Row>
          ))}
        </Block>
        {report.closingCount && (
          <Block title={z.closingCount}>
            <CountRows count={report.closingCount} />
          </Block>
        )}
        {report.openingCount && (
          <Block title={z.openingCount}>
            <CountRows count={report.openingCount} />
          </Block>
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {report.business.nameAr} — <Num>{report.business.vatNumber}</Num>
      </Text>
    </Stack>
  );
}
