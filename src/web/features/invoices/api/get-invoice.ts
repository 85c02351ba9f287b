import { useQuery } from '@tanstack/react-query';
import type { InvoiceDetailAnswer } from '../../../../domain/schemas/invoices';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET /api/v1/{business}/invoices/{UUID}: the invoice with lines, its QR and the logo (base64 PNGs). */
export function getInvoice(business: string, uuid: string): Promise<InvoiceDetailAnswer> {
  return api<InvoiceDetailAnswer>(`/${business}/invoices/${encodeURIComponent(uuid)}`);
}

export function useInvoice(business: string, uuid: string) {
  return useQuery({
    queryKey: qk.invoice(business, uuid),
    queryFn: () => getInvoice(business, uuid),
  });
}
