import type { S3Settings } from './storage/settings';

/** Runtime configuration, only from environment variables (README lists them). */
export interface Config {
  port: number;
  host: string;
  /** Folder for the SQLite file, uploaded images and invoice images. */
  dataDir: string;
  /**
   * Where files are kept (`STORAGE_URL` and `S3_*`, decision 0062): undefined → the `local`
   * driver on dataDir; set → the `s3` driver on that bucket and folder.
   */
  s3?: S3Settings;
  /** `postgres://…` for PostgreSQL; undefined = SQLite file `sanad.db` in dataDir. */
  databaseUrl?: string;
  adminUsername: string;
  adminPassword?: string;
  logLevel: string;
  /**
   * Level of the one line per answered request (`REQUEST_LOG`): `info` in production (NODE_ENV
   * production), so a log collector sees every request with its id; `debug` otherwise. Failures
   * and slow answers are at warn either way (plugins/request-log.ts).
   */
  requestLog: 'debug' | 'info';
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
   * business — a one-shop install, whose first administrator sets up its own; `ask` (unset): the
   * first administrator chooses one or the other on the setup screen (decision 0049).
   */
  seedBusinesses: 'ask' | 'default' | 'none';
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
   * Requests one API token may make in a fixed one-minute window (`API_TOKEN_RATE_LIMIT`, default
   * 600; a token's own limit overrides it; decision 0058).
   */
  apiTokenRateLimit: number;
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
   * How long an approval waits for a standard invoice's clearance, ms (decision 0044; default
   * CLEARANCE_WAIT_MS, 5 s) — a switch for tests (no environment variable).
   */
  zatcaClearanceWaitMs?: number;
  /**
   * FATOORA base URL (`ZATCA_BASE_URL`): unset → ZATCA's own URL of the mode's environment
   * (src/server/zatca/client.ts ZATCA_BASE_URLS); set (tests, a proxy) → that URL.
   */
  zatcaBaseUrl?: string;
  /**
   * Bearer token of `GET /metrics` on the main port (`METRICS_TOKEN`, decision 0064); undefined:
   * the main port answers /metrics 404.
   */
  metricsToken?: string;
  /**
   * Port of a listener that serves only `GET /metrics`, without a token (`METRICS_PORT`); undefined:
   * no such listener.
   */
  metricsPort?: number;
  /** Interface of that listener (`METRICS_HOST`, default 127.0.0.1: this machine only). */
  metricsHost: string;
  /**
   * The 32-byte AES-256 key that seals ZATCA private keys at rest (`ZATCA_MASTER_KEY`, base64;
   * decision 0063); undefined → the store's `zatca.key`, made on first use (decision 0031).
   */
  zatcaMasterKey?: Buffer;
}

/** The ZATCA phase 2 modes Sanad runs in (decisions 0032, 0035). */
export type ZatcaMode = 'off' | 'offline' | 'simulation' | 'production';
