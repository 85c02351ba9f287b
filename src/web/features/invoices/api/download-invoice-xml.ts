import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';

/**
 * GET /api/v1/{business}/invoices/{UUID}/xml with the bearer token (a plain link would not carry
 * it), then saves the signed ZATCA phase 2 document as `{ID}.xml` (decision 0032).
 * @throws ApiError when the server refuses (e.g. 409 zatca_off) or the network fails.
 */
export async function downloadInvoiceXml(
  business: string,
  uuid: string,
  id: number,
): Promise<void> {
  const blob = await api<Blob>(`/${business}/invoices/${encodeURIComponent(uuid)}/xml`, {
    raw: true,
  });
  saveBlob(blob, `${id}.xml`);
}

/** The mutation behind the invoice view's «تنزيل XML» button. */
export function useDownloadInvoiceXml(business: string) {
  return useMutation({
    mutationFn: ({ uuid, id }: { uuid: string; id: number }) =>
      downloadInvoiceXml(business, uuid, id),
  });
}
