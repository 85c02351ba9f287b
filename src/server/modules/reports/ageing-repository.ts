import { PAYMENT_MEANS } from '../../../domain/payment-means';
import type { DbOrTrx } from '../../db/types';

/** SQL of the ageing reports (decision 0068): amounts halalas, dates Riyadh 'YYYY-MM-DD'. */

/** The business's credit (24) tax invoices issued on or before `day`, with their client. */
export async function creditInvoicesUpTo(db: DbOrTrx, businessId: number, day: string) {
  return db
    .selectFrom('invoices as i')
    .leftJoin('clients as c', (j) =>
      j.onRef('c.id', '=', 'i.client_id').onRef('c.business_id', '=', 'i.business_id'),
    )
    .select([
      'i.id',
      'i.payment_means_code',
      'i.invoice_type_code',
      'i.tax_inclusive_amount',
      'i.issue_date',
      'i.due_date',
      'i.customer_registration_name',
      'c.uuid as client_uuid',
      'c.registration_name as client_name',
    ])
    .where('i.business_id', '=', businessId)
    .where('i.payment_means_code', '=', PAYMENT_MEANS.credit)
    .where('i.invoice_type_code', '=', '388')
    .where('i.issue_date', '<=', day)
    .execute();
}

/**
 * The business's purchases with their supplier and the Σ of their supplier payments made on or
 * before `upTo` (a Riyadh date; null when none).
 */
export async function purchasesWithPaid(db: DbOrTrx, businessId: number, upTo: string) {
  return db
    .selectFrom('purchases as p')
    .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('supplier_payments')
          .select((e) => ['purchase_id', e.fn.sum<number>('amount').as('paid')])
          .where('business_id', '=', businessId)
          .where('issue_date', '<=', upTo)
          .groupBy('purchase_id')
          .as('sp'),
      (j) => j.onRef('sp.purchase_id', '=', 'p.id'),
    )
    .select(['p.total', 'p.date', 'p.due_date', 's.uuid', 's.name', 'sp.paid'])
    .where('p.business_id', '=', businessId)
    .execute();
}
