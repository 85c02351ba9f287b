import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReportPeriod } from '../../../../domain/reports';
import type {
  ExportReport,
  ItemQuantityRow,
  SalesByDayRow,
  TillAnswer,
  VatReportAnswer,
  VatReturnAnswer,
} from '../../../../domain/schemas/reports';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { saveBlob } from '../../../lib/save-blob';

/** GET {business}/reports/sales?period: sales per Riyadh IssueDate, total descending. */
export function useSalesByDay(business: string, period: ReportPeriod) {
  return useQuery({
    queryKey: qk.report(business, 'sales', period),
    queryFn: () => api<SalesByDayRow[]>(`/${business}/reports/sales?period=${period}`),
  });
}

/** GET {business}/totalmonth: `{ "YYYY-MM": SAR }`. */
export function useTotalMonth(business: string) {
  return useQuery({
    queryKey: qk.report(business, 'totalmonth'),
    queryFn: () => api<Record<string, number>>(`/${business}/totalmonth`),
  });
}

/** GET {business}/invoiceline (all) or invoicelinemonth (this month). */
export function useItemQuantities(business: string, period: ReportPeriod) {
  const path = period === 'all' ? 'invoiceline' : 'invoicelinemonth';
  return useQuery({
    queryKey: qk.report(business, path),
    queryFn: () => api<ItemQuantityRow[]>(`/${business}/${path}`),
  });
}

/** The VAT report's filters as the query string of GET invoicesvat and its export. */
export interface VatFilter {
  startdate: string;
  enddate: string;
  exclude: string[];
  excludeVat: string;
}
export function vatQueryString(f: VatFilter): string {
  const p = new URLSearchParams({ startdate: f.startdate, enddate: f.enddate });
  if (f.exclude.length > 0) p.set('exclude', f.exclude.join(','));
  if (f.excludeVat) p.set('excludeVat', f.excludeVat);
  return p.toString();
}

/** GET {business}/invoicesvat?… for the filter. */
export function useVatReport(business: string, f: VatFilter) {
  const qs = vatQueryString(f);
  return useQuery({
    queryKey: qk.report(business, 'invoicesvat', qs),
    queryFn: () => api<VatReportAnswer>(`/${business}/invoicesvat?${qs}`),
  });
}

/** GET {business}/till?view: the till dashboard; refreshed every 30 s (sales keep coming). */
export function useTill(business: string, view: TillAnswer['view']) {
  return useQuery({
    queryKey: qk.report(business, 'till', view),
    queryFn: () => api<TillAnswer>(`/${business}/till?view=${view}`),
    refetchInterval: 30_000,
  });
}

/** GET {business}/invoicetopng/{ID}: the receipt image of invoice number `id` (base64 PNG). */
export function useInvoiceImage(business: string, id: number | null) {
  return useQuery({
    queryKey: qk.report(business, 'png', String(id)),
    queryFn: () => api<{ img: string }>(`/${business}/invoicetopng/${id}`),
    enabled: id !== null,
  });
}

/**
 * Downloads GET {business}/reports/export?report&format&… with the bearer token and saves it as
 * `{report}-{business}.{format}`.
 * @throws ApiError when the server refuses or the network fails.
 */
export async function downloadReport(
  business: string,
  report: ExportReport,
  format: 'xlsx' | 'csv',
  query = '',
): Promise<void> {
  const qs = `report=${report}&format=${format}${query ? `&${query}` : ''}`;
  const blob = await api<Blob>(`/${business}/reports/export?${qs}`, { raw: true });
  saveBlob(blob, `${report}-${business}.${format}`);
}

export function useDownloadReport(business: string) {
  return useMutation({
    mutationFn: (a: { report: ExportReport; format: 'xlsx' | 'csv'; query?: string }) =>
      downloadReport(business, a.report, a.format, a.query),
  });
}

/** GET {business}/reports/vatreturn?year&quarter: the quarter's VAT return (SAR). */
export function useVatReturn(business: string, year: number, quarter: number) {
  return useQuery({
    queryKey: qk.report(business, 'vatreturn', String(year), String(quarter)),
    queryFn: () =>
      api<VatReturnAnswer>(`/${business}/reports/vatreturn?year=${year}&quarter=${quarter}`),
  });
}
