import { AppError } from '../../../domain/errors';
import type { ZatcaMessage } from '../../../domain/zatca/reporting';
import type { AppContext, SessionUser } from '../../context';
import { writeAudit } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import { loadInvoice } from '../invoices';
import { zatcaStateOf, type ZatcaState } from './queue-state';
import * as qrepo from './queue-repository';

/**
 * POST invoices/{UUID}/zatca/retry (an administrator): makes the invoice's document due now — a
 * rejected one is sent again (its earlier messages are cleared from the row and kept in the audit
 * log), a pending one waiting for its back-off is sent at the worker's next pass. A document being
 * sent right now is left to that send.
 * @returns the state after the change, read in the same transaction.
 * @throws AppError not_found (404) for no such invoice; zatca_not_retryable (409) when it was
 *   never queued or ZATCA already accepted it (reported, cleared, warnings).
 */
export async function retryZatcaNow(
  ctx: AppContext,
  user: SessionUser,
  business: BusinessRow,
  uuid: string,
): Promise<ZatcaState> {
  const { invoice } = await loadInvoice(ctx, business, uuid);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await qrepo.findSubmission(trx, business.id, invoice.id);
    if (!before || !['pending', 'rejected'].includes(before.status))
      throw new AppError('zatca_not_retryable');
    if (await qrepo.makeDueNow(trx, business.id, invoice.id, ctx.now()))
      await writeAudit(trx, {
        at: ctx.now(),
        userId: user.id,
        businessId: business.id,
        action: 'zatca.retry',
        entity: 'invoice',
        entityId: invoice.uuid,
        details: {
          status: before.status,
          attempts: before.attempts,
          messages: JSON.parse(before.messages) as ZatcaMessage[],
        },
      });
    // else: being sent right now — that send's answer will do.
    return (await zatcaStateOf(trx, business.id, invoice.id))!;
  });
}
