import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import { requireSharedSecrets } from './config-secrets';

export type { Config, ZatcaMode } from './config-shape';
import type { Config, ZatcaMode } from './config-shape';
import { entry, wholeNumber } from './config-entries';
import { INSTANCE_ENV } from './config-instances';

/** The SQLite database file: `DATA_DIR/sanad.db` (used when `databaseUrl` is unset). */
export function sqlitePath(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'sanad.db');
}

/** The default BACKUP_SCHEDULE: every day at 03:00 Asia/Riyadh. */
export const DEFAULT_BACKUP_SCHEDULE = '0 3 * * *';

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
 * Every environment variable Sanad reads, one entry each, in the order of README.md
 * "Configuration" (the table there is the source of truth for names, defaults and meanings).
 * Each entry reads the raw text (undefined when unset) into its value or refuses it with a message
 * naming the variable. Units: seconds for the two TTLs.
 */
export const ENV_SCHEMA = z.object({
  /** HTTP port, 0–65535 (default 3000; empty reads as 0, any free port). */
  PORT: entry((raw) => {
    const port = Number(raw ?? 3000);
    return Number.isInteger(port) && port >= 0 && port <= 65535
      ? port
      : { refused: `PORT is not a port: ${raw}` };
  }),
  /**
   * SEED_BUSINESSES: `ask` (also when unset or empty: the first administrator chooses on the setup
   * screen, decision 0049), `default` (the two sample businesses) or `none`.
   */
  SEED_BUSINESSES: entry((raw) => {
    const value = raw || 'ask';
    return value === 'default' || value === 'none' || value === 'ask'
      ? value
      : { refused: `SEED_BUSINESSES must be "ask", "default" or "none": ${value}` };
  }),
  HOST: entry((raw) => raw ?? '0.0.0.0'),
  DATA_DIR: entry((raw) => path.resolve(raw ?? './data')),
  /** Unset or empty → SQLite in DATA_DIR. */
  DATABASE_URL: entry((raw) => raw || undefined),
  ADMIN_USERNAME: entry((raw) => raw || 'admin'),
  /** Unset or empty → a generated password, printed once (bootstrap). */
  ADMIN_PASSWORD: entry((raw) => raw || undefined),
  LOG_LEVEL: entry((raw) => raw ?? 'info'),
  /**
   * REQUEST_LOG: the level of the one line written per answered request, `debug` or `info`;
   * unset → `info` when NODE_ENV is `production`, else `debug` (read in loadConfig).
   */
  REQUEST_LOG: entry((raw) =>
    raw === undefined || raw === '' || raw === 'debug' || raw === 'info'
      ? raw || undefined
      : { refused: `REQUEST_LOG must be "debug" or "info": ${raw}` },
  ),
  /** Seconds; default 43,200 (12 hours). */
  SESSION_TTL_SECONDS: entry((raw) => Number(raw ?? 12 * 60 * 60)),
  WEB_DIR: entry((raw) => path.resolve(raw ?? './dist/web')),
  /** Anything but `off` renders the receipt at sale time. */
  RECEIPT_IMAGES: entry((raw) => raw !== 'off'),
  /** `1` = `--init`. */
  SANAD_INIT: entry((raw) => raw === '1'),
  /**
   * TRUST_PROXY (docs/decisions/0008-sign-in-limits-and-proxies.md). Unset, empty,
   * `off`, `false` or `0`: trust no proxy — the default, so a client cannot choose the address the
   * sign-in limits count. Otherwise a comma-separated list of the reverse proxies' addresses or
   * CIDR ranges, or the proxy-addr names `loopback`, `linklocal`, `uniquelocal`: X-Forwarded-For
   * is read only on connections from those addresses. Refused: `true` (trust everyone: the hole
   * this closes) and hop counts (Fastify 5 ignores them, since a count cannot tell whether the
   * request really came through the proxy).
   */
  TRUST_PROXY: entry<false | string[]>((raw) => {
    const value = (raw ?? '').trim();
    if (['', 'off', 'false', '0'].includes(value.toLowerCase())) return false;
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.find((e) => !isTrustedProxyEntry(e));
    return bad === undefined
      ? entries
      : {
          refused: `TRUST_PROXY: "${bad}" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal; give the reverse proxy's address (e.g. TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.5,10.1.0.0/16). "true" and hop counts are not accepted.`,
        };
  }),
  /**
   * BACKUP_SCHEDULE: unset or empty → DEFAULT_BACKUP_SCHEDULE; `off` → null (no scheduled
   * backups); otherwise a cron expression (5 or 6 fields, croner's syntax) in Asia/Riyadh time.
   */
  BACKUP_SCHEDULE: entry<string | null>((raw) => {
    const value = (raw ?? '').trim();
    if (value === '') return DEFAULT_BACKUP_SCHEDULE;
    if (value.toLowerCase() === 'off') return null;
    try {
      new Cron(value, { paused: true, timezone: 'Asia/Riyadh' }).stop();
    } catch (err) {
      return {
        refused: `BACKUP_SCHEDULE: "${value}" is not a cron expression (${(err as Error).message}); e.g. "0 3 * * *" for 03:00 Riyadh daily, or "off"`,
      };
    }
    return value;
  }),
  /** How many scheduled backups to keep: 1–1000, default 14. */
  BACKUP_KEEP: wholeNumber('BACKUP_KEEP', 14, 1, 1000),
  /**
   * SIGNING_SECRET: unset or empty → 32 random bytes (links die with the process); otherwise its
   * UTF-8 bytes, at least 32 characters.
   */
  SIGNING_SECRET: entry((raw) => {
    if (raw === undefined || raw === '') return randomBytes(32);
    if (raw.length < 32)
      return {
        refused: 'SIGNING_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)',
      };
    return Buffer.from(raw, 'utf8');
  }),
  /** Seconds a signed file link works: 10–86,400, default 300. */
  SIGNED_URL_TTL_SECONDS: wholeNumber('SIGNED_URL_TTL_SECONDS', 300, 10, 86_400),
  /** Requests one API token may make per minute: 1–1,000,000, default 600 (decision 0058). */
  API_TOKEN_RATE_LIMIT: wholeNumber('API_TOKEN_RATE_LIMIT', 600, 1, 1_000_000),
  /**
   * ZATCA_MODE: unset, empty or `off` → 'off'; `offline`, `simulation` (ZATCA's simulation
   * environment) and `production` (ZATCA's core environment) → themselves, in any case and with
   * spaces around (decision 0032).
   */
  ZATCA_MODE: entry<ZatcaMode>((raw) => {
    const value = (raw ?? '').trim().toLowerCase();
    if (value === '' || value === 'off') return 'off';
    if (value === 'offline' || value === 'simulation' || value === 'production') return value;
    return {
      refused: `ZATCA_MODE must be "off", "offline", "simulation" or "production": ${raw}`,
    };
  }),
  /** ZATCA_BASE_URL: unset or empty → undefined (ZATCA's own URL); otherwise an http(s) URL. */
  ZATCA_BASE_URL: entry<string | undefined>((raw) => {
    const value = (raw ?? '').trim();
    if (value === '') return undefined;
    if (!/^https?:\/\/[^\s]+$/.test(value))
      return { refused: `ZATCA_BASE_URL must be an http(s) URL: ${raw}` };
    return value.replace(/\/+$/, '');
  }),
  ...INSTANCE_ENV,
});

