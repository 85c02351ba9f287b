import { useQuery } from '@tanstack/react-query';
import type { IssueDateRange } from '../../../../domain/reports';
import type { z } from 'zod';
import type { salesByModifierRow } from '../../../../domain/schemas/restaurant';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

export type SalesByModifierRow = z.infer<typeof salesByModifierRow>;

/**
 * GET {business}/reports/sales-by-modifier?from&to (Riyadh IssueDates, inclusive; decision 0056):
 * each choice sold in the period with its quantity and amount (SAR).
 */
export function useSalesByModifier(business: string, r: IssueDateRange, enabled: boolean) {
  return useQuery({
    queryKey: qk.report(business, 'sales-by-modifier', r.from, r.to),
    queryFn: async () =>
      (
        await api<{ rows: SalesByModifierRow[] }>(
          `/${business}/reports/sales-by-modifier?from=${r.from}&to=${r.to}`,
        )
      ).rows,
    enabled,
  });
}
