import {
  Button,
  Card,
  Group,
  Image,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_MEANS_LABELS, type PaymentMeansCode } from '../../../domain/payment-means';
import { TILL_VIEWS, type TillAnswer } from '../../../domain/schemas/reports';
import { useBusinessKey, useCan, useCurrentBusiness } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { PaymentBadge } from '../../components/PaymentBadge';
import { ShiftsTodayCard } from '../../components/ShiftsTodayCard';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useInvoiceImage, useTill } from './api/reports';
import { ReportCard, Sar, ValueChart } from './ReportParts';
import './reports.css';

/** The till's payment means in the spec's order: 10, 48, 42, 45, 24. */
const TILL_CODES: readonly PaymentMeansCode[] = ['10', '48', '42', '45', '24'];

function InvoiceImage({ business }: { business: string }) {
  const [value, setValue] = useState<number | string>('');
  const [id, setId] = useState<number | null>(null);
  const image = useInvoiceImage(business, id);
  return (
    <ReportCard title={t.reports.till.openImage}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (typeof value === 'number' && value > 0) setId(value);
        }}
      >
        <Group align="end">
          <NumberInput
            label={t.reports.till.number}
            value={value}
            onChange={setValue}
            min={1}
            allowDecimal={false}
            data-testid="till-image-number"
          />
          <Button type="submit">{t.reports.till.open}</Button>
        </Group>
      </form>
      {id !== null &&
        (image.isError ? (
          <LoadError error={image.error} onRetry={() => image.refetch()} />
        ) : image.isPending ? (
          <Loading />
        ) : (
          <Image
            src={`data:image/png;base64,${image.data.img}`}
            alt={t.reports.till.imageAlt(id)}
            maw={320}
            mt="sm"
          />
        ))}
    </ReportCard>
  );
}

/**
 * /{business}/till: the till dashboard of the legacy app — today's invoices (view invoicestodayall
 * by
 * default, or yesterday's), their total and the totals per payment code 10, 48, 42, 45, 24 as the
 * server sums them, a bar chart of those, and an invoice image opened by number. Refreshes itself.
 */
export function TillPage() {
  const business = useBusinessKey();
  const current = useCurrentBusiness();
  const [params, setParams] = useSearchParams();
  const view: TillAnswer['view'] =
    params.get('view') === 'invoicesyesterday' ? 'invoicesyesterday' : 'invoicestodayall';
  const till = useTill(business, view);
  const codes = TILL_CODES.filter((c) => (current.paymentMeans as readonly string[]).includes(c));
  const managesShifts = useCan('shifts.manage');

  return (
    <Stack gap="md">
      <PageHeader title={t.reports.tillTitle} back={`/${business}`} />
      {managesShifts && <ShiftsTodayCard business={business} />}
      <SegmentedControl
        size="md"
        radius="xl"
        value={view}
        onChange={(v) => setParams(v === 'invoicestodayall' ? {} : { view: v }, { replace: true })}
        data={TILL_VIEWS.map((v) => ({ value: v, label: t.reports.till.views[v] }))}
        data-testid="till-view"
        className="no-print"
        style={{ alignSelf: 'flex-start' }}
      />
      {till.isError ? (
        <LoadError error={till.error} onRetry={() => till.refetch()} />
      ) : till.isPending ? (
        <Loading />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: codes.length + 1 }} spacing="sm">
            {codes.map((c) => (
              <Card key={c} withBorder radius="md" padding="sm" data-testid={`till-total-${c}`}>
                <Text size="sm" c="dimmed" fw={600}>
                  {PAYMENT_MEANS_LABELS[c]}
                </Text>
                <Text size="xl" fw={800}>
                  <Sar value={till.data.byPaymentMeans[c] ?? 0} />
                </Text>
              </Card>
            ))}
            <Card withBorder radius="md" padding="sm" bg="teal.0" data-testid="till-total-all">
              <Text size="sm" c="dimmed" fw={600}>
                {t.invoices.grandTotal}
              </Text>
              <Text size="24px" fw={800} c="teal.9">
                <Sar value={till.data.TaxInclusiveAmount} />
              </Text>
              <Text size="xs" c="dimmed">
                {t.invoices.count(till.data.count)}
              </Text>
            </Card>
          </SimpleGrid>
          <Card withBorder radius="md" padding="md">
            <ValueChart
              data={codes.map((c) => ({
                means: PAYMENT_MEANS_LABELS[c],
                total: till.data.byPaymentMeans[c] ?? 0,
              }))}
              label="means"
              value="total"
              name={t.reports.columns.total}
            />
          </Card>
          {till.data.invoices.length === 0 ? (
            <Empty>{t.invoices.empty}</Empty>
          ) : (
            <DataTable
              wrapper="scroll"
              minWidth={480}
              columns={[
                t.invoices.columns.number,
                t.invoices.columns.dateTime,
                t.invoices.columns.employee,
                { label: t.invoices.columns.total, ta: 'end' },
              ]}
              striped
              data-testid="till-invoices"
            >
              {till.data.invoices.map((i) => (
                <Table.Tr key={i.UUID}>
                  <Table.Td>
                    <Num>{i.ID}</Num>
                  </Table.Td>
                  <Table.Td>
                    <Num>{`${i.IssueDate} ${i.IssueTime}`}</Num>
                  </Table.Td>
                  <Table.Td>{i.EmployeeName}</Table.Td>
                  <Table.Td ta="end">
                    <Sar value={i.TaxInclusiveAmount} /> <PaymentBadge code={i.PaymentMeansCode} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )}
          <InvoiceImage business={business} />
        </>
      )}
    </Stack>
  );
}
