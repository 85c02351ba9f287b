import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError } from '../../../domain/errors';
import type { App } from '../../context';
import type { AppMetrics } from './registry';
import { addDatabaseGauges, metricsText } from './service';

/** The metrics listeners of METRICS_PORT, by app (built with the app, listening once asked). */
const listeners = new WeakMap<App, FastifyInstance>();

/**
 * Counts every answered request of `app` in `metrics` (an onResponse hook: add it before the
 * routes): method, the matched route's pattern — never the URL, so no business key, UUID or token
 * becomes a label — or `unmatched`, the status code and the time to answer (Fastify's elapsed
 * time, ms → seconds). Decision 0064.
 */
export function countRequests(app: App, metrics: AppMetrics): void {
  app.addHook('onResponse', async (req, reply) => {
    metrics.observeRequest(
      req.method,
      req.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `header` is `Bearer <token>` (constant-time comparison of the SHA-256 of both). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m !== null && timingSafeEqual(digest(m[1]!), digest(token));
}

async function answer(registry: Registry, reply: FastifyReply) {
  const { type, body } = await metricsText(registry);
  return reply.header('cache-control', 'no-store').type(type).send(body);
}

/**
 * `GET /metrics` (decision 0064), Prometheus text format, left out of the OpenAPI document (an
 * operator's scrape target, not part of the API integrators use). On the main port it asks for
 * `Authorization: Bearer <METRICS_TOKEN>` — a missing or wrong one is 401 with an empty body —
 * and answers 404 not_found when METRICS_TOKEN is unset. With METRICS_PORT a second Fastify
 * instance serving only /metrics, without a token, is built here; main.ts makes it listen
 * (listenForMetrics) and it closes with the app.
 */
export async function registerMetrics(app: App, metrics: AppMetrics): Promise<void> {
  const { config } = app.ctx;
  addDatabaseGauges(app.ctx, metrics.registry);
  app.get('/metrics', { schema: { hide: true } }, async (req: FastifyRequest, reply) => {
    const token = config.metricsToken;
    if (!token) throw new AppError('not_found');
    if (!bearerMatches(req.headers.authorization, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send();
    return answer(metrics.registry, reply);
  });
  if (config.metricsPort === undefined) return;
  const side = Fastify({ loggerInstance: app.log, disableRequestLogging: true });
  side.get('/metrics', async (_req, reply) => answer(metrics.registry, reply));
  listeners.set(app, side);
  app.addHook('onClose', async () => side.close());
}

/** The METRICS_PORT listener of `app`, or undefined without METRICS_PORT (tests inject into it). */
export function metricsListener(app: App): FastifyInstance | undefined {
  return listeners.get(app);
}

/**
 * Starts the METRICS_PORT listener of `app` on METRICS_HOST (default 127.0.0.1), when configured.
 * @returns its port, or null without METRICS_PORT. @throws the listen error (e.g. EADDRINUSE).
 */
export async function listenForMetrics(app: App): Promise<number | null> {
  const side = listeners.get(app);
  if (!side) return null;
  const { metricsPort, metricsHost } = app.ctx.config;
  await side.listen({ port: metricsPort ?? 0, host: metricsHost });
  const address = side.server.address();
  return typeof address === 'object' && address ? address.port : (metricsPort ?? null);
}
