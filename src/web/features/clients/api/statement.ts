import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientView } from '../../../../domain/schemas/clients';
import type { CollectionMeans } from '../../../../domain/payment-means';
import type { StatementView } from '../../../../domain/schemas/collection';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { saveBlob } from '../../../lib/save-blob';

/** A statement period: Riyadh calendar dates YYYY-MM-DD, both optional and inclusive. */
export interface Period {
  from?: string;
  to?: string;
}

export type ClientStatement = StatementView & { client: ClientView };

function periodQuery(period: Period): string {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * GET /api/v1/{business}/clients/{UUID}/statement?from&to: the client, the period's lines with the
 * running balance (SAR), totals, outstanding credit and the client's invoices.
 * @throws ApiError 404 unknown client, 400 bad dates.
 */
export function getStatement(business: string, uuid: string, period: Period) {
  return api<ClientStatement>(
    `/${business}/clients/${encodeURIComponent(uuid)}/statement${periodQuery(period)}`,
  );
}

export function useStatement(business: string, uuid: string, period: Period) {
  return useQuery({
    queryKey: qk.statement(business, uuid, period.from ?? '', period.to ?? ''),
    queryFn: () => getStatement(business, uuid, period),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET …/clients/{UUID}/statement/pdf with the bearer token, saved as statement-{VAT}.pdf.
 * @throws ApiError when the server refuses or the network fails.
 */
export async function downloadStatementPdf(
  business: string,
  client: ClientView,
  period: Period,
): Promise<void> {
  const blob = await api<Blob>(
    `/${business}/clients/${encodeURIComponent(client.UUID)}/statement/pdf${periodQuery(period)}`,
    { raw: true },
  );
  saveBlob(blob, `statement-${client.VAT}.pdf`);
}

export function useDownloadStatementPdf(business: string) {
  return useMutation({
    mutationFn: ({ client, period }: { client: ClientView; period: Period }) =>
      downloadStatementPdf(business, client, period),
  });
}

/** A payment on a credit invoice: cash (10) or card/mada (48), `Amount` in SAR. */
export interface PaymentInput {
  PaymentMeansCode: CollectionMeans;
  Amount: number;
}

/**
 * POST /api/v1/{business}/invoices/{UUID}/payments → 201 with the receipt voucher.
 * @throws ApiError 409 when the invoice is not credit or already paid, 400 amount above outstanding.
 */
export function collectPayment(business: string, invoiceUuid: string, body: PaymentInput) {
  return api<{ success: true; message: string; OutstandingAmount: number }>(
    `/${business}/invoices/${encodeURIComponent(invoiceUuid)}/payments`,
    { method: 'POST', body },
  );
}

/** Records a payment; refreshes the statements and the invoice lists. */
export function useCollectPayment(business: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceUuid, body }: { invoiceUuid: string; body: PaymentInput }) =>
      collectPayment(business, invoiceUuid, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qk.clients(business) }),
        queryClient.invalidateQueries({ queryKey: qk.invoices(business) }),
      ]),
  });
}
