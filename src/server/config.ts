import path from 'node:path';

/** Runtime configuration, only from environment variables (DESIGN.md §1; README lists them). */
export interface Config {
  port: number;
  host: string;
  /** Folder for the SQLite file, uploaded images and invoice images. */
  dataDir: string;
  /** `postgres://…` for PostgreSQL; undefined = SQLite file `sanad.db` in dataDir. */
  databaseUrl?: string;
  adminUsername: string;
  adminPassword?: string;
  logLevel: string;
  /** Session lifetime in seconds (default 12 hours: one shop day). */
  sessionTtlSeconds: number;
  /** Folder of the built web app (served with index.html fallback). */
  webDir: string;
  /**
   * Render the receipt PNG during each POS sale (default true). `RECEIPT_IMAGES=off` answers
   * `invoimage: ''` and leaves rendering to GET invoicetopng — for slow machines and benchmarks.
   */
  receiptImages: boolean;
  /**
   * `--init` or `SANAD_INIT=1`: this is a new install, so a zero-byte SQLite file is started on as
   * new instead of refused (issue #10 §6). Never empties a database.
   */
  init: boolean;
}

/** The SQLite database file: `DATA_DIR/sanad.db` (used when `databaseUrl` is unset). */
export function sqlitePath(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'sanad.db');
}

/** Reads the configuration from `env` with safe defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionTtlSeconds: Number(env.SESSION_TTL_SECONDS ?? 12 * 60 * 60),
    webDir: path.resolve(env.WEB_DIR ?? './dist/web'),
    receiptImages: env.RECEIPT_IMAGES !== 'off',
    init: env.SANAD_INIT === '1',
  };
}
