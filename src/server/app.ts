import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import '../domain/schemas/common';
import { bootstrap } from './bootstrap';
import type { Config } from './config';
import type { App, AppContext } from './context';
import { connect, type Connection } from './db/connect';
import { openApiOptions } from './http/openapi-document';
import { migrateToLatest } from './db/migrate';
import { preflight } from './db/preflight';
import { receiptWorkerPool } from './documents/receipt-pool';
import { API_MODULES, BUSINESS_MODULES } from './modules';
import { startBackupSchedule } from './modules/backups/service';
import { redrawStoredReceipt } from './modules/invoices';
import { onClearanceRejected } from './modules/orders/rejection';
import {
  fatooraQueueTransport,
  registerClearanceRejected,
  registerReceiptRedraw,
  reportsToZatca,
  startZatcaWorker,
  type WorkerOptions,
} from './modules/zatca';
import { startWebhookWorker, type WebhookWorkerOptions } from './modules/webhooks';
import type { ZatcaTransport } from './zatca/transport';
import { registerAuth } from './plugins/auth';
import { businessScope } from './plugins/business-scope';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors';
import { registerHttpHeaders } from './plugins/http-headers';
import { registerHealth } from './plugins/health';
import { RequestLogController, requestIdOf } from './plugins/request-log';
import { collectRouteNames } from './plugins/route-names';
import { registerStaticFiles } from './plugins/static-files';
import { MAX_IMAGE_BYTES } from './files/images';
import { storageFromConfig } from './storage';
import type { ObjectStore } from './storage/types';

// A cleared invoice's stored receipt is drawn again with ZATCA's QR (decision 0036): the invoices
// module owns the images, the ZATCA queue only calls this (no import circle between the two).
registerReceiptRedraw(redrawStoredReceipt);
// What a clearance rejection does to the books (decision 0044): the queue calls it, knowing neither
// the invoices nor the orders module.
registerClearanceRejected(onClearanceRejected);

/**
 * The longest path parameter the router matches, in characters. A signed link's token is a path
 * segment of ~150 characters (decision 0027), so Fastify's default 100 would make its route unknown;
 * a longer parameter is refused with 414 before any route runs.
 */
export const MAX_PATH_PARAM_LENGTH = 700;

export interface BuildOptions {
  config: Config;
  /** The file store; default storageFromConfig(config): STORAGE_URL's, else DATA_DIR (decision 0062). */
  storage?: ObjectStore;
  /** Fake clock for tests (UTC ms). */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** PostgreSQL schema to pin through search_path (tests). */
  schema?: string;
  /** An already open connection (tests share one per file). */
  connection?: Connection;
  /** Where the first-start password banner goes (default stderr; tests capture it). */
  announce?: (text: string) => void;
  /**
   * The ZATCA client the reporting/clearance worker sends through (decision 0036). The worker
   * runs when the mode queues documents (reportsToZatca) and a transport is given.
   */
  zatcaTransport?: ZatcaTransport;
  /** The worker's tunables (tests shorten the poll and the lease). */
  zatcaWorker?: WorkerOptions;
  /**
   * The webhook delivery worker's tunables (decision 0059); `false` does not start it (tests that
   * step it with deliverNextDue).
   */
  webhookWorker?: WebhookWorkerOptions | false;
}

/**
 * Builds the whole Sanad server: connects, migrates, seeds, registers every route. Used by
 * main.ts and by the API tests (`app.inject`). The caller closes it with `app.close()`.
 */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    logController: new RequestLogController(config.requestLog),
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  // Every answer names its request, as the log line does (plugins/request-log.ts).
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // While closing, an answer to a request that was in flight also closes its connection: a
  // kept-alive connection would otherwise hold the close until its keep-alive timeout (72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (!opts.connection) preflight(config); // DATA_DIR writable, SQLite file absent or sound
  const conn =
    opts.connection ??
    connect({
      databaseUrl: config.databaseUrl,
      sqlitePath: path.join(config.dataDir, 'sanad.db'),
      schema: opts.schema,
    });
  await migrateToLatest(conn.db, conn.dialect, opts.schema);
  const routeNames = new Set<string>();
  collectRouteNames(app, routeNames);
  const ctx: AppContext = {
    db: conn.db,
    dialect: conn.dialect,
    config,
    now: opts.now ?? Date.now,
    storage: opts.storage ?? storageFromConfig(config),
    receipts: receiptWorkerPool(),
    log: app.log,
    routeNames,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => ctx.receipts.close());
  if (!opts.connection) app.addHook('onClose', async () => conn.db.destroy());
  await bootstrap(ctx, opts.announce);
  const stopBackupSchedule = startBackupSchedule(ctx);
  app.addHook('onClose', async () => stopBackupSchedule());
  if (reportsToZatca(config)) {
    const transport =
      opts.zatcaTransport ??
      (config.zatcaMode === 'simulation' || config.zatcaMode === 'production'
        ? fatooraQueueTransport(ctx)
        : undefined);
    if (transport) {
      const worker = startZatcaWorker(ctx, transport, opts.zatcaWorker);
      ctx.wakeZatca = () => worker.wake();
      app.addHook('onClose', async () => worker.stop());
    } else {
      app.log.warn('ZATCA reporting is on but no ZATCA client is set: documents wait in the queue');
    }
  }
  if (opts.webhookWorker !== false) {
    const webhooks = startWebhookWorker(ctx, opts.webhookWorker);
    app.addHook('onClose', async () => webhooks.stop());
  }

  registerErrorHandler(app);
  await registerHttpHeaders(app);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  await app.register(fastifySwagger, openApiOptions);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerAuth(app);

  await app.register(
    async (api) => {
      for (const mod of API_MODULES) await api.register(mod);
      await api.register(businessScope(BUSINESS_MODULES), { prefix: '/:business' });
    },
    { prefix: '/api/v1' },
  );
  await registerHealth(app);
  await registerStaticFiles(app);
  return app;
}
