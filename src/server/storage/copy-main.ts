import path from 'node:path';
import { loadConfig } from '../config';
import { copyStore } from './copy';
import { localStore } from './local';
import { s3Store } from './s3';
import { parseStorageUrl } from './settings';
import type { ObjectStore } from './types';

const USAGE =
  'usage: npm run storage:copy -- --to s3://bucket/folder [--from DIR | --from s3://bucket/folder]';

/**
 * A store named on the command line: `s3://bucket/folder` → the s3 driver with the S3_* variables
 * of `env` (credentials from the AWS SDK's default chain); anything else → the local driver on
 * that folder.
 * @throws Error naming STORAGE_URL or the S3_* variable that is refused.
 */
function storeNamed(spec: string, env: NodeJS.ProcessEnv): ObjectStore {
  if (!spec.startsWith('s3://')) return localStore(path.resolve(spec));
  const where = parseStorageUrl(spec)!;
  const config = loadConfig({ ...env, STORAGE_URL: spec });
  return s3Store({ ...config.s3!, ...where });
}

/**
 * `npm run storage:copy -- --to s3://bucket/folder [--from …]` (decision 0062): copies every
 * file of DATA_DIR's local store (or `--from`) to `--to`, skipping the SQLite database and temp
 * files, reads each back and compares SHA-256. Prints the count; exits 1 naming each mismatch
 * (or on a store error), 2 for bad arguments.
 */
async function main(argv: string[]): Promise<number> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const toSpec = arg('--to');
  if (!toSpec || argv.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  const from = storeNamed(arg('--from') ?? loadConfig().dataDir, process.env);
  const to = storeNamed(toSpec, process.env);
  const started = Date.now();
  console.log(`copying ${from.describe()} → ${to.describe()}`);
  const report = await copyStore(from, to, (line) => console.log(line));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const mb = (report.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `${report.copied} objects copied (${mb} MB) in ${seconds} s, each read back and compared by ` +
      `SHA-256; ${report.skipped.length} skipped (${report.skipped.join(', ') || 'none'})`,
  );
  for (const key of report.mismatches) console.error(`MISMATCH ${key}`);
  if (report.mismatches.length) {
    console.error(`${report.mismatches.length} objects differ at the destination`);
    return 1;
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
