import { checked, entry } from './config-entries';
import { parseFlag, parseStorageUrl } from './storage/settings';

/**
 * The environment variables of running several instances (decisions 0062, 0063, 0064): the shared
 * file store, the metrics endpoint and the ZATCA master key. Part of ENV_SCHEMA (config.ts), in the
 * order of README.md "Configuration".
 */
export const INSTANCE_ENV = {
  /** STORAGE_URL: unset → files in DATA_DIR; `s3://bucket/folder` → the s3 driver (decision 0062). */
  STORAGE_URL: checked(parseStorageUrl),
  /** S3_ENDPOINT: unset → AWS S3; otherwise an S3-compatible service's http(s) URL. */
  S3_ENDPOINT: entry<string | undefined>((raw) => {
    const value = (raw ?? '').trim();
    if (value === '') return undefined;
    return /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(value)
      ? value.replace(/\/+$/, '')
      : { refused: `S3_ENDPOINT must be an http(s) URL: ${raw}` };
  }),
  /** S3_REGION: default us-east-1. */
  S3_REGION: entry((raw) => {
    const value = (raw ?? '').trim() || 'us-east-1';
    return /^[a-z0-9-]{2,32}$/.test(value)
      ? value
      : { refused: `S3_REGION must be a region name such as eu-central-1: ${raw}` };
  }),
  S3_FORCE_PATH_STYLE: checked((raw) => parseFlag('S3_FORCE_PATH_STYLE', raw)),
  /**
   * METRICS_TOKEN: unset or empty → undefined (no token); otherwise the bearer token `GET /metrics`
   * asks for on the main port, at least 16 characters of letters, digits, `._~+/=-` (decision 0064).
   */
  METRICS_TOKEN: entry<string | undefined>((raw) => {
    const value = (raw ?? '').trim();
    if (value === '') return undefined;
    return /^[A-Za-z0-9._~+/=-]{16,200}$/.test(value)
      ? value
      : {
          refused:
            'METRICS_TOKEN must be 16 to 200 letters, digits or ._~+/=- (e.g. `openssl rand -hex 32`)',
        };
  }),
  /** METRICS_PORT: unset or empty → undefined (no metrics listener); otherwise a port, 0–65535. */
  METRICS_PORT: entry<number | undefined>((raw) => {
    const value = (raw ?? '').trim();
    if (value === '') return undefined;
    const port = Number(value);
    return Number.isInteger(port) && port >= 0 && port <= 65535
      ? port
      : { refused: `METRICS_PORT is not a port: ${raw}` };
  }),
  /** METRICS_HOST: the interface of the METRICS_PORT listener; unset or empty → 127.0.0.1. */
  METRICS_HOST: entry((raw) => (raw ?? '').trim() || '127.0.0.1'),
  /**
   * ZATCA_MASTER_KEY: unset or empty → undefined (the key is the store's `zatca.key`, made on
   * first use); otherwise the base64 of exactly 32 bytes, the AES-256 key that seals the ZATCA
   * private keys (decisions 0031, 0063). The refusal never repeats the value: it is a secret.
   */
  ZATCA_MASTER_KEY: entry<Buffer | undefined>((raw) => {
    const value = (raw ?? '').trim();
    if (value === '') return undefined;
    const key = Buffer.from(value, 'base64');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || key.length !== 32)
      return {
        refused: 'ZATCA_MASTER_KEY must be the base64 of 32 bytes (e.g. `openssl rand -base64 32`)',
      };
    return key;
  }),
};
