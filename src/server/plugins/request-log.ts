import type { FastifyInstance } from 'fastify';

/** An answer slower than this, in ms, is logged at warn (issue #10 §4). */
export const SLOW_REQUEST_MS = 1000;

/**
 * Level of the one log line written when a request is answered (issue #10 §4): `error` for a 5xx
 * answer, `warn` for an answer slower than SLOW_REQUEST_MS, `debug` for everything else (4xx
 * included: an expired session or a mistyped URL is the client's business, and the error
 * handler already logs what the server got wrong).
 * @param status HTTP status code of the answer. @param ms time to answer, in milliseconds.
 */
export function requestLogLevel(status: number, ms: number): 'debug' | 'warn' | 'error' {
  if (status >= 500) return 'error';
  if (ms > SLOW_REQUEST_MS) return 'warn';
  return 'debug';
}

/**
 * Replaces Fastify's two info lines per request (built with `disableRequestLogging: true`) by one
 * `request completed` line at requestLogLevel, with the request (method, URL, address), the
 * status and `responseTime` in ms: with LOG_LEVEL=info only failures and slow answers appear.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const ms = reply.elapsedTime;
    req.log[requestLogLevel(reply.statusCode, ms)](
      { req, res: reply, responseTime: ms },
      'request completed',
    );
  });
}
