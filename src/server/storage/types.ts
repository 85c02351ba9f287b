import type { Readable } from 'node:stream';

/**
 * Where Sanad keeps its files (decision 0062): product images, logos, receipt images, purchase
 * receipts, database and invoice backups. Every file read and write of the server goes through
 * one ObjectStore — the `local` driver (DATA_DIR, the layout of every install so far) or the `s3`
 * driver (any S3-compatible store shared by several instances).
 *
 * Keys are POSIX paths relative to the store's root, the same as relative paths under DATA_DIR
 * (`images/5b1c….webp`, `kebrit/invo/1764…_31.png`, `backups/…`). A key never starts with `/`,
 * never holds `..`, `\\`, an empty segment or a NUL; `assertKey` refuses those.
 */
export interface ObjectStore {
  /** `local` or `s3`. */
  readonly driver: 'local' | 's3';
  /**
   * Writes `body` at `key`, replacing what is there; readers never see a half-written object
   * (local: written aside then renamed; s3: PutObject / multipart upload is atomic).
   * A stream is uploaded without being held in memory (s3: multipart in 8 MB parts).
   * @returns the stored object's size in bytes and ETag.
   * @throws the driver's error (disk full, access denied); nothing is left at `key` then.
   */
  put(key: string, body: Buffer | Readable, opts?: PutOptions): Promise<ObjectInfo>;
  /** The object at `key` as a stream with its metadata, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The whole object at `key` in memory, or null when there is none. For small files only. */
  read(key: string): Promise<Buffer | null>;
  /** Size, ETag and last change of the object at `key`, or null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object at `key`; nothing when there is none. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in key order (`prefix` '' lists all). */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /**
   * A link that reads the object directly from the store for `ttlSeconds`, where the driver has
   * one (s3: a presigned GET); null for `local`, whose files only Sanad serves.
   */
  presignedGetUrl(key: string, ttlSeconds: number): Promise<string | null>;
  /**
   * Proves the store answers and is writable (for /readyz): writes, reads and deletes a small
   * object under `.readyz/`. @throws the driver's error.
   */
  check(): Promise<void>;
  /** A short human description for logs and the README's examples (`local /var/sanad`, `s3 bucket/prefix`). */
  describe(): string;
}

/** Options of ObjectStore.put. */
export interface PutOptions {
  /** MIME type stored with the object and answered when it is served (default by extension). */
  contentType?: string;
  /** Refuse (ObjectExistsError) instead of replacing an object already at the key. */
  ifAbsent?: boolean;
  /**
   * A secret (the ZATCA master key, decision 0063): the local driver creates the file readable by
   * Sanad's own user only (mode 0600); an s3 store's objects are as private as its bucket policy.
   */
  private?: boolean;
}

/** What a store knows of one object. */
export interface ObjectInfo {
  key: string;
  /** Bytes. */
  size: number;
  /** A strong validator of the content, quoted as an HTTP ETag (`"…"`). */
  etag: string;
  /** Last write, UTC ms. */
  lastModified: number;
}

/** An object being read: its metadata and a stream of its bytes (read it or destroy it). */
export interface StoredObject extends ObjectInfo {
  body: Readable;
  contentType?: string;
}

/** Thrown by put with `ifAbsent` when the key is taken. */
export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`object already exists: ${key}`);
    this.name = 'ObjectExistsError';
  }
}

/**
 * Refuses keys that could leave the store's root or differ between drivers.
 * @throws Error naming the key when it is empty, absolute, has `..`, `.` or empty segments, a
 *   backslash or a NUL.
 */
export function assertKey(key: string): string {
  const bad =
    key === '' ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    key.split('/').some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
