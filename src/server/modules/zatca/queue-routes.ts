import { businessUuidParams } from '../../../domain/schemas/common';
import { invoiceView } from '../../../domain/schemas/invoices';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { retryZatcaNow } from './retry';

/** The invoice's queue state after the retry (the view's `ZATCA` fields, all present). */
const zatcaState = invoiceView.shape.ZATCA.unwrap().omit({ ICV: true }).required();

/**
 * POST {business}/invoices/{UUID}/zatca/retry (decision 0036): an administrator sends a rejected
 * document again, or a pending one now instead of at its back-off time. Behind `businesses.edit`
 * (administrators only): re-sending is a decision about the business's dealings with ZATCA.
 */
export async function zatcaQueueRoutes(app: App) {
  app.post(
    '/invoices/:UUID/zatca/retry',
    {
      config: { action: 'businesses.edit' as const },
      schema: {
        operationId: 'retryInvoiceZatcaSubmission',
        summary: 'Send a failed invoice to ZATCA again',
        tags: ['invoices'],
        params: businessUuidParams,
        response: { 200: zatcaState, ...errorResponses('zatca_not_retryable') },
      },
    },
    async (req) => retryZatcaNow(app.ctx, currentUser(req), currentBusiness(req), req.params.UUID),
  );
}
