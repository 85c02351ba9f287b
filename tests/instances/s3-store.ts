/**
 * The S3-compatible store of the multi-instance test and bench (decision 0066): the storage tests'
 * s3rver (src/server/testing/s3rver.ts — in this process, 127.0.0.1, a free port, one bucket,
 * path-style, s3rver's fixed keys), plus what the instances need to reach it and the test's own
 * view of its objects.
 */
import { s3Store } from '../../src/server/storage';
import { startTestS3, type TestS3 as S3rverStore } from '../../src/server/testing/s3rver';

/** The store as the instances reach it, and the test's own view of its objects. */
export interface TestS3 {
  /** `http://127.0.0.1:PORT`, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** The environment an instance needs to use the store under `prefix` (STORAGE_URL, S3_*, AWS_*). */
  env(prefix: string): Record<string, string>;
  /** Keys of the objects under `prefix` (whole bucket when ''), in key order. */
  keys(prefix: string): Promise<string[]>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/**
 * Starts s3rver with one empty bucket.
 * @throws when s3rver cannot listen.
 */
export async function startS3(): Promise<TestS3> {
  const server: S3rverStore = await startTestS3();
  const { endpoint, bucket } = server;
  const { credentials } = server.options('');
  const store = s3Store(server.options(''));
  return {
    endpoint,
    bucket,
    env: (prefix) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: credentials!.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
    }),
    async keys(prefix) {
      const out: string[] = [];
      for await (const o of store.list(prefix)) out.push(o.key);
      return out.sort();
    },
    close: () => server.close(),
  };
}
