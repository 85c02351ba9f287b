import { businessParam } from '../../../domain/schemas/common';
import { idempotencyHeaders } from '../../../domain/schemas/idempotency';
import { orderPosAnswer, orderPosBody } from '../../../domain/schemas/invoices';
import type { App } from '../../context';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { sellAtPos } from './service';
import { errorResponses } from '../../http/error-responses';

const errors = errorResponses(409, 422);

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
        tags: ['pos'],
        params: businessParam,
        headers: idempotencyHeaders,
        body: orderPosBody,
        response: { 200: orderPosAnswer, 201: orderPosAnswer, ...errors },
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
      });
    },
  );
}
