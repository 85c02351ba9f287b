import { loadConfig, type Config } from './config';
import { StartupError } from './db/startup-error';
import { buildForStart } from './start';

/** How long a SIGTERM or SIGINT waits for requests in flight and workers before exiting, in ms. */
const SHUTDOWN_GRACE_MS = 20_000;

/**
 * Entry point of `npm start`: reads the environment (and `--init`), builds the app and listens on
 * PORT. A start refused for a reason the operator can fix (empty or damaged database, DATA_DIR not
 * writable, disk full) prints one line in English and Arabic naming the path and exits with 1.
 */
async function main() {
  const config: Config = {
    ...loadConfig(),
    ...(process.argv.includes('--init') && { init: true }),
  };
  const app = await buildForStart(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      // Fastify's close stops accepting, answers 503 to requests that still arrive on open
      // connections, waits for the requests in flight (a sale finishes and is answered), then runs
      // the onClose hooks: workers stop and release their leases, the receipt pool and the
      // database pool close. Past SHUTDOWN_GRACE_MS it gives up and exits 1.
      const overdue = setTimeout(() => {
        app.log.error(`not closed within ${SHUTDOWN_GRACE_MS} ms, exiting`);
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      overdue.unref();
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    `Sanad is running at http://localhost:${port} (data in ${config.dataDir}, files in ${app.ctx.storage.describe()}, ${app.ctx.dialect})`,
  );
}

main().catch((err) => {
  console.error(err instanceof StartupError ? err.line : err);
  process.exit(1);
});
