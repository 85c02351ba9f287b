import { loadConfig, type Config } from './config';
import { StartupError } from './db/startup-error';
import { buildForStart } from './start';

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
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Sanad is running at http://localhost:${config.port} (data in ${config.dataDir}, ${app.ctx.dialect})`,
  );
}

main().catch((err) => {
  console.error(err instanceof StartupError ? err.line : err);
  process.exit(1);
});
