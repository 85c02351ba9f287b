import { z } from 'zod';
import { businessParam } from '../../../domain/schemas/common';
import {
  cashReceiptBody,
  cashReceiptsQuery,
  collectionAnswer,
  receiptVoucherView,
} from '../../../domain/schemas/collection';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { listCashReceipts } from './cash-receipts';
import { amountHalalas, collectInvoice } from './service';

const tags = ['invoices'];

/**
 * Cash receipts (decision 0068): aliases of the receipt vouchers of credit invoices. POST
 * `cash_receipts` is POST `invoices/{invoice_id}/payments` (same voucher, same rules and lock,
 * `invoices.collect`); GET `cash_receipts?limit` lists the business's vouchers (`invoices.read`).
 */
export async function cashReceiptsRoutes(app: App) {
  app.get(
    '/cash_receipts',
    {
      config: { action: 'invoices.read' },
      schema: {
        operationId: 'listCashReceipts',
        summary: 'List the receipt vouchers (cash receipts) of a business, newest first',
        tags,
        params: businessParam,
        querystring: cashReceiptsQuery,
        response: { 200: z.array(receiptVoucherView), ...errorResponses() },
      },
    },
    async (req) => listCashReceipts(app.ctx, currentBusiness(req), req.query.limit),
  );

  app.post(
    '/cash_receipts',
    {
      config: { action: 'invoices.collect' },
      schema: {
        operationId: 'createCashReceipt',
        summary: 'Record a cash receipt: a receipt voucher on a credit invoice',
        tags,
        params: businessParam,
        body: cashReceiptBody,
        response: {
          201: collectionAnswer,
          ...errorResponses(
            'invoice_not_credit',
            'invoice_already_paid',
            'note_not_collectable',
            'payment_exceeds_outstanding',
            'till_archived',
          ),
        },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        success: true as const,
        ...(await collectInvoice(
          app.ctx,
          currentUser(req),
          currentBusiness(req),
          req.body.invoice_id,
          req.body.PaymentMeansCode,
          amountHalalas(req.body.amount),
          req.body.tillId,
        )),
      }),
  );
}
