import { Button, Pagination, SegmentedControl, Stack } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAID_FIRST_ORDER, PAYMENT_MEANS_CODES } from '../../../domain/payment-means';
import { useBusinessKey } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useBusiness } from '../../lib/businesses';
import { PAGE_SIZE, pageTotals, useInvoicePage, type PagePeriod } from './api/get-invoice-page';
import { InvoiceTable } from './InvoiceTable';
import { PaymentTotals } from './PaymentTotals';
import { ReceiptPreview } from './ReceiptPreview';
import './invoices.css';

const FILTERS = {
  today: 'today',
  yesterday: 'yesterday',
  month: 'month',
  all: 'all',
} as const satisfies Record<string, PagePeriod>;
type Filter = keyof typeof FILTERS;
const isFilter = (v: string | null): v is Filter => v !== null && v in FILTERS;

/** Totals cards in the order cash, mada, apps, apps cash, credit — the business's means only. */

/**
 * /{business}/invoices: the till view of the legacy app — filters today / yesterday / month / all,
 * totals per payment means and a grand total, the list, and a receipt preview panel.
 * The legacy specification says invoice lists default to this month; this screen is the till
 * dashboard, whose
 * default view is invoicestodayall, so it opens on today. The filter is kept in the
 * URL (?f=) so "back" from an invoice returns to the same list.
 */
export function InvoicesPage() {
  const business = useBusinessKey();
  const [params, setParams] = useSearchParams();
  const f = params.get('f');
  const filter: Filter = isFilter(f) ? f : 'today';
  const profile = useBusiness(business);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const paged = useInvoicePage(business, FILTERS[filter], page);
  // The page's invoices; count and totals come from the server for the whole period (decision 0030).
  const list = { ...paged, data: paged.data?.items };
  const [selected, setSelected] = useState<number | null>(null);

  const totals = useMemo(() => pageTotals(paged.data), [paged.data]);
  const pages = Math.ceil((paged.data?.count ?? 0) / PAGE_SIZE);
  const enabled = profile.data?.paymentMeans ?? PAYMENT_MEANS_CODES;
  const codes = PAID_FIRST_ORDER.filter((c) => enabled.includes(c));
  // Preview the newest invoice until the cashier picks another row.
  const shown =
    selected !== null && list.data?.some((i) => i.ID === selected)
      ? selected
      : (list.data?.[0]?.ID ?? null);

  return (
    <Stack gap="md">
      <PageHeader title={t.invoices.title} back={`/${business}`}>
        <Button
          component={Link}
          to={`/${business}/pos`}
          size="md"
          variant="light"
          leftSection={<IconCash size={20} />}
        >
          {t.invoices.pos}
        </Button>
      </PageHeader>
      <SegmentedControl
        size="lg"
        radius="xl"
        value={filter}
        onChange={(v) => {
          setSelected(null);
          setParams(v === 'today' ? {} : { f: v }, { replace: true });
        }}
        data={(Object.keys(FILTERS) as Filter[]).map((k) => ({
          value: k,
          label: t.invoices.filters[k],
        }))}
        data-testid="invoices-filter"
        className="no-print"
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
            <div className="invoices-layout">
              <InvoiceTable
                business={business}
                invoices={list.data}
                selected={shown}
                onSelect={setSelected}
              />
              <div className="invoices-preview">
                <ReceiptPreview business={business} id={shown} />
              </div>
            </div>
          )}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={(p) => {
                setSelected(null);
                setParams({ ...(filter === 'today' ? {} : { f: filter }), page: String(p) });
              }}
              className="no-print"
              data-testid="invoices-pages"
            />
          )}
        </>
      )}
    </Stack>
  );
}
