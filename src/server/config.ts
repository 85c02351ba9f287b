import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { Cron } from 'croner';

/** Runtime configuration, only from environment variables (README lists them). */
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
   * new instead of refused. Never empties a database.
   */
  init: boolean;
  /**
   * Which peers may set the client address through X-Forwarded-For (Fastify's `trustProxy`):
   * false = none (the socket address is the client), or addresses / CIDR ranges / proxy-addr
   * names (`loopback`, `linklocal`, `uniquelocal`). See `parseTrustProxy`.
   */
  trustProxy: false | string[];
  /**
   * `default`: seed the two demo businesses (kebrit, mengusha) at first start; `none`: seed no
   * business — a one-shop install, whose first administrator sets up its own.
   */
  seedBusinesses: 'default' | 'none';
  /**
   * When scheduled database backups run: a cron expression read in Asia/Riyadh time (default
   * `0 3 * * *`, daily at 03:00 Riyadh), or null for `BACKUP_SCHEDULE=off`.
   */
  backupSchedule: string | null;
  /** How many scheduled backups to keep (`BACKUP_KEEP`, default 14); older ones are deleted. */
  backupKeep: number;
  /**
   * HMAC-SHA256 key of the signed file links (src/server/files/signed-urls.ts, decision 0027):
   * `SIGNING_SECRET` (at least 32 characters; set the same value on every instance behind one
   * address), else 32 random bytes drawn at start — links then end with the process.
   */
  signingSecret: Buffer;
  /** Lifetime of a signed file link in seconds (`SIGNED_URL_TTL_SECONDS`, default 300). */
  signedUrlTtlSeconds: number;
  /**
   * ZATCA phase 2 (`ZATCA_MODE`, decision 0032): `off` (default) — phase 1 QR, no
   * signed XML made; `offline` — every sale and approval makes its signed XML (self-signed
   * certificate, ICV/PIH chain in invoice-number order) in the invoice's own transaction;
   * `simulation` / `production` — the same, signed with the business's production CSID from
   * ZATCA's simulation or core environment (onboarding, decision 0035); no sale before it.
   */
  zatcaMode: ZatcaMode;
  /**
   * Queue every signed document for ZATCA reporting/clearance (decision 0036) even in `offline`
   * mode — a switch for tests (no environment variable). `simulation` and `production` always
   * queue.
   */
  zatcaQueue?: boolean;
  /**
   * FATOORA base URL (`ZATCA_BASE_URL`): unset → ZATCA's own URL of the mode's environment
   * (src/server/zatca/client.ts ZATCA_BASE_URLS); set (tests, a proxy) → that URL.
   */
  zatcaBaseUrl?: string;
}

/** The ZATCA phase 2 modes Sanad runs in (decisions 0032, 0035). */
export type ZatcaMode = 'off' | 'offline' | 'simulation' | 'production';

/**
 * ZATCA_MODE: unset, empty or `off` → 'off'; `offline`, `simulation` (ZATCA's simulation
 * environment) and `production` (ZATCA's core environment) → themselves.
 * @throws Error naming ZATCA_MODE for any other value (Sanad does not start).
 */
export function parseZatcaMode(raw: string | undefined): ZatcaMode {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'off') return 'off';
  if (value === 'offline' || value === 'simulation' || value === 'production') return value;
  throw new Error(`ZATCA_MODE must be "off", "offline", "simulation" or "production": ${raw}`);
}

/**
 * ZATCA_BASE_URL: unset or empty → undefined (ZATCA's own URL); otherwise an http(s) URL.
 * @throws Error naming ZATCA_BASE_URL for anything else (Sanad does not start).
 */
export function parseZatcaBaseUrl(raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim();
  if (value === '') return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(value))
    throw new Error(`ZATCA_BASE_URL must be an http(s) URL: ${raw}`);
  return value.replace(/\/+$/, '');
}

