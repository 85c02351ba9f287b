import {
  Alert,
  Button,
  Card,
  Chip,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { PAYMENT_MEANS_LABELS, type PaymentMeansCode } from '../../../domain/payment-means';
import { currentQuarterIssueDates } from '../../../domain/report-period';
import { useBusinessKey, useCurrentBusiness } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useVatReport, vatQueryString, type VatFilter } from './api/reports';
import { AmountCard } from '../../components/Amount';
import { ReportActions, ReportCard, Sar } from './ReportParts';
import { VatBoxesTable } from './VatBoxesTable';
import './reports.css';
import { DateField } from '../../components/DateField';

/**
 * /{business}/invoicesvat: a Riyadh date range, both dates inclusive (default: the current Riyadh
 * quarter; the period rule of decision 0051, stated under the dates), excluded payment means, and for a trading business an excluded buyer
 * VAT number; total, before-tax and VAT from the stored invoices, per payment means, and the
 * legacy formula's figures beside them only when the server says they differ.
 */
export function InvoicesVatPage() {
  const business = useBusinessKey();
  const current = useCurrentBusiness();
  const [draft, setDraft] = useState<VatFilter>(() => {
    const quarter = currentQuarterIssueDates(Date.now());
    return { startdate: quarter.from, enddate: quarter.to, exclude: [], excludeVat: '' };
  });
  const [filter, setFilter] = useState(draft);
  const report = useVatReport(business, filter);
  const codes = current.paymentMeans as readonly PaymentMeansCode[];

  return (
    <Stack gap="md">
      <PageHeader title={t.reports.vatTitle} back={`/${business}/reports`} />
      <Card withBorder radius="md" padding="md" className="no-print">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setFilter(draft);
          }}
        >
          <Group align="end" wrap="wrap">
            <DateField
              label={t.reports.vat.from}
              value={draft.startdate}
              onChange={(e) => setDraft({ ...draft, startdate: e.currentTarget.value })}
              data-testid="vat-from"
            />
            <DateField
              label={t.reports.vat.to}
              value={draft.enddate}
              onChange={(e) => setDraft({ ...draft, enddate: e.currentTarget.value })}
              data-testid="vat-to"
            />
            {current.kind === 'trading' && (
              <TextInput
                label={t.reports.vat.excludeVat}
                value={draft.excludeVat}
                maxLength={15}
                dir="ltr"
                onChange={(e) => setDraft({ ...draft, excludeVat: e.currentTarget.value.trim() })}
                data-testid="vat-exclude-vat"
              />
            )}
            <Button type="submit" data-testid="vat-show">
              {t.reports.vat.show}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" mt="xs" data-testid="period-rule">
            {t.reports.periodRule}
          </Text>
          <Text size="sm" fw={600} mt="sm" mb={4}>
            {t.reports.vat.exclude}
          </Text>
          <Chip.Group
            multiple
            value={draft.exclude}
            onChange={(exclude) => setDraft({ ...draft, exclude })}
          >
            <Group gap="xs">
              {codes.map((c) => (
                <Chip
                  key={c}
                  value={c}
                  color="red"
                  variant="outline"
                  data-testid={`vat-exclude-${c}`}
                >
                  {PAYMENT_MEANS_LABELS[c]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </form>
      </Card>
      {report.isError ? (
        <LoadError error={report.error} onRetry={() => report.refetch()} />
      ) : report.isPending ? (
        <Loading />
      ) : (
        <ReportCard
          title={
            <>
              {t.reports.vat.stored} · <Num>{report.data.startdate}</Num> –{' '}
              <Num>{report.data.enddate}</Num>
            </>
          }
          actions={
            <ReportActions
              business={business}
              report="invoicesvat"
              query={vatQueryString(filter)}
            />
          }
        >
          <Stack>
            <Text c="dimmed">
              {t.reports.vat.count}: <Num>{report.data.count}</Num>
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <AmountCard
                label={t.reports.columns.total}
                value={report.data.TaxInclusiveAmount}
                testId="vat-total"
              />
              <AmountCard
                label={t.reports.columns.beforeTax}
                value={report.data.TaxExclusiveAmount}
                testId="vat-before-tax"
              />
              <AmountCard
                label={t.reports.columns.tax}
                value={report.data.TaxAmount}
                testId="vat-tax"
              />
            </SimpleGrid>
            {report.data.legacy && (
              <Alert color="yellow" title={t.reports.vat.legacy} data-testid="vat-legacy">
                <Group gap="xl">
                  <Text>
                    {t.reports.columns.beforeTax}:{' '}
                    <Sar value={report.data.legacy.TaxExclusiveAmount} />
                  </Text>
                  <Text>
                    {t.reports.columns.tax}: <Sar value={report.data.legacy.TaxAmount} />
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" mt={4}>
                  {t.reports.vat.legacyHint}
                </Text>
              </Alert>
            )}
            <DataTable
              wrapper="scroll"
              minWidth={520}
              columns={[
                t.reports.columns.means,
                { label: t.reports.columns.count, ta: 'end' },
                { label: t.reports.columns.beforeTax, ta: 'end' },
                { label: t.reports.columns.tax, ta: 'end' },
                { label: t.reports.columns.total, ta: 'end' },
              ]}
              striped
              data-testid="vat-by-means"
            >
              {report.data.byPaymentMeans.map((g) => (
                <Table.Tr key={g.PaymentMeansCode}>
                  <Table.Td>
                    {PAYMENT_MEANS_LABELS[g.PaymentMeansCode as PaymentMeansCode] ??
                      g.PaymentMeansCode}
                  </Table.Td>
                  <Table.Td ta="end">
                    <Num>{g.count}</Num>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Sar value={g.TaxExclusiveAmount} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <Sar value={g.TaxAmount} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <Sar value={g.TaxInclusiveAmount} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
            <VatBoxesTable boxes={report.data.boxes} testId="vat-boxes" />
          </Stack>
        </ReportCard>
      )}
    </Stack>
  );
}
