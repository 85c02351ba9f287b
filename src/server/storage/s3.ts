import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type PutObjectCommandInput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentTypeOf } from './content-types';
import { bufferOf } from './local';
import { assertKey, ObjectExistsError, type ObjectInfo, type ObjectStore } from './types';

/** Part size of a multipart upload of a stream: 8 MB (S3's minimum is 5 MB). */
export const MULTIPART_PART_BYTES = 8 * 1024 * 1024;
/** Parts of one stream uploaded at once (memory held: this × MULTIPART_PART_BYTES). */
const MULTIPART_QUEUE = 2;

/** Where and how the s3 driver reaches its bucket. */
export interface S3StoreOptions {
  bucket: string;
  /** Folder of the bucket every key lives under ('' = the bucket's root; no slash at either end). */
  prefix: string;
  /** An S3-compatible service's URL (MinIO, R2, s3rver); undefined = AWS S3 of `region`. */
  endpoint?: string;
  /** Default us-east-1. */
  region?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO, s3rver). */
  forcePathStyle?: boolean;
  /** Explicit keys (tests); undefined = the AWS SDK's default chain (AWS_ACCESS_KEY_ID, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Keys asked per ListObjectsV2 page: default 1000 (S3's maximum); tests page by fewer. */
  listPageSize?: number;
}

type S3Failure = { name?: string; $metadata?: { httpStatusCode?: number } };
const statusOf = (err: unknown) => (err as S3Failure).$metadata?.httpStatusCode;
const isMissing = (err: unknown) =>
  statusOf(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as S3Failure).name ?? '');
/** 412: the key is taken (IfNoneMatch); 409: another conditional write to it is under way. */
const isTaken = (err: unknown) => statusOf(err) === 412 || statusOf(err) === 409;
/** The server refuses conditional writes themselves (an older S3-compatible service). */
const isUnsupported = (err: unknown) =>
  statusOf(err) === 501 || (err as S3Failure).name === 'NotImplemented';

/**
 * The `s3` driver (decision 0062): objects of one bucket under `prefix`, through
 * @aws-sdk/client-s3. A Buffer is written with PutObject, a stream with lib-storage's multipart
 * Upload in MULTIPART_PART_BYTES parts (never held whole in memory); reads stream GetObject. The
 * ETag is S3's own (the MD5 of a single PUT, a hash of part hashes for a multipart upload).
 * `ifAbsent` sends `If-None-Match: *` (refused with 412 by AWS S3, MinIO, R2) after a HEAD:
 * the HEAD refuses a taken key on servers that ignore the header (s3rver), which leaves those
 * servers a race between two writers of one key; a server that answers 501 to the header gets
 * the HEAD alone from then on.
 */
export function s3Store(opts: S3StoreOptions): ObjectStore {
  const client = new S3Client({
    region: opts.region ?? 'us-east-1',
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle ?? false,
    credentials: opts.credentials,
    // Checksums only where S3 requires them: most S3-compatible services refuse the newer
    // default CRC trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const root = opts.prefix ? `${opts.prefix}/` : '';
  const Key = (key: string) => root + assertKey(key);
  let conditionalWrites = true;

  const head = async (key: string): Promise<ObjectInfo | null> => {
    try {
      const res = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
      return {
        key,
        size: res.ContentLength ?? 0,
        etag: res.ETag ?? '""',
        lastModified: res.LastModified?.getTime() ?? 0,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };

  const putBuffer = async (params: PutObjectCommandInput, key: string, size: number) => {
    const res = await client.send(new PutObjectCommand(params));
    return { key, size, etag: res.ETag ?? '""', lastModified: Date.now() };
  };

  const store: ObjectStore = {
    driver: 's3',
    async put(key, body, putOpts) {
      const params: PutObjectCommandInput = {
        Bucket,
        Key: Key(key),
        ContentType: putOpts?.contentType ?? contentTypeOf(key),
      };
      if (putOpts?.ifAbsent) {
        if (await head(key)) throw new ObjectExistsError(key);
        if (conditionalWrites) params.IfNoneMatch = '*';
      }
      try {
        if (Buffer.isBuffer(body)) {
          try {
            return await putBuffer({ ...params, Body: body }, key, body.length);
          } catch (err) {
            if (!params.IfNoneMatch || !isUnsupported(err)) throw err;
            conditionalWrites = false;
            return await putBuffer(
              { ...params, IfNoneMatch: undefined, Body: body },
              key,
              body.length,
            );
          }
        }
        const upload = new Upload({
          client,
          params: { ...params, Body: body },
          partSize: MULTIPART_PART_BYTES,
          queueSize: MULTIPART_QUEUE,
        });
        await upload.done();
      } catch (err) {
        if (putOpts?.ifAbsent && isTaken(err)) throw new ObjectExistsError(key);
        throw err;
      }
      const info = await head(key);
      if (!info) throw new Error(`s3: ${key} is missing right after its upload`);
      return info;
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return {
          key,
          size: res.ContentLength ?? 0,
          etag: res.ETag ?? '""',
          lastModified: res.LastModified?.getTime() ?? 0,
          contentType: res.ContentType,
          body: res.Body as Readable,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async read(key) {
      const obj = await store.get(key);
      return obj ? bufferOf(obj.body) : null;
    },
    head,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: root + prefix,
            ContinuationToken,
            MaxKeys: opts.listPageSize ?? 1000,
          }),
        );
        for (const o of page.Contents ?? []) {
          // A "folder" marker some consoles create is not an object of Sanad.
          if (!o.Key || o.Key.endsWith('/')) continue;
          yield {
            key: o.Key.slice(root.length),
            size: o.Size ?? 0,
            etag: o.ETag ?? '""',
            lastModified: o.LastModified?.getTime() ?? 0,
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async presignedGetUrl(key, ttlSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: Key(key) }), {
        expiresIn: ttlSeconds,
      });
    },
    async check() {
      const key = `.readyz/${randomUUID()}`;
      await store.put(key, Buffer.from('ok'));
      const back = await store.read(key);
      await store.delete(key);
      if (back?.toString() !== 'ok') throw new Error('s3: the readiness object did not read back');
    },
    describe: () =>
      `s3 ${Bucket}${root ? `/${opts.prefix}` : ''}${opts.endpoint ? ` at ${opts.endpoint}` : ''}`,
  };
  return store;
}
