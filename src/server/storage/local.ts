import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, ObjectExistsError, type ObjectInfo, type ObjectStore } from './types';

/**
 * The `local` driver (decision 0062): objects are files under `root` (DATA_DIR), at their key's
 * path — the layout every install has had, so an existing DATA_DIR is read as it is. Writes go to
 * a unique temporary name beside the file and are renamed into place. The ETag is the file's size,
 * modification time and inode (like nginx and @fastify/static, plus the inode), not a hash of its
 * bytes: reading a 100 MB backup to answer HEAD would cost too much.
 */
export function localStore(root: string): ObjectStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...assertKey(key).split('/'));
  const infoOf = (key: string, st: { size: number; mtimeMs: number; ino: number }): ObjectInfo => ({
    key,
    size: st.size,
    // Every write renames a new file into place, so the inode tells two writes apart even
    // within one millisecond and at one size.
    etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}-${st.ino.toString(16)}"`,
    lastModified: Math.floor(st.mtimeMs),
  });
  const statOf = async (key: string) => {
    try {
      const st = await fs.stat(fileOf(key));
      return st.isFile() ? st : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw err;
    }
  };

  const store: ObjectStore = {
    driver: 'local',
    async put(key, body, opts) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        const mode = opts?.private ? 0o600 : 0o666; // less the umask, as any new file
        if (Buffer.isBuffer(body)) await fs.writeFile(tmp, body, { flag: 'wx', mode });
        else await pipeline(body, (await fs.open(tmp, 'wx', mode)).createWriteStream());
        if (opts?.ifAbsent) {
          // link() fails when the name is taken, where rename() would replace it.
          await fs.link(tmp, file).catch((err: NodeJS.ErrnoException) => {
            throw err.code === 'EEXIST' ? new ObjectExistsError(key) : err;
          });
          await fs.rm(tmp, { force: true });
        } else {
          await fs.rename(tmp, file);
        }
      } catch (err) {
        await fs.rm(tmp, { force: true }).catch(() => {});
        throw err;
      }
      return infoOf(key, await fs.stat(file));
    },
    async get(key) {
      const st = await statOf(key);
      if (!st) return null;
      return { ...infoOf(key, st), body: createReadStream(fileOf(key)) };
    },
    async read(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
        throw err;
      }
    },
    async head(key) {
      const st = await statOf(key);
      return st ? infoOf(key, st) : null;
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      // Walk only the folder the prefix names, then filter by the rest of the prefix.
      const dirKey = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const keys: string[] = [];
      const walk = async (rel: string) => {
        const abs = rel ? path.join(base, ...rel.split('/')) : base;
        let entries;
        try {
          entries = await fs.readdir(abs, { withFileTypes: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        for (const e of entries) {
          const k = rel ? `${rel}/${e.name}` : e.name;
          if (e.isDirectory()) await walk(k);
          else if (e.isFile() && k.startsWith(prefix) && !e.name.endsWith('.tmp')) keys.push(k);
        }
      };
      await walk(dirKey);
      keys.sort();
      for (const k of keys) {
        const st = await statOf(k);
        if (st) yield infoOf(k, st);
      }
    },
    async presignedGetUrl() {
      return null;
    },
    async check() {
      const key = `.readyz/${randomUUID()}`;
      await store.put(key, Buffer.from('ok'));
      await store.delete(key);
    },
    describe: () => `local ${base}`,
  };
  return store;
}

/** SHA-256 of an object's bytes, hex — what `storage:copy` compares between two stores. */
export async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Reads a whole stream — any async iterable of Buffer chunks: a Readable, a tar entry — into one
 * Buffer.
 */
export async function bufferOf(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
