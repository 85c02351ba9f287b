import { businessParam } from '../../../domain/schemas/common';
import { idempotencyHeaders } from '../../../domain/schemas/idempotency';
import { orderPosAnswer, orderPosBody } from '../../../domain/schemas/invoices';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { sellAtPos } from './service';
import { errorResponses } from '../../http/error-responses';
import { SALE_ERROR_CODES } from './error-codes';

/**
 * POST /api/v1/{business}/orderpos, permission 'pos.sell': one sale →
 * one simplified tax invoice. Answers 201 `{invoid, invoimage, UUID, ID}`; `invoimage` is the
 * receipt PNG in base64 ('' if rendering failed — the invoice exists, GET invoicetopng re-renders).
 * A repeat with the same `Idempotency-Key` header (or OrderID) answers 200 with the first invoice
 *; the same key with another cart is 422 idempotency_key_reused.
 */
export async function posRoutes(app: App) {
  app.post(
    '/orderpos',
    {
      config: { action: 'pos.sell' },
      schema: {
        operationId: 'createPosSale',
        summary: 'Record a point of sale sale and issue its simplified tax invoice',
        description:
          "Legacy contract: the body is the cart in UBL names (InvoiceLine, LegalMonetaryTotal), amounts in SAR with two decimals, checked against the server's own totals. Idempotent by the sale's key: a retry answers 200 with the invoice already made, a first sale 201.",
        tags: ['pos'],
        params: businessParam,
        headers: idempotencyHeaders,
        body: orderPosBody,
        response: {
          200: orderPosAnswer,
          201: orderPosAnswer,
          ...errorResponses(...SALE_ERROR_CODES),
        },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const sale = await sellAtPos(
        app.ctx,
        currentBusiness(req),
        { id: user.id, username: user.username },
        req.body,
        {
          receipt: app.ctx.config.receiptImages,
          idempotencyKey: req.headers['idempotency-key'],
        },
      );
      if (sale.replayed) req.log.info({ invoice: sale.invoice.number }, 'repeated sale answered');
      return reply.code(sale.replayed ? 200 : 201).send({
        invoid: sale.invoice.number,
        invoimage: sale.receiptPng?.toString('base64') ?? '',
        UUID: sale.invoice.uuid,
        ID: sale.invoice.number,
        ...(sale.stockWarning ? { stockWarning: sale.stockWarning } : {}),
      });
    },
  );
}