type EnvName = keyof typeof ENV_SCHEMA.shape;

/**
 * Reads one variable's raw text with its entry of ENV_SCHEMA.
 * @throws Error with the entry's refusal (naming the variable) when the text is refused.
 */
function readVariable<N extends EnvName>(
  name: N,
  raw: string | undefined,
): z.output<(typeof ENV_SCHEMA.shape)[N]> {
  const result = ENV_SCHEMA.shape[name].safeParse(raw);
  if (!result.success) throw new Error(result.error.issues[0]!.message);
  return result.data as z.output<(typeof ENV_SCHEMA.shape)[N]>;
}

/** ZATCA_MODE → the mode. @throws Error naming ZATCA_MODE for any other value. */
export const parseZatcaMode = (raw: string | undefined) => readVariable('ZATCA_MODE', raw);
/** ZATCA_BASE_URL → the URL or undefined. @throws Error naming ZATCA_BASE_URL. */
export const parseZatcaBaseUrl = (raw: string | undefined) => readVariable('ZATCA_BASE_URL', raw);
/** TRUST_PROXY → false or the trusted entries. @throws Error naming TRUST_PROXY. */
export const parseTrustProxy = (raw: string | undefined) => readVariable('TRUST_PROXY', raw);
/** BACKUP_SCHEDULE → a cron expression or null. @throws Error naming BACKUP_SCHEDULE. */
export const parseBackupSchedule = (raw: string | undefined) =>
  readVariable('BACKUP_SCHEDULE', raw);
