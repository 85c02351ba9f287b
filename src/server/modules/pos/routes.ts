import { businessParam, errorBody } from '../../../domain/schemas/common';
import { orderPosAnswer, orderPosBody } from '../../../domain/schemas/invoices';
import type { App } from '../../context';
import { businessScope, currentBusiness, currentUser } from '../../plugins/auth';
import { sellAtPos } from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/**
 * POST /api/v1/{business}/orderpos (SPEC.md §7; issue #3 §2), permission 'pos.sell': one sale →
 * one simplified tax invoice. Answers 201 `{invoid, invoimage, UUID, ID}`; `invoimage` is the
 * receipt PNG in base64 ('' if rendering failed — the invoice exists, GET invoicetopng re-renders).
 */
export async function posRoutes(app: App) {
  app.post(
    '/:business/orderpos',
    {
      preValidation: businessScope(app, 'pos.sell'),
      schema: {
        tags: ['pos'],
        params: businessParam,
        body: orderPosBody,
        response: { 201: orderPosAnswer, ...errors },
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
          log: req.log,
          receipt: app.ctx.config.receiptImages,
        },
      );
      return reply.code(201).send({
        invoid: sale.invoice.number,
        invoimage: sale.receiptPng?.toString('base64') ?? '',
        UUID: sale.invoice.uuid,
        ID: sale.invoice.number,
      });
    },
  );
}
