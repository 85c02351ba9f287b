import { useMutation, useQuery } from '@tanstack/react-query';
import type { AgeingView } from '../../../../domain/schemas/payment-terms';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { saveBlob } from '../../../lib/save-blob';

/** Which ageing (decision 0068): what clients owe (receivables) or what is owed to suppliers. */
export type AgeingKind = 'receivables' | 'payables';

/**
 * GET {business}/reports/{kind}_ageing?as_of: per client or supplier, SAR by lateness bucket
 * as of the Riyadh date `asOf` (`YYYY-MM-DD`). Not asked while `asOf` is not a date.
 */
export function useAgeing(business: string, kind: AgeingKind, asOf: string, enabled = true) {
  return useQuery({
    queryKey: qk.report(business, `${kind}_ageing`, asOf),
    queryFn: () => api<AgeingView>(`/${business}/reports/${kind}_ageing?as_of=${asOf}`),
    enabled,
  });
}

/**
 * Downloads GET {business}/reports/{kind}_ageing/export?as_of&format with the bearer token and
 * saves it as `{kind}-ageing-{business}-{asOf}.{format}`.
 * @throws ApiError when the server refuses or the network fails.
 */
export async function downloadAgeing(
  business: string,
  kind: AgeingKind,
  asOf: string,
  format: 'xlsx' | 'csv',
): Promise<void> {
  const blob = await api<Blob>(
    `/${business}/reports/${kind}_ageing/export?as_of=${asOf}&format=${format}`,
    { raw: true },
  );
  saveBlob(blob, `${kind}-ageing-${business}-${asOf}.${format}`);
}

export function useDownloadAgeing(business: string, kind: AgeingKind) {
  return useMutation({
    mutationFn: (a: { asOf: string; format: 'xlsx' | 'csv' }) =>
      downloadAgeing(business, kind, a.asOf, a.format),
  });
}
