import type { ZatcaStatus } from '../../../domain/zatca/reporting';
import type { DbOrTrx } from '../../db/types';
import { recordInvoiceWebhookEvent } from '../webhooks';

/**
 * Records the webhook event of ZATCA's first recorded answer (decision 0059), in the answer's own
 * transaction `trx`: `invoice.cleared` for a cleared, reported or reported-with-warnings document,
 * `invoice.rejected` for a rejected one, with the invoice's data and that status. Reads the invoice
 * row itself (the queue does not import the invoices module).
 */
export async function recordAnswerWebhookEvent(
  trx: DbOrTrx,
  businessId: number,
  invoiceId: number,
  status: Exclude<ZatcaStatus, 'pending'>,
  at: number,
): Promise<void> {
  const invoice = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) return;
  const type = status === 'rejected' ? 'rejected' : 'cleared';
  await recordInvoiceWebhookEvent(trx, invoice, type, { signed: true, status }, at);
}
