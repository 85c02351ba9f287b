import { Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { documentTitle } from '../../../domain/notes';
import { BASE_PAYMENT_MEANS, CREDIT_FIRST_ORDER } from '../../../domain/payment-means';
import { useBusinessKey } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { useBusiness } from '../../lib/businesses';
import { PAGE_SIZE, pageTotals, useInvoicePage } from './api/get-invoice-page';
import { PaymentBadge } from '../../components/PaymentBadge';
import { PaymentTotals } from './PaymentTotals';

/**
 * Totals of the legacy app for invoicex: credit, cash, card. The delivery-app means follow when the
 * business takes them, so the cards always add up to the grand total.
 */

/**
 * /{business}/invoicex: the customer-facing invoice list — this month by default,
 * a button for all invoices; customer with the invoice number, date, total with payment label.
 */
export function InvoicexPage() {
  const business = useBusinessKey();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const all = params.get('f') === 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const paged = useInvoicePage(business, all ? 'all' : 'month', page);
  const list = { ...paged, data: paged.data?.items };
  const profile = useBusiness(business);
  // Count and totals of the whole period, summed by the server (decision 0030).
  const totals = useMemo(() => pageTotals(paged.data), [paged.data]);
  const pages = Math.ceil((paged.data?.count ?? 0) / PAGE_SIZE);
  const enabled = profile.data?.paymentMeans ?? BASE_PAYMENT_MEANS;
  const codes = CREDIT_FIRST_ORDER.filter(
    (c) => BASE_PAYMENT_MEANS.includes(c) || enabled.includes(c),
  );

  return (
    <Stack gap="md">
      <PageHeader title={t.invoices.titleX} back={`/${business}`} />
      <SegmentedControl
        size="lg"
        radius="xl"
        value={all ? 'all' : 'month'}
        onChange={(v) => setParams(v === 'all' ? { f: 'all' } : {}, { replace: true })}
        data={[
          { value: 'month', label: t.invoices.filters.month },
          { value: 'all', label: t.invoices.filters.all },
        ]}
        data-testid="invoicex-filter"
        style={{ alignSelf: 'flex-start' }}
      />
      {paged.isError ? (
        <LoadError error={paged.error} onRetry={() => paged.refetch()} />
      ) : paged.isPending || !list.data ? (
        <Loading />
      ) : (
        <>
          <PaymentTotals totals={totals} codes={codes} />
          {list.data.length === 0 ? (
            <Empty>{t.invoices.empty}</Empty>
          ) : (
            <DataTable
              wrapper="scroll"
              minWidth={520}
              columns={[
                t.invoices.columns.customer,
                t.invoices.columns.date,
                { label: t.invoices.columns.total, ta: 'end' },
              ]}
              highlightOnHover
              verticalSpacing="sm"
              fz="md"
            >
              {list.data.map((inv) => {
                const to = `/${business}/invoicex/view/${inv.UUID}`;
                return (
                  <Table.Tr
                    key={inv.UUID}
                    onClick={() => navigate(to)}
                    style={{ cursor: 'pointer' }}
                    data-testid={`invoice-row-${inv.ID}`}
                  >
                    <Table.Td>
                      <Text
                        component={Link}
                        to={to}
                        fw={700}
                        c="teal.8"
                        style={{ textDecoration: 'none' }}
                      >
                        {inv.CustomerRegistrationName || t.invoices.cashCustomer}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {documentTitle(inv.InvoiceTypeCode, inv.InvoiceKind).ar} ·{' '}
                        {t.invoices.columns.number} <Num>{inv.ID}</Num>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Num>{inv.IssueDate}</Num>
                    </Table.Td>
                    <Table.Td ta="end">
                      <Text fw={700}>
                        <Num>{formatSarNumber(inv.TaxInclusiveAmount)}</Num> {t.common.sar}
                      </Text>
                      <PaymentBadge code={inv.PaymentMeansCode} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </DataTable>
          )}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={(p) => setParams({ ...(all ? { f: 'all' } : {}), page: String(p) })}
              data-testid="invoicex-pages"
            />
          )}
        </>
      )}
    </Stack>
  );
}
