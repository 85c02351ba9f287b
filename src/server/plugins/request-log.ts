import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** An `x-request-id` a client or proxy may hand in: short, and nothing a log line could misread. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The id of a request (Fastify's `genReqId`): the `x-request-id` header of the proxy in front
 * when it is a plain token of 8–64 characters, so one id follows the request from the load
 * balancer to Sanad's log, else a new UUID. Answered back as `x-request-id` (app.ts).
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** An answer slower than this, in ms, is logged at warn. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Level of the one log line written when a request is answered ("requests at
 * debug, errors and slow ones at warn"): `warn` for a 5xx answer or one slower than
 * SLOW_REQUEST_MS, `debug` for everything else. 4xx stays at debug: an expired session or a
 * mistyped URL is the client's business. A 5xx is not logged at error here because the error
 * handler (plugins/errors.ts) already logs its cause at error, once per request.
 * @param status HTTP status code of the answer. @param ms time to answer, in milliseconds.
 */
export function requestLogLevel(
  status: number,
  ms: number,
  normal: 'debug' | 'info' = 'debug',
): 'debug' | 'info' | 'warn' {
  if (status >= 500 || ms > SLOW_REQUEST_MS) return 'warn';
  return normal;
}

/**
 * The URL a log line shows: the path without its query (a query may carry a signed link's `sig`),
 * and for a route opened by signed links (`config.signedAccess`, decision 0027) the route's pattern
 * (`/api/v1/:business/backups/:sig`), so no link token reaches the log.
 */
export function loggedUrl(request: FastifyRequest): string {
  if (request.routeOptions.config?.signedAccess) return request.routeOptions.url ?? '';
  return request.url.split('?')[0] ?? '';
}

/**
 * Fastify's request log lines, quieter: instead of two info lines per request
 * (static files included), one `request completed` line at requestLogLevel with the request id
 * (`reqId`, also answered as `x-request-id`), the request (method, loggedUrl, address), the status,
 * `responseTime` in ms, and the business key and user id where the request had them. With
 * REQUEST_LOG=debug (the default outside production) and LOG_LEVEL=info only failed and slow
 * answers appear; REQUEST_LOG=info writes every request at info.
 */
export class RequestLogController extends LogController {
  /** @param normal level of an answered request that is neither failed nor slow (REQUEST_LOG). */
  constructor(private readonly normal: 'debug' | 'info' = 'debug') {
    super();
  }

  override incomingRequest(): void {
    // The completion line carries the request; a second line per request is noise.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = reply.elapsedTime;
    // The request id is the logger's `reqId`; no header, body or token is written.
    const fields = {
      req: { method: request.method, url: loggedUrl(request), remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: ms,
      ...(request.business && { business: request.business.key }),
      ...(request.user && { userId: request.user.id }),
    };
    if (error) request.log.error({ ...fields, err: error }, 'request errored');
    else
      request.log[requestLogLevel(reply.statusCode, ms, this.normal)](fields, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}
