import type { OutgoingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { businessParam } from '../../../domain/schemas/common';
import type { App } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { currentBusiness } from '../../plugins/business-scope';
import { assertRestaurant } from '../modifiers';
import { onKitchenChange } from './events';

/** How often a comment keeps an idle stream open through proxies (ms). */
export const KEEP_ALIVE_MS = 25_000;
/** What the client waits before reconnecting after a lost stream (ms), sent as `retry:`. */
export const RECONNECT_MS = 3_000;

/**
 * GET kitchen/events (decision 0057): a text/event-stream of the business's held order changes
 * for the kitchen display and the counter, `pos.sell`, restaurant only (422 restaurant_only, like
 * every refusal, answered before the stream opens). Written on Fastify's raw reply (hijacked):
 * headers `content-type: text/event-stream`, `cache-control: no-cache`, `x-accel-buffering: no`
 * (and the security headers every answer carries), then `retry: 3000`, then
 * `event: changed` / `data: {"orderId":n,"version":n}` per change and `: keep-alive` every
 * KEEP_ALIVE_MS. On close the listener and the timer are dropped; closing the app ends every
 * stream, so it never waits on an open display.
 */
export async function kitchenEventsRoute(app: App) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/kitchen/events',
    {
      config: { action: 'pos.sell' as const },
      schema: {
        operationId: 'streamKitchenEvents',
        summary: "Stream the kitchen's change notices (server-sent events)",
        tags: ['kitchen'],
        params: businessParam,
        produces: ['text/event-stream'],
        description:
          'Server-sent events: `retry: 3000`, then `event: changed` with ' +
          '`data: {"orderId":n,"version":n}` per change of a held order, and a `: keep-alive` ' +
          'comment every 25 s. Refusals are answered before the stream opens.',
        response: {
          200: z
            .string()
            .describe('text/event-stream: the change notices, until the client leaves'),
          ...errorResponses('restaurant_only'),
        },
      },
    },
    async (req, reply) => {
      const business = currentBusiness(req);
      assertRestaurant(business);
      reply.hijack();
      const raw = reply.raw;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) headers[name] = value;
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write(`retry: ${RECONNECT_MS}\n\n`);
      const unsubscribe = onKitchenChange(app.ctx, business.id, (change) => {
        raw.write(`event: changed\ndata: ${JSON.stringify(change)}\n\n`);
      });
      const timer = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        unsubscribe();
        clearInterval(timer);
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      raw.on('close', end);
      req.log.info({ business: business.key }, 'kitchen events stream opened');
    },
  );
}
