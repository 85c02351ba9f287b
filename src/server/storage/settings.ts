/** Where the s3 driver keeps Sanad's files (Config.s3; decision 0062). */
export interface S3Settings {
  bucket: string;
  /** Folder inside the bucket, no slash at either end; '' = the bucket's root. */
  prefix: string;
  /** `S3_ENDPOINT`: an S3-compatible service (MinIO, R2…); undefined = AWS S3. */
  endpoint?: string;
  /** `S3_REGION`, default us-east-1. */
  region: string;
  /** `S3_FORCE_PATH_STYLE`: bucket in the path, not the host name (MinIO, s3rver). */
  forcePathStyle: boolean;
}

/** S3's bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens, alphanumeric ends. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * `STORAGE_URL` → where files are kept: unset or empty → undefined (the `local` driver on
 * DATA_DIR); `s3://bucket` or `s3://bucket/folder/…` → the bucket and the folder under which every
 * key lives (trailing slashes dropped).
 * @throws Error naming STORAGE_URL for another scheme, a bucket S3 would refuse, or a folder with
 *   `.`/`..`/empty segments, a backslash or a query.
 */
export function parseStorageUrl(
  raw: string | undefined,
): Pick<S3Settings, 'bucket' | 'prefix'> | undefined {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'local') return undefined;
  const refuse = (why: string) =>
    new Error(`STORAGE_URL ${why}: ${raw} (e.g. s3://my-bucket/sanad, or unset for DATA_DIR)`);
  const m = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(value);
  if (!m) throw refuse('must be s3://bucket/folder');
  const bucket = m[1]!;
  if (!BUCKET.test(bucket) || bucket.includes('..')) throw refuse(`has an invalid bucket name`);
  const prefix = (m[2] ?? '').replace(/\/+$/, '');
  const bad =
    /[\\?#\0]/.test(prefix) ||
    (prefix !== '' && prefix.split('/').some((s) => s === '' || s === '.' || s === '..'));
  if (bad) throw refuse('has an invalid folder');
  return { bucket, prefix };
}

/**
 * A yes/no variable (`S3_FORCE_PATH_STYLE`) named `name`: `1`/`true`/`yes` → true; unset, empty,
 * `0`/`false`/`no` → false. @throws Error naming the variable for anything else.
 */
export function parseFlag(name: string, raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(value)) return false;
  if (['1', 'true', 'yes'].includes(value)) return true;
  throw new Error(`${name} must be 1 or true, 0 or false: ${raw}`);
}
