import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET /api/v1/{business}/invoices/{UUID}/pdf with the bearer token (a plain link would not carry
 * it), then saves the blob as invoice{ID}.pdf (SPEC.md §9).
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
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `invoice${id}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function useDownloadInvoicePdf(business: string) {
  return useMutation({
    mutationFn: ({ uuid, id }: { uuid: string; id: number }) =>
      downloadInvoicePdf(business, uuid, id),
  });
}
