import { useQuery } from '@tanstack/react-query';
import type { IssueDateRange } from '../../../../domain/reports';
import type {
  CashiersAnswer,
  GrossProfitAnswer,
  HoursAnswer,
  MySalesAnswer,
} from '../../../../domain/schemas/report-insights';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** `startdate=…&enddate=…` of a period (Riyadh IssueDates, both inclusive; decision 0051). */
export const rangeQuery = (r: IssueDateRange) => `startdate=${r.from}&enddate=${r.to}`;

/** GET {business}/reports/{grossprofit|cashiers|hours}?startdate&enddate (decision 0051). */
function useRangeReport<T>(business: string, path: string, r: IssueDateRange, enabled = true) {
  return useQuery({
    queryKey: qk.report(business, path, r.from, r.to),
    queryFn: () => api<T>(`/${business}/reports/${path}?${rangeQuery(r)}`),
    enabled,
  });
}

export const useGrossProfit = (business: string, r: IssueDateRange, enabled: boolean) =>
  useRangeReport<GrossProfitAnswer>(business, 'grossprofit', r, enabled);
export const useCashiers = (business: string, r: IssueDateRange) =>
  useRangeReport<CashiersAnswer>(business, 'cashiers', r);
export const useHours = (business: string, r: IssueDateRange) =>
  useRangeReport<HoursAnswer>(business, 'hours', r);

/** GET {business}/reports/mine: the signed-in user's own sales of today (Riyadh). */
export function useMySales(business: string) {
  return useQuery({
    queryKey: qk.report(business, 'mine'),
    queryFn: () => api<MySalesAnswer>(`/${business}/reports/mine`),
  });
}
