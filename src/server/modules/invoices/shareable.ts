import { AppError } from '../../../domain/errors';
import { invoiceKindOfSubtype } from '../../../domain/invoice-kind';
import type { AppContext } from '../../context';
import type { InvoiceRow } from '../../db/types';
import { zatcaStateOf } from '../zatca';

/**
 * A standard tax invoice is shared with the buyer only once ZATCA cleared it (decision 0044;
 * ZATCA, E-Invoicing FAQ: "tax invoices … must be cleared before sharing with the buyer"). Applies
 * when the server sends to ZATCA (ZATCA_MODE simulation or production) and the invoice or note is
 * standard and queued: while its clearance is pending the PDF, receipt image, print and XML
 * answer 409 invoice_not_cleared; once rejected, 409 invoice_rejected_by_zatca with ZATCA's
 * messages. Cleared, accepted with warnings, or reported because clearance was switched off (303):
 * shared. In `off` and `offline` nothing changes; a simplified invoice is never held back.
 * @throws AppError invoice_not_cleared (409) or invoice_rejected_by_zatca (409).
 */
export async function assertShareable(
  ctx: AppContext,
  businessId: number,
  invoice: Pick<InvoiceRow, 'id' | 'invoice_subtype'>,
): Promise<void> {
  const mode = ctx.config.zatcaMode;
  if (mode !== 'simulation' && mode !== 'production') return;
  if (invoiceKindOfSubtype(invoice.invoice_subtype) !== 'standard') return;
  const state = await zatcaStateOf(ctx.db, businessId, invoice.id);
  if (!state) return; // issued before the server sent to ZATCA: never queued
  if (state.status === 'pending')
    throw new AppError('invoice_not_cleared', {
      details: { status: state.status, attempts: state.attempts },
    });
  if (state.status === 'rejected')
    throw new AppError('invoice_rejected_by_zatca', { details: { messages: state.messages } });
}
