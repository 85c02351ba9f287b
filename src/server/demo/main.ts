import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { StartupError } from '../db/startup-error';
import { createUser } from '../modules/users/service';
import { findUserByUsername } from '../modules/users/repository';
import { seedDemo } from './seed';

/** Password of every demo account (printed at start; the demo database is not for real money). */
export const DEMO_PASSWORD = 'sanad-demo';
const DEMO_USERS = [
  ['cashier1', 'casher'],
  ['cashier2', 'casher'],
  ['sales1', 'sales'],
  ['manager1', 'manager'],
] as const;

/**
 * `npm run demo`: Sanad on a separate demo database (DATA_DIR default ./data-demo, always SQLite
 * unless DEMO_DATABASE_URL is given) with realistic catalogues and 90 days of sales.
 */
async function main() {
  const base = loadConfig();
  const config = {
    ...base,
    dataDir: path.resolve(process.env.DEMO_DATA_DIR ?? './data-demo'),
    databaseUrl: process.env.DEMO_DATABASE_URL || undefined,
    adminPassword: base.adminPassword ?? DEMO_PASSWORD,
    // The demo is the two sample businesses: never asks (decision 0049).
    seedBusinesses: 'default' as const,
  };
  const app = await buildApp({ config });
  const ctx = app.ctx;
  const admin = (await findUserByUsername(ctx.db, config.adminUsername))!;
  for (const [username, role] of DEMO_USERS) {
    if (!(await findUserByUsername(ctx.db, username))) {
      await createUser(ctx, null, { username, email: '', password: DEMO_PASSWORD, role, VAT: '' });
    }
  }
  const started = Date.now();
  await seedDemo(
    ctx,
    { id: admin.id, uuid: admin.uuid, username: admin.username, role: admin.role, tokenHash: '' },
    app.log,
  );
  app.log.info(`demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Sanad demo at http://localhost:${config.port} — sign in as ${config.adminUsername} / ${config.adminPassword === DEMO_PASSWORD ? DEMO_PASSWORD : '(ADMIN_PASSWORD)'}, ` +
      `or cashier1, sales1, manager1 with password ${DEMO_PASSWORD}`,
  );
}

main().catch((err) => {
  console.error(err instanceof StartupError ? err.line : err);
  process.exit(1);
});
