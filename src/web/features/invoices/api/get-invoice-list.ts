import { useQuery } from '@tanstack/react-query';
import type { InvoiceSummary } from '../../../../domain/schemas/invoices';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/**
 * The invoice list endpoints under /api/v1/{business}, each answering
 * InvoiceSummary[] newest first: today, yesterday, this month (two spellings) and all.
 */
export const INVOICE_LISTS = [
  'invoicestodayall',
  'invoicesyesterday',
  'invoicesmonth',
  'thismonth',
  'invoices',
] as const;
export type InvoiceList = (typeof INVOICE_LISTS)[number];

export function getInvoiceList(business: string, list: InvoiceList): Promise<InvoiceSummary[]> {
  return api<InvoiceSummary[]>(`/${business}/${list}`);
}

export function useInvoiceList(business: string, list: InvoiceList) {
  return useQuery({
    queryKey: qk.invoiceList(business, list),
    queryFn: () => getInvoiceList(business, list),
  });
}
