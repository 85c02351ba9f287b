/**
 * An S3-compatible store for the multi-instance test and bench (decision 0066): s3rver, in this
 * process, on 127.0.0.1 and a free port, its objects in a new temporary folder, one bucket,
 * path-style addressing, the access key S3RVER/S3RVER that s3rver accepts.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** The few members of s3rver's class that are used here (the package ships no types). */
interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (opts: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string }>;
}) => S3rverServer;

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

export const S3_KEY = { id: 'S3RVER', secret: 'S3RVER' };

/**
 * Starts s3rver with one empty bucket `bucket`.
 * @throws when s3rver cannot listen.
 */
export async function startS3(bucket = 'sanad'): Promise<TestS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEY.id, secretAccessKey: S3_KEY.secret },
  });
  return {
    endpoint,
    bucket,
    env: (prefix) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3_KEY.id,
      AWS_SECRET_ACCESS_KEY: S3_KEY.secret,
    }),
    async keys(prefix) {
      const out: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) out.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
