import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sarToHalalas } from '../../../../domain/money';
import type { InvoicePageAnswer } from '../../../../domain/schemas/invoice-page';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import type { ListTotals } from '../payment-totals';

/** The periods of GET invoices/page (decision 0030). */
export type PagePeriod = 'today' | 'yesterday' | 'month' | 'all';
/** Invoices per page on the list screens. */
export const PAGE_SIZE = 50;

/**
 * GET /api/v1/{business}/invoices/page?period&page&pageSize: one page of invoices newest first,
 * with the count and totals of the whole period computed by the server.
 */
export function useInvoicePage(business: string, period: PagePeriod, page: number) {
  const qs = `period=${period}&page=${page}&pageSize=${PAGE_SIZE}`;
  return useQuery({
    queryKey: qk.invoicePage(business, qs),
    queryFn: () => api<InvoicePageAnswer>(`/${business}/invoices/page?${qs}`),
    placeholderData: keepPreviousData,
  });
}

/** The server's totals per payment means → the totals cards' shape (halalas, exact). */
export function pageTotals(answer: InvoicePageAnswer | undefined): ListTotals {
  const byMeans: ListTotals['byMeans'] = new Map();
  const grand = { count: 0, amount: 0 };
  for (const g of answer?.byPaymentMeans ?? []) {
    const amount = sarToHalalas(g.TaxInclusiveAmount);
    byMeans.set(g.PaymentMeansCode, { count: g.count, amount });
    grand.count += g.count;
    grand.amount += amount;
  }
  return { byMeans, grand };
}
