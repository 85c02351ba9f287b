import { buildApp } from './app';
import { loadConfig } from './config';

/** Entry point of `npm start`: reads the environment, builds the app and listens on PORT. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
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
  console.error(err);
  process.exit(1);
});
