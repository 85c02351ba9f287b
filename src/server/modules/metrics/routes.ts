import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { AppError } from '../../../domain/errors';
import type { App, AppContext } from '../../context';
import { processMetrics, type AppMetrics } from './registry';
import { newestBackupAt, zatcaQueueState } from './repository';

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

/**
 * The gauges computed from the database at each scrape, in `registry`: the ZATCA queue's depth and
 * the age of its oldest pending document (0 when empty), and the age of the newest database backup
 * that did not fail (+Inf when there is none), in seconds of ctx.now(). When the database does
 * not answer they read NaN for that scrape (logged at warn); the process metrics still answer.
 */
function addDatabaseGauges(ctx: AppContext, registry: Registry): void {
  // One read per scrape for the three gauges: the first gauge collected reads, the others reuse it.
  let reading: Promise<void> | null = null;
  const depth = new Gauge({
    name: 'sanad_zatca_queue_depth',
    collect: () => read(),
    help: 'Documents waiting to be reported to or cleared by ZATCA',
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'sanad_zatca_queue_oldest_age_seconds',
    collect: () => read(),
    help: 'Age in seconds of the oldest document waiting for ZATCA (0 when none waits)',
    registers: [registry],
  });
  const backup = new Gauge({
    name: 'sanad_backup_newest_age_seconds',
    collect: () => read(),
    help: 'Age in seconds of the newest database backup that did not fail (+Inf when none)',
    registers: [registry],
  });
  const read = (): Promise<void> =>
    (reading ??= (async () => {
      const now = ctx.now();
      try {
        const [queue, backupAt] = await Promise.all([
          zatcaQueueState(ctx.db),
          newestBackupAt(ctx.db),
        ]);
        depth.set(queue.depth);
        oldest.set(
          queue.oldestQueuedAt === null ? 0 : Math.max(0, now - queue.oldestQueuedAt) / 1000,
        );
        backup.set(backupAt === null ? Infinity : Math.max(0, now - backupAt) / 1000);
      } catch (err) {
        ctx.log.warn({ err }, 'metrics: the database did not answer; its gauges read NaN');
        for (const g of [depth, oldest, backup]) g.set(NaN);
      }
    })().finally(() => setImmediate(() => (reading = null))));
}

/** The Prometheus text of `app`: the process's default metrics, then the app's own. */
async function metricsText(registry: Registry): Promise<{ type: string; body: string }> {
  const merged = Registry.merge([processMetrics(), registry]);
  return { type: merged.contentType, body: await merged.metrics() };
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
  const side = Fastify({ loggerInstance: app.log });
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
