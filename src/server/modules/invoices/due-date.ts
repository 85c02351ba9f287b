import { dueDateFor } from '../../../domain/payment-terms';
import { isCreditSale } from '../../../domain/payment-means';
import type { DbOrTrx } from '../../db/types';
import { clientPaymentTermId, paymentTermById } from '../payment-terms';

/**
 * The payment term and due date a new document is stored with (decision 0068). Only a credit
 * sale (payment means 24, not a note) has them: the document's own `paymentTermId`/`dueDate` when
 * given, else the client's term; the due date is `dueDateFor(issueDate, term)` (Riyadh dates
 * 'YYYY-MM-DD'), or the issue date itself when there is no term (due at once). Anything else:
 * both null.
 */
export async function creditTermsFor(
  trx: DbOrTrx,
  businessId: number,
  input: {
    paymentMeansCode: string;
    isNote: boolean;
    clientId?: number | null;
    paymentTermId?: number | null;
    dueDate?: string | null;
  },
  issueDate: string,
): Promise<{ payment_term_id: number | null; due_date: string | null }> {
  if (input.isNote || !isCreditSale(input.paymentMeansCode))
    return { payment_term_id: null, due_date: null };
  let termId = input.paymentTermId ?? null;
  if (termId === null && input.clientId)
    termId = await clientPaymentTermId(trx, businessId, input.clientId);
  const term = await paymentTermById(trx, businessId, termId);
  if (!term) termId = null;
  const due = input.dueDate ?? (term ? dueDateFor(issueDate, term) : issueDate);
  return { payment_term_id: termId, due_date: due };
}