/** BACKUP_KEEP → 1–1000 (default 14). @throws Error naming BACKUP_KEEP. */
export const parseBackupKeep = (raw: string | undefined) => readVariable('BACKUP_KEEP', raw);
/** SIGNING_SECRET → the key bytes. @throws Error naming SIGNING_SECRET when too short. */
export const parseSigningSecret = (raw: string | undefined) => readVariable('SIGNING_SECRET', raw);
/** SIGNED_URL_TTL_SECONDS → seconds (default 300). @throws Error naming SIGNED_URL_TTL_SECONDS. */
export const parseSignedUrlTtl = (raw: string | undefined) =>
  readVariable('SIGNED_URL_TTL_SECONDS', raw);

/** ZATCA_MASTER_KEY → the 32-byte key or undefined. @throws Error naming ZATCA_MASTER_KEY. */
export const parseZatcaMasterKey = (raw: string | undefined) =>
  readVariable('ZATCA_MASTER_KEY', raw);

/**
 * Reads the configuration from `env` with ENV_SCHEMA (safe defaults).
 * @throws Error with the first refusal, naming its variable (Sanad does not start); Error naming
 *   SIGNING_SECRET and/or ZATCA_MASTER_KEY when several instances would share PostgreSQL and an
 *   S3 store without them (requireSharedSecrets, decision 0063).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ENV_SCHEMA.safeParse(env);
  if (!result.success) throw new Error(result.error.issues[0]!.message);
  const e = result.data;
  requireSharedSecrets(
    env,
    /^postgres(ql)?:\/\//.test(e.DATABASE_URL?.trim() ?? '') && e.STORAGE_URL !== undefined,
  );
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT)
    throw new Error(
      `METRICS_PORT must differ from PORT (${e.PORT}): metrics have their own listener`,
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    s3: e.STORAGE_URL && {
      ...e.STORAGE_URL,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    requestLog: e.REQUEST_LOG ?? (env.NODE_ENV === 'production' ? 'info' : 'debug'),
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    webDir: e.WEB_DIR,
    receiptImages: e.RECEIPT_IMAGES,
    init: e.SANAD_INIT,
    trustProxy: e.TRUST_PROXY,
    seedBusinesses: e.SEED_BUSINESSES,
    backupSchedule: e.BACKUP_SCHEDULE,
    backupKeep: e.BACKUP_KEEP,
    signingSecret: e.SIGNING_SECRET,
    signedUrlTtlSeconds: e.SIGNED_URL_TTL_SECONDS,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    zatcaMode: e.ZATCA_MODE,
    zatcaBaseUrl: e.ZATCA_BASE_URL,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    zatcaMasterKey: e.ZATCA_MASTER_KEY,
  };
}
