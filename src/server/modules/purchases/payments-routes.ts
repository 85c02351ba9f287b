import { businessUuidParams } from '../../../domain/schemas/common';
import { supplierPaymentBody, supplierPaymentsAnswer } from '../../../domain/schemas/payment-terms';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { payPurchase, purchasePayments } from './payments';

const tags = ['purchases'];

/**
 * Supplier payments (payment vouchers, decision 0068): GET `purchases/:UUID/payments`
 * (`purchases.read`) and POST (`purchases.write`; at most what is still owed).
 */
export async function purchasePaymentsRoutes(app: App) {
  app.get(
    '/purchases/:UUID/payments',
    {
      config: { action: 'purchases.read' },
      schema: {
        operationId: 'listPurchasePayments',
        summary: 'List the supplier payments of a purchase, with what is still owed',
        tags,
        params: businessUuidParams,
        response: { 200: supplierPaymentsAnswer, ...errorResponses() },
      },
    },
    async (req) => purchasePayments(app.ctx, currentBusiness(req), req.params.UUID),
  );

  app.post(
    '/purchases/:UUID/payments',
    {
      config: { action: 'purchases.write' },
      schema: {
        operationId: 'payPurchase',
        summary: 'Pay a supplier against a purchase (payment voucher)',
        tags,
        params: businessUuidParams,
        body: supplierPaymentBody,
        response: {
          201: supplierPaymentsAnswer,
          ...errorResponses('purchase_already_paid', 'supplier_payment_exceeds_owed'),
        },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await payPurchase(
            app.ctx,
            currentUser(req),
            currentBusiness(req),
            req.params.UUID,
            req.body,
          ),
        ),
  );
}
