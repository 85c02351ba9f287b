import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreOptions } from '../storage/s3';

/** An in-process S3-compatible server for the storage tests (decision 0062). */
export interface TestS3 {
  /** `http://127.0.0.1:{port}`. */
  endpoint: string;
  /** The one bucket it has. */
  bucket: string;
  /** s3Store options for this server (path style, s3rver's fixed keys) under `prefix`. */
  options(prefix: string, extra?: Partial<S3StoreOptions>): S3StoreOptions;
  close(): Promise<void>;
}

/**
 * s3rver 3.7.1 encrypts its ListObjectsV2 continuation tokens with single DES, which OpenSSL 3
 * (Node 18+) no longer offers: every truncated listing answers 500. Inside this test process its
 * DES is mapped to AES-128-CTR (same key and IV, doubled to 16 bytes), which gives tokens s3rver
 * reads back; nothing but s3rver asks for DES.
 */
function letS3rverPage(): void {
  const c = crypto as unknown as Record<string, (...args: unknown[]) => unknown> & {
    __sanadDes?: true;
  };
  if (c.__sanadDes) return;
  for (const name of ['createCipheriv', 'createDecipheriv'] as const) {
    const original = c[name]!.bind(crypto);
    c[name] = (alg: unknown, key: unknown, iv: unknown, ...rest: unknown[]) =>
      alg === 'des'
        ? original(
            'aes-128-ctr',
            Buffer.concat([key as Buffer, key as Buffer]),
            Buffer.concat([iv as Buffer, iv as Buffer]),
            ...rest,
          )
        : original(alg, key, iv, ...rest);
  }
  c.__sanadDes = true;
}

/**
 * Starts s3rver on a free port of 127.0.0.1 with one bucket (`sanad-test`) in a new temporary
 * folder, removed by close(). Takes a few milliseconds.
 */
export async function startTestS3(): Promise<TestS3> {
  letS3rverPage();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sanad-s3rver-'));
  const bucket = 'sanad-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    options: (prefix, extra) => ({
      bucket,
      prefix,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      ...extra,
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