/** The SQLite database file: `DATA_DIR/sanad.db` (used when `databaseUrl` is unset). */
export function sqlitePath(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'sanad.db');
}

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a proxy-addr name. */
function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_ADDR_NAMES.has(entry)) return true;
  const [ip = '', prefix, ...rest] = entry.split('/');
  const version = isIP(ip);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/decisions/0008-sign-in-limits-and-proxies.md). Unset, empty,
 * `off`, `false` or `0`: trust no proxy — the default, so a client cannot choose the address the
 * sign-in limits count. Otherwise a comma-separated list of the reverse proxies' addresses or
 * CIDR ranges, or the proxy-addr names `loopback`, `linklocal`, `uniquelocal`: X-Forwarded-For
 * is read only on connections from those addresses. Refused: `true` (trust everyone: the hole this
 * closes) and hop counts (Fastify 5 ignores them, since a count cannot tell whether the request
 * really came through the proxy).
 * @throws Error naming TRUST_PROXY for any other value (Sanad does not start).
 */
export function parseTrustProxy(raw: string | undefined): false | string[] {
  const value = (raw ?? '').trim();
  if (['', 'off', 'false', '0'].includes(value.toLowerCase())) return false;
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isTrustedProxyEntry(e));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY: "${bad}" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal; give the reverse proxy's address (e.g. TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.5,10.1.0.0/16). "true" and hop counts are not accepted.`,
    );
  return entries;
}

/** The default BACKUP_SCHEDULE: every day at 03:00 Asia/Riyadh. */
export const DEFAULT_BACKUP_SCHEDULE = '0 3 * * *';

/**
 * BACKUP_SCHEDULE: unset or empty → DEFAULT_BACKUP_SCHEDULE; `off` → null (no scheduled backups);
 * otherwise a cron expression (5 or 6 fields, croner's syntax).
 * @throws Error naming BACKUP_SCHEDULE when croner cannot read it (Sanad does not start).
 */
export function parseBackupSchedule(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return DEFAULT_BACKUP_SCHEDULE;
  if (value.toLowerCase() === 'off') return null;
  try {
    new Cron(value, { paused: true, timezone: 'Asia/Riyadh' }).stop();
  } catch (err) {
    throw new Error(
      `BACKUP_SCHEDULE: "${value}" is not a cron expression (${(err as Error).message}); e.g. "0 3 * * *" for 03:00 Riyadh daily, or "off"`,
    );
  }
  return value;
}

/**
 * BACKUP_KEEP: unset → 14; otherwise a whole number from 1 to 1000.
 * @throws Error naming BACKUP_KEEP for any other value.
 */
export function parseBackupKeep(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 14;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new Error(`BACKUP_KEEP must be a whole number from 1 to 1000: ${raw}`);
  return n;
}

/**
 * SIGNING_SECRET: unset or empty → 32 random bytes (links die with the process); otherwise its
 * UTF-8 bytes, at least 32 characters.
 * @throws Error naming SIGNING_SECRET when shorter (Sanad does not start).
 */
export function parseSigningSecret(raw: string | undefined): Buffer {
  if (raw === undefined || raw === '') return randomBytes(32);
  if (raw.length < 32)
    throw new Error('SIGNING_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)');
  return Buffer.from(raw, 'utf8');
}

/**
 * SIGNED_URL_TTL_SECONDS: unset → 300 (five minutes); otherwise a whole number from 10 to 86,400.
 * @throws Error naming SIGNED_URL_TTL_SECONDS for any other value.
 */
export function parseSignedUrlTtl(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 300;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 10 || n > 86_400)
    throw new Error(`SIGNED_URL_TTL_SECONDS must be a whole number from 10 to 86400: ${raw}`);
  return n;
}

/** Reads the configuration from `env` with safe defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: ${env.PORT}`);
  const seedBusinesses = env.SEED_BUSINESSES || 'default';
  if (seedBusinesses !== 'default' && seedBusinesses !== 'none')
    throw new Error(`SEED_BUSINESSES must be "default" or "none": ${seedBusinesses}`);
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedBusinesses,
    backupSchedule: parseBackupSchedule(env.BACKUP_SCHEDULE),
    backupKeep: parseBackupKeep(env.BACKUP_KEEP),
    signingSecret: parseSigningSecret(env.SIGNING_SECRET),
    signedUrlTtlSeconds: parseSignedUrlTtl(env.SIGNED_URL_TTL_SECONDS),
    zatcaMode: parseZatcaMode(env.ZATCA_MODE),
    zatcaBaseUrl: parseZatcaBaseUrl(env.ZATCA_BASE_URL),
  };
}
