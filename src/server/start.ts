import { buildApp, type BuildOptions } from './app';
import { sqlitePath, type Config } from './config';
import type { App } from './context';
import { asStartupError } from './db/startup-error';
import { databaseLocation } from './db/storage-errors';

/**
 * Builds the app `npm start` serves (main.ts). A start refused for a reason the operator can fix
 * (empty or damaged database, DATA_DIR not writable, disk full) rejects with a StartupError, whose
 * one English and Arabic line names the path; main.ts prints it and exits with 1.
 */
export function buildForStart(
  config: Config,
  opts: Pick<BuildOptions, 'logger'> = {},
): Promise<App> {
  return buildApp({ config, ...opts }).catch((err: unknown) => {
    const where = databaseLocation({ ...config, sqlitePath: sqlitePath(config) });
    throw asStartupError(err, where) ?? err;
  });
}
