/**
 * Several instances share one PostgreSQL database and one S3 store (decision 0063). Each must sign
 * links with the same SIGNING_SECRET: a secret drawn at random per process makes a link made by
 * one instance fail on the next. And the ZATCA master key must not be the store's `zatca.key`:
 * the bucket also holds the database backups, whose sealed private keys it opens — one leaked
 * bucket would give both (decision 0031 keeps them apart). ZATCA_MASTER_KEY, from the
 * environment or a secret manager, keeps the key out of the bucket.
 * `shared`: whether DATABASE_URL is PostgreSQL and STORAGE_URL an s3:// store, as ENV_SCHEMA read
 * them; `env`: the raw variables (an unset SIGNING_SECRET reads as random bytes, so only the raw
 * text tells whether it was set).
 * @throws Error naming every one of the two variables that is unset or empty, when `shared`.
 */
export function requireSharedSecrets(env: NodeJS.ProcessEnv, shared: boolean): void {
  if (!shared) return;
  const missing = (['SIGNING_SECRET', 'ZATCA_MASTER_KEY'] as const).filter(
    (name) => (env[name] ?? '').trim() === '',
  );
  if (missing.length > 0)
    throw new Error(
      `${missing.join(' and ')} must be set when DATABASE_URL is PostgreSQL and STORAGE_URL is s3:// — every instance needs the same value (e.g. \`openssl rand -hex 32\` for SIGNING_SECRET, \`openssl rand -base64 32\` for ZATCA_MASTER_KEY)`,
    );
}
