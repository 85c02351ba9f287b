import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';

/**
 * GET /api/v1/{business}/invoices/{UUID}/pdf with the bearer token (a plain link would not carry
 * it), then saves the blob as invoice{ID}.pdf.
 * @throws ApiError when the server refuses or the network fails.
 */
export async function downloadInvoicePdf(
  business: string,
  uuid: string,
  id: number,
): Promise<void> {
  const blob = await api<Blob>(`/${business}/invoices/${encodeURIComponent(uuid)}/pdf`, {
    raw: true,
  });
  saveBlob(blob, `invoice${id}.pdf`);
}

export function useDownloadInvoicePdf(business: string) {
  return useMutation({
    mutationFn: ({ uuid, id }: { uuid: string; id: number }) =>
      downloadInvoicePdf(business, uuid, id),
  });
}
