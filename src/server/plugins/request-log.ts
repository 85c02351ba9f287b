import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
export function requestLogLevel(status: number, ms: number): 'debug' | 'warn' {
  if (status >= 500 || ms > SLOW_REQUEST_MS) return 'warn';
  return 'debug';
}

/**
 * Fastify's request log lines, quieter: instead of two info lines per request
 * (static files included), one `request completed` line at requestLogLevel with the request
 * (method, URL, address), the status and `responseTime` in ms. With LOG_LEVEL=info only failed
 * and slow answers appear; LOG_LEVEL=debug shows every request.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // The completion line carries the request; a second line per request is noise.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = reply.elapsedTime;
    const fields = { req: request, res: reply, responseTime: ms };
    if (error) request.log.error({ ...fields, err: error }, 'request errored');
    else request.log[requestLogLevel(reply.statusCode, ms)](fields, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}
