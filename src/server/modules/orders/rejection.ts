import type { DbOrTrx } from '../../db/types';
import { dropRejectedFromRollups, releaseOrderReference } from '../invoices';
import { reopenOrderOfInvoice } from './repository';

/**
 * What the books do when ZATCA refuses to clear a standard invoice (decision 0044), run by the
 * ZATCA queue in the transaction that records the rejection (registered in app.ts with
 * registerClearanceRejected): the invoice leaves the rollups — sales reports, the VAT report and
 * the VAT return — and the quotation it was approved from is pending again, to be corrected and
 * approved into a new invoice, which takes the quotation's OrderReferenceID (the rejected one's is
 * released, releaseOrderReference). The client's statement leaves it out by its status
 * (collection's clientAccount). `now`: the time recorded on the order, UTC ms.
 */
export async function onClearanceRejected(
  trx: DbOrTrx,
  businessId: number,
  invoiceId: number,
  now: number,
): Promise<void> {
  await dropRejectedFromRollups(trx, businessId, invoiceId);
  if (await reopenOrderOfInvoice(trx, businessId, invoiceId, now))
    await releaseOrderReference(trx, businessId, invoiceId);
}
