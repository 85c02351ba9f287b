import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { bufferOf } from '../storage/local';
import { assertKey, ObjectExistsError, type ObjectInfo, type ObjectStore } from '../storage/types';

/** What memoryStore keeps per key: the bytes, their info and content type. */
interface Entry {
  bytes: Buffer;
  info: ObjectInfo;
  contentType?: string;
}

/**
 * An ObjectStore held in a Map, for tests (decision 0063): code that passes its tests on this store
 * and on the local driver reaches files only through the interface — never DATA_DIR itself.
 * `objects` is the Map, for a test to look inside or to damage an object; `now` dates the writes
 * (UTC ms). No presigned links (null), like the local driver.
 */
export function memoryStore(now: () => number = Date.now): ObjectStore & {
  objects: Map<string, Entry>;
} {
  const objects = new Map<string, Entry>();
  const infoOf = (key: string, bytes: Buffer): ObjectInfo => ({
    key,
    size: bytes.length,
    etag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    lastModified: now(),
  });
  const store = {
    driver: 's3' as const,
    objects,
    async put(key: string, body: Buffer | Readable, opts?: Parameters<ObjectStore['put']>[2]) {
      assertKey(key);
      const bytes = Buffer.isBuffer(body) ? Buffer.from(body) : await bufferOf(body);
      if (opts?.ifAbsent && objects.has(key)) throw new ObjectExistsError(key);
      const info = infoOf(key, bytes);
      objects.set(key, { bytes, info, contentType: opts?.contentType });
      return info;
    },
    async get(key: string) {
      const e = objects.get(assertKey(key));
      return e ? { ...e.info, contentType: e.contentType, body: Readable.from([e.bytes]) } : null;
    },
    async read(key: string) {
      return objects.get(assertKey(key))?.bytes ?? null;
    },
    async head(key: string) {
      return objects.get(assertKey(key))?.info ?? null;
    },
    async delete(key: string) {
      objects.delete(assertKey(key));
    },
    async *list(prefix: string) {
      for (const key of [...objects.keys()].filter((k) => k.startsWith(prefix)).sort()) {
        const e = objects.get(key);
        if (e) yield e.info;
      }
    },
    async presignedGetUrl() {
      return null;
    },
    async check() {},
    describe: () => 'memory',
  };
  return store;
}
