import {
  Alert,
  Button,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { creditAlert } from '../../../domain/collection';
import { IconAlertTriangle, IconCash, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isCreditSale } from '../../../domain/payment-means';
import { useBusinessKey, useCan } from '../../app';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import {
  useDownloadStatementPdf,
  useStatement,
  type ClientStatement,
  type Period,
} from './api/statement';
import { CollectDialog, type ClientInvoice } from './CollectDialog';
import { Lines, Figure, ClientBlock, RejectedInvoices } from './StatementParts';
import { DateField } from '../../components/DateField';

const v = t.clients.view;
const sar = (amount: number) => <Num>{formatSarNumber(amount)}</Num>;

/**
 * /{business}/clientx/view/{UUID}: the client's statement for an
 * optional Riyadh period — client block, lines with the running balance, totals, the outstanding
 * credit with the red "due before the end of the month" warning, a collect (تحصيل) button on each
 * outstanding credit invoice, print and PDF download.
 */
export function StatementPage() {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const [period, setPeriod] = useState<Period>({});
  const q = useStatement(business, UUID, period);
  const pdf = useDownloadStatementPdf(business);

  const actions = q.data && (
    <>
      <Button
        variant="light"
        leftSection={<IconDownload size={18} />}
        loading={pdf.isPending}
        onClick={() =>
          pdf.mutate(
            { client: q.data.client, period },
            { onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }) },
          )
        }
        data-testid="statement-pdf"
      >
        {v.pdf}
      </Button>
      <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => print()}>
        {v.print}
      </Button>
    </>
  );

  return (
    <Stack>
      <PageHeader
        title={q.data ? v.title(q.data.client.RegistrationName) : v.titlePlain}
        back={`/${business}/clientx`}
      >
        {actions}
      </PageHeader>
      <PeriodPicker period={period} onChange={setPeriod} />
      {q.data ? <Statement business={business} s={q.data} /> : <NotLoaded query={q} />}
    </Stack>
  );
}

function PeriodPicker({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const set = (key: keyof Period) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...period, [key]: e.currentTarget.value || undefined });
  return (
    <Group align="flex-end" className="no-print" wrap="wrap">
      <DateField
        label={v.from}
        value={period.from ?? ''}
        onChange={set('from')}
        dir="ltr"
        data-testid="statement-from"
      />
      <DateField
        label={v.to}
        value={period.to ?? ''}
        onChange={set('to')}
        dir="ltr"
        data-testid="statement-to"
      />
      {(period.from || period.to) && (
        <Button variant="subtle" onClick={() => onChange({})}>
          {v.clearPeriod}
        </Button>
      )}
    </Group>
  );
}

function Statement({ business, s }: { business: string; s: ClientStatement }) {
  const [collecting, setCollecting] = useState<ClientInvoice | null>(null);
  const canCollect = useCan('invoices.collect');
  const outstanding = s.Invoices.filter(
    (i) => isCreditSale(i.PaymentMeansCode) && i.OutstandingAmount > 0,
  );
  // Yellow while the credit is not yet due, red once an invoice is overdue (decision 0051).
  const alert = creditAlert(
    outstanding.map((i) => ({ outstanding: i.OutstandingAmount, overdue: i.Overdue })),
  );
  // The notes column only when a note changed what one of them owes (total + notes − paid).
  const withNotes = outstanding.some((i) => i.NotesAmount !== 0);

  return (
    <Stack data-testid="statement">
      <ClientBlock client={s.client} />
      {alert && (
        <Alert
          color={alert === 'overdue' ? 'red' : 'yellow'}
          variant={alert === 'overdue' ? 'filled' : 'light'}
          icon={<IconAlertTriangle />}
          title={alert === 'overdue' ? v.overdueTitle : v.dueTitle}
          data-testid="statement-overdue"
          data-tone={alert}
        >
          {(alert === 'overdue' ? v.overdueLate : v.overdue)(formatSarNumber(s.OutstandingCredit))}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Figure label={v.opening} amount={s.OpeningBalance} />
        <Figure label={v.totalDebit} amount={s.TotalDebit} />
        <Figure label={v.totalCredit} amount={s.TotalCredit} />
        <Figure label={v.closing} amount={s.ClosingBalance} strong testId="statement-closing" />
        <Figure label={v.outstanding} amount={s.OutstandingCredit} red={s.OutstandingCredit > 0} />
      </SimpleGrid>
      <Lines s={s} />
      <RejectedInvoices s={s} />
      {outstanding.length > 0 && (
        <Paper withBorder radius="lg" p="md">
          <Title order={4} mb="sm">
            {v.invoicesTitle}
          </Title>
          <ScrollArea>
            <Table verticalSpacing="sm" miw={620} data-testid="statement-credit">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{v.invoice.number}</Table.Th>
                  <Table.Th>{v.invoice.date}</Table.Th>
                  <Table.Th>{v.invoice.due}</Table.Th>
                  <Table.Th>{v.invoice.total}</Table.Th>
                  {withNotes && <Table.Th>{v.invoice.notes}</Table.Th>}
                  <Table.Th>{v.invoice.paid}</Table.Th>
                  <Table.Th>{v.invoice.outstanding}</Table.Th>
                  {canCollect && <Table.Th className="no-print" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {outstanding.map((i) => (
                  <Table.Tr key={i.UUID} c={i.Overdue ? 'red' : undefined}>
                    <Table.Td>
                      <Num>{i.ID}</Num>
                      {i.Overdue && (
                        <Text span size="xs" c="red" fw={700} ms={6}>
                          {v.invoice.overdue}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Num>{i.IssueDate}</Num>
                    </Table.Td>
                    <Table.Td>
                      <Num>{i.DueDate ?? ''}</Num>
                    </Table.Td>
                    <Table.Td>{sar(i.PayableAmount)}</Table.Td>
                    {withNotes && (
                      <Table.Td data-testid="statement-notes-amount">{sar(i.NotesAmount)}</Table.Td>
                    )}
                    <Table.Td>{sar(i.PaidAmount)}</Table.Td>
                    <Table.Td fw={700}>{sar(i.OutstandingAmount)}</Table.Td>
                    {canCollect && (
                      <Table.Td className="no-print">
                        <Button
                          size="xs"
                          leftSection={<IconCash size={16} />}
                          onClick={() => setCollecting(i)}
                          data-testid="statement-collect"
                        >
                          {v.collect}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
      <CollectDialog business={business} invoice={collecting} onClose={() => setCollecting(null)} />
    </Stack>
  );
}
