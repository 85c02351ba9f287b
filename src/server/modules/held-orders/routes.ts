import { z } from 'zod';
import { businessParam } from '../../../domain/schemas/common';
import {
  heldOrderAnswer,
  heldOrderBody,
  heldOrderLinesBody,
  heldOrderPaidAnswer,
  heldOrderParams,
  heldOrderPayBody,
  heldOrderSentAnswer,
  heldOrdersAnswer,
  heldOrderSplitBody,
  kitchenTicketsAnswer,
} from '../../../domain/schemas/kitchen';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { SALE_ERROR_CODES } from '../pos/error-codes';
import { currentUser } from '../../plugins/auth';
import { currentBusiness } from '../../plugins/business-scope';
import { printKitchenTickets } from '../kitchen';
import { payHeldOrder, splitHeldOrder } from './pay';
import {
  addHeldLines,
  cancelHeldOrder,
  getHeldOrder,
  listHeldOrders,
  openHeldOrder,
  type HeldOrderChange,
} from './service';

const tags = ['held-orders'];
/** Refusals of the lines sent to the kitchen (decision 0056's modifiers). */
const LINE_CODES = [
  'unknown_product',
  'modifier_required',
  'modifier_choices',
  'unknown_modifier',
  'empty_cart',
] as const;
const orderP = businessParam.extend(heldOrderParams.shape);
const sell = { config: { action: 'pos.sell' as const } };

/**
 * Held orders (decision 0057), restaurant only (422 restaurant_only), permission `pos.sell`:
 * POST `held-orders` (open and send), GET `held-orders` and `held-orders/:orderId`, POST
 * `…/lines` (send more), `…/pay`, `…/split`, `…/cancel`, `…/tickets?round=` (print again).
 * Sending prints the round's kitchen tickets after commit; each station's outcome is in the
 * answer. Another business's order is a 404. Shapes: src/domain/schemas/kitchen.ts.
 */
export async function heldOrdersRoutes(app: App) {
  /** Prints the round just sent and answers it. */
  async function sent(req: Parameters<typeof currentBusiness>[0], change: HeldOrderChange) {
    const tickets = await printKitchenTickets(
      app.ctx,
      currentBusiness(req),
      change.order.id,
      change.round,
      req.log,
    );
    return { order: change.order, round: change.round, tickets };
  }

  app.post(
    '/held-orders',
    {
      ...sell,
      schema: {
        operationId: 'openHeldOrder',
        summary: 'Open a held (unpaid) restaurant order with its first lines',
        tags,
        params: businessParam,
        body: heldOrderBody,
        response: {
          201: heldOrderSentAnswer,
          ...errorResponses('restaurant_only', ...LINE_CODES, 'shift_required', 'till_archived'),
        },
      },
    },
    async (req, reply) => {
      const change = await openHeldOrder(app.ctx, currentUser(req), currentBusiness(req), req.body);
      return reply.code(201).send(await sent(req, change));
    },
  );

  app.get(
    '/held-orders',
    {
      ...sell,
      schema: {
        operationId: 'listHeldOrders',
        summary: 'List held orders by status',
        tags,
        params: businessParam,
        querystring: z.object({ status: z.enum(['open', 'paid', 'cancelled']).default('open') }),
        response: { 200: heldOrdersAnswer, ...errorResponses('restaurant_only') },
      },
    },
    async (req) => ({
      orders: await listHeldOrders(app.ctx, currentBusiness(req), req.query.status),
    }),
  );

  app.get(
    '/held-orders/:orderId',
    {
      ...sell,
      schema: {
        operationId: 'getHeldOrder',
        summary: 'Get one held order with its lines',
        tags,
        params: orderP,
        response: { 200: heldOrderAnswer, ...errorResponses('restaurant_only') },
      },
    },
    async (req) => ({
      order: await getHeldOrder(app.ctx, currentBusiness(req), req.params.orderId),
    }),
  );

  app.post(
    '/held-orders/:orderId/lines',
    {
      ...sell,
      schema: {
        operationId: 'addHeldOrderLines',
        summary: 'Add lines to a held order',
        tags,
        params: orderP,
        body: heldOrderLinesBody,
        response: {
          200: heldOrderSentAnswer,
          ...errorResponses('restaurant_only', 'held_order_closed', ...LINE_CODES),
        },
      },
    },
    async (req) => {
      const change = await addHeldLines(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.orderId,
        req.body,
      );
      return sent(req, change);
    },
  );

  app.post(
    '/held-orders/:orderId/pay',
    {
      ...sell,
      schema: {
        operationId: 'payHeldOrder',
        summary: 'Pay a held order and issue its invoice',
        tags,
        params: orderP,
        body: heldOrderPayBody,
        response: {
          201: heldOrderPaidAnswer,
          ...errorResponses(
            ...SALE_ERROR_CODES,
            'restaurant_only',
            'held_order_closed',
            'held_order_nothing_to_pay',
          ),
        },
      },
    },
    async (req, reply) => {
      const paid = await payHeldOrder(
        app.ctx,
        currentBusiness(req),
        currentUser(req),
        req.params.orderId,
        req.body,
      );
      return reply.code(201).send(paid);
    },
  );

  app.post(
    '/held-orders/:orderId/split',
    {
      ...sell,
      schema: {
        operationId: 'splitHeldOrderPayment',
        summary: 'Pay a held order in parts, one invoice per part',
        tags,
        params: orderP,
        body: heldOrderSplitBody,
        response: {
          201: heldOrderPaidAnswer,
          ...errorResponses(
            ...SALE_ERROR_CODES,
            'restaurant_only',
            'held_order_closed',
            'held_order_nothing_to_pay',
            'held_order_split_lines',
          ),
        },
      },
    },
    async (req, reply) => {
      const paid = await splitHeldOrder(
        app.ctx,
        currentBusiness(req),
        currentUser(req),
        req.params.orderId,
        req.body,
      );
      return reply.code(201).send(paid);
    },
  );

  app.post(
    '/held-orders/:orderId/cancel',
    {
      ...sell,
      schema: {
        operationId: 'cancelHeldOrder',
        summary: 'Cancel a held order with no paid line',
        tags,
        params: orderP,
        response: {
          200: heldOrderAnswer,
          ...errorResponses('restaurant_only', 'held_order_closed', 'held_order_paid_lines'),
        },
      },
    },
    async (req) => ({
      order: await cancelHeldOrder(
        app.ctx,
        currentUser(req),
        currentBusiness(req),
        req.params.orderId,
      ),
    }),
  );

  app.post(
    '/held-orders/:orderId/tickets',
    {
      ...sell,
      schema: {
        operationId: 'printHeldOrderTickets',
        summary: 'Print the kitchen tickets of one round of a held order again',
        tags,
        params: orderP,
        querystring: z.object({ round: z.coerce.number().int().min(1).max(1000).default(1) }),
        response: { 200: kitchenTicketsAnswer, ...errorResponses('restaurant_only') },
      },
    },
    async (req) => {
      const business = currentBusiness(req);
      // A restaurant's own order, or 422 restaurant_only / 404.
      await getHeldOrder(app.ctx, business, req.params.orderId);
      const tickets = await printKitchenTickets(
        app.ctx,
        business,
        req.params.orderId,
        req.query.round,
        req.log,
      );
      return { tickets };
    },
  );
}
