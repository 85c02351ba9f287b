import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ClientView } from '../../../domain/schemas/clients';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PaymentBadge } from '../../components/PaymentBadge';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { type ClientStatement } from './api/statement';

const v = t.clients.view;
const sar = (amount: number) => <Num>{formatSarNumber(amount)}</Num>;

/**
 * The statement's lines (date, kind, payment, debit, credit, running balance in SAR) with the
 * closing balance in the foot.
 */
export function Lines({ s }: { s: ClientStatement }) {
  const l = v.lines;
  return (
    <DataTable
      minWidth={700}
      columns={[l.date, l.kind, l.payment, l.debit, l.credit, l.balance]}
      striped
      verticalSpacing="sm"
      data-testid="statement-lines"
      foot={
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>{v.closing}</Table.Th>
            <Table.Th>{sar(s.TotalDebit)}</Table.Th>
            <Table.Th>{sar(s.TotalCredit)}</Table.Th>
            <Table.Th>{sar(s.ClosingBalance)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      }
    >
      <Table.Tr>
        <Table.Td colSpan={5} fw={600}>
          {v.opening}
        </Table.Td>
        <Table.Td fw={600}>{sar(s.OpeningBalance)}</Table.Td>
      </Table.Tr>
      {s.Lines.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={6} c="dimmed" ta="center">
            {v.noLines}
          </Table.Td>
        </Table.Tr>
      )}
      {s.Lines.map((line) => (
        <Table.Tr key={`${line.Kind}-${line.InvoiceUUID}-${line.Number}`}>
          <Table.Td>
            <Num>{line.Date}</Num>
          </Table.Td>
          <Table.Td>{v.kinds[line.Kind](line.Number)}</Table.Td>
          <Table.Td>
            <PaymentBadge code={line.PaymentMeansCode} />
          </Table.Td>
          <Table.Td>{line.Debit ? sar(line.Debit) : ''}</Table.Td>
          <Table.Td>{line.Credit ? sar(line.Credit) : ''}</Table.Td>
          <Table.Td fw={600}>{sar(line.Balance)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** One amount card of the statement: a label over an amount in SAR; bold when `strong`, red when `red`. */
export function Figure(props: {
  label: string;
  amount: number;
  strong?: boolean;
  red?: boolean;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={props.testId}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text fw={props.strong || props.red ? 800 : 600} size="lg" c={props.red ? 'red' : undefined}>
        {sar(props.amount)}{' '}
        <Text span size="sm">
          {t.common.sar}
        </Text>
      </Text>
    </Paper>
  );
}

/** The client's name, VAT number, address and phone at the top of the statement. */
export function ClientBlock({ client }: { client: ClientView }) {
  const f = t.clients.form;
  const address = [
    client.BuildingNumber,
    client.StreetName,
    client.AdditionalStreetName,
    client.CitySubdivisionName,
    client.CityName,
    client.PostalZone,
    client.CountrySubentity,
    client.Country,
  ]
    .filter(Boolean)
    .join('، ');
  const rows: [string, React.ReactNode][] = [
    [f.VAT, <Num key="vat">{client.VAT}</Num>],
    ...(client.CRN
      ? [[f.CRN, <Num key="crn">{client.CRN}</Num>] as [string, React.ReactNode]]
      : []),
    [t.invoices.address, address],
    ...(client.Phone
      ? [[f.Phone, <Num key="phone">{client.Phone}</Num>] as [string, React.ReactNode]]
      : []),
  ];
  return (
    <Paper withBorder radius="lg" p="md" data-testid="statement-client">
      <Title order={3} mb="xs">
        {client.RegistrationName}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {rows.map(([label, value]) => (
          <Text key={label} size="sm">
            <Text span c="dimmed">
              {label}:{' '}
            </Text>
            {value}
          </Text>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * Standard invoices ZATCA refused to clear (decision 0044): not tax invoices, so outside every
 * line and balance; listed apart with ZATCA's code and message, and what to do.
 */
export function RejectedInvoices({ s }: { s: ClientStatement }) {
  if (s.RejectedInvoices.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="statement-rejected">
      <Title order={4} mb={4} c="red">
        {v.rejectedTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {v.rejectedHint}
      </Text>
      <DataTable
        minWidth={560}
        columns={[v.invoice.number, v.invoice.date, v.invoice.total, v.rejectedMessages]}
        verticalSpacing="sm"
      >
        {s.RejectedInvoices.map((r) => (
          <Table.Tr key={r.InvoiceUUID}>
            <Table.Td>
              <Num>{r.InvoiceID}</Num>
            </Table.Td>
            <Table.Td>
              <Num>{r.IssueDate}</Num>
            </Table.Td>
            <Table.Td>{sar(r.TaxInclusiveAmount)}</Table.Td>
            <Table.Td>
              {r.Messages.map((m, i) => (
                <Text key={i} size="sm">
                  {m.code && <span dir="ltr">[{m.code}]</span>} {m.message}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Paper>
  );
}
